// Format checks for every validator of the spec: ajv-formats' full formats, with a fast path in
// front of the three the spec uses for every id and timestamp (uuid, date-time, date) and of uri.
// ajv-formats splits date-times and runs several regexes per value, and its uri regex tries every
// host form (IPv6, IPv4, name) with an alternation per character; these dominated validation time.
// Each fast path only ever says "valid" for the plain shapes records carry
// (`2026-01-15T09:30:00.000Z`, lower- or upper-case UUIDs, `https://host/path`); anything else
// goes to ajv-formats, which stays the one judge. The OpenAPI Format Registry's integer formats
// that ajv-formats lacks (int8 to uint64) are added as the ranges the registry gives.
// Plain JavaScript, because the generated validators.js imports a copy of it at run time.
// A named import: Node finds `exports.fullFormats` in this CommonJS file, and tools that turn the
// package into CommonJS (tsx, Babel under Jest) read it as a property. A default import breaks
// there: ajv-formats sets `__esModule`, so their `default` is undefined.
import { fullFormats } from 'ajv-formats/dist/formats.js';

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// The plain shapes, each field in range except the day against its month. A compiled regex is
// faster here than reading the characters one by one.
const PLAIN_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const PLAIN_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** The number written by the `count` digits at `at` (the shape is already checked). */
function digits(text, at, count) {
  let value = 0;
  for (let i = at; i < at + count; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

function isLeapYear(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The `YYYY-MM-DD` at the start of `text` (shape already checked) names a day its month has. */
function dayExists(text) {
  const day = digits(text, 8, 2);
  if (day <= 28) return true;
  const month = digits(text, 5, 2);
  return day <= (month === 2 && isLeapYear(digits(text, 0, 4)) ? 29 : DAYS_IN_MONTH[month]);
}

/** `YYYY-MM-DD`, a real calendar day. */
export function isPlainDate(text) {
  return PLAIN_DATE.test(text) && dayExists(text);
}

/** `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every field in range (no leap second). */
export function isPlainDateTime(text) {
  return PLAIN_DATE_TIME.test(text) && dayExists(text);
}

// An http(s) URL with a name host, an optional port, and path, query and fragment made of RFC 3986
// characters without percent-escapes: a subset of what ajv-formats' uri accepts, checked without
// alternations.
const PLAIN_URI = /^https?:\/\/[A-Za-z0-9\-._~]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*)?(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?$/;

/** `http(s)://host[:port][/path][?query][#fragment]` in plain characters (no `%` escapes, no IP host). */
export function isPlainUri(text) {
  return PLAIN_URI.test(text);
}

/** 1 for the hexadecimal digits of ASCII. */
const HEX = new Uint8Array(128);
for (const digit of '0123456789abcdefABCDEF') HEX[digit.charCodeAt(0)] = 1;

function hexRun(text, from, to) {
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 127 || HEX[code] === 0) return false;
  }
  return true;
}

/** A bare 8-4-4-4-12 hexadecimal UUID. */
export function isPlainUuid(text) {
  return (
    text.length === 36 &&
    text.charCodeAt(8) === 45 &&
    text.charCodeAt(13) === 45 &&
    text.charCodeAt(18) === 45 &&
    text.charCodeAt(23) === 45 &&
    hexRun(text, 0, 8) &&
    hexRun(text, 9, 13) &&
    hexRun(text, 14, 18) &&
    hexRun(text, 19, 23) &&
    hexRun(text, 24, 36)
  );
}

const fullUuid = fullFormats.uuid;
const fullDate = fullFormats.date;
const fullDateTime = fullFormats['date-time'];
const fullUri = fullFormats.uri;

/**
 * A registry integer format (https://spec.openapis.org/registry/format/): a check of numbers, as
 * ajv-formats' int32 is. uint64 may also be written as a string, which is not checked.
 */
const integerIn = (min, max) => ({ type: 'number', validate: (value) => Number.isInteger(value) && value >= min && value <= max });

export const formats = {
  ...fullFormats,
  int8: integerIn(-128, 127),
  int16: integerIn(-32768, 32767),
  uint8: integerIn(0, 255),
  uint16: integerIn(0, 65535),
  uint32: integerIn(0, 4294967295),
  // Its top, 2 ** 64 - 1, is no double: the largest double below 2 ** 64 stands for it.
  uint64: integerIn(0, 2 ** 64 - 2048),
  uuid: (text) => isPlainUuid(text) || fullUuid.test(text),
  uri: (text) => isPlainUri(text) || fullUri(text),
  date: { ...fullDate, validate: (text) => isPlainDate(text) || fullDate.validate(text) },
  'date-time': { ...fullDateTime, validate: (text) => isPlainDateTime(text) || fullDateTime.validate(text) },
};
