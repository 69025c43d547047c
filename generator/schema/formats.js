// Format checks for every validator of the spec: ajv-formats' full formats, with a fast path in
// front of the three the spec uses for every id and timestamp (uuid, date-time, date).
// ajv-formats runs regexes and string splits for these, which dominated validation time. Each fast
// path only ever says "valid" for the plain shapes records carry (`2026-01-15T09:30:00.000Z`,
// lower- or upper-case UUIDs); anything else goes to ajv-formats, which stays the one judge.
// Plain JavaScript, because generated/validators.js imports a copy of it at run time.
import ajvFormats from 'ajv-formats/dist/formats.js';

const { fullFormats } = ajvFormats;

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDigit(code) {
  return code >= 48 && code <= 57;
}

/** The number written by the two digits at `at`, or -1. */
function twoDigits(text, at) {
  const tens = text.charCodeAt(at);
  const ones = text.charCodeAt(at + 1);
  return isDigit(tens) && isDigit(ones) ? (tens - 48) * 10 + (ones - 48) : -1;
}

function isLeapYear(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** `YYYY-MM-DD` at the start of `text` names a real calendar day. */
export function isPlainDate(text) {
  const century = twoDigits(text, 0);
  const yearInCentury = twoDigits(text, 2);
  if (century < 0 || yearInCentury < 0 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(century * 100 + yearInCentury) ? 29 : DAYS_IN_MONTH[month]);
}

/** `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every field in range (no leap second). */
export function isPlainDateTime(text) {
  const length = text.length;
  if (length < 20 || !isPlainDate(text)) return false;
  const separator = text.charCodeAt(10);
  if (separator !== 84 && separator !== 116) return false; // T or t
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  let at = 19;
  if (text.charCodeAt(at) === 46) {
    // A fraction needs at least one digit.
    at += 1;
    if (!isDigit(text.charCodeAt(at))) return false;
    while (isDigit(text.charCodeAt(at))) at += 1;
  }
  const zone = text.charCodeAt(at);
  if (zone === 90 || zone === 122) return at + 1 === length; // Z or z
  if ((zone !== 43 && zone !== 45) || at + 6 !== length || text.charCodeAt(at + 3) !== 58) return false;
  const offsetHours = twoDigits(text, at + 1);
  const offsetMinutes = twoDigits(text, at + 4);
  return offsetHours >= 0 && offsetHours <= 23 && offsetMinutes >= 0 && offsetMinutes <= 59;
}

function isHexDigit(code) {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

/** A bare 8-4-4-4-12 hexadecimal UUID. */
export function isPlainUuid(text) {
  if (text.length !== 36) return false;
  for (let i = 0; i < 36; i += 1) {
    const code = text.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (code !== 45) return false;
    } else if (!isHexDigit(code)) return false;
  }
  return true;
}

const fullUuid = fullFormats.uuid;
const fullDate = fullFormats.date;
const fullDateTime = fullFormats['date-time'];

export const formats = {
  ...fullFormats,
  uuid: (text) => isPlainUuid(text) || fullUuid.test(text),
  date: { ...fullDate, validate: (text) => (text.length === 10 && isPlainDate(text)) || fullDate.validate(text) },
  'date-time': { ...fullDateTime, validate: (text) => isPlainDateTime(text) || fullDateTime.validate(text) },
};
