// The fast paths in generator/schema/formats.js must never change a verdict: on timestamps, dates,
// UUIDs and URIs near the plain shapes (and on arbitrary strings) they decide exactly as ajv-formats'
// full formats do.
import fc from 'fast-check';
import ajvFormats from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { formats, isPlainDateTime, isPlainUri, isPlainUuid } from '../../generator/schema/formats.js';

const { fullFormats } = ajvFormats as unknown as { fullFormats: Record<string, any> };
type Check = (text: string) => boolean;
const checkOf = (format: any): Check => (typeof format === 'function' ? format : format instanceof RegExp ? (t) => format.test(t) : format.validate);
const RUNS = 20_000;

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
/** Characters that matter to these formats, plus a few that must be refused. */
const nearUnit = fc.constantFrom(...'0123456789-:.TtZz+ afAFgG9x\u0660');

/** A plain timestamp, then perhaps one character replaced, inserted or removed. */
const nearDateTime = fc
  .tuple(
    digits(4), digits(2), digits(2), fc.constantFrom('T', 't', ' '), digits(2), digits(2), digits(2),
    fc.option(digits(1).chain((d) => digits(3).map((rest) => `.${d}${rest.slice(0, Math.max(0, rest.length - 1))}`)), { nil: '' }),
    fc.oneof(fc.constantFrom('Z', 'z', ''), fc.tuple(fc.constantFrom('+', '-'), digits(2), fc.constantFrom(':', ''), digits(2)).map((p) => p.join(''))),
  )
  .map((parts) => `${parts[0]}-${parts[1]}-${parts[2]}${parts[3]}${parts[4]}:${parts[5]}:${parts[6]}${parts[7]}${parts[8]}`);
const nearUuid = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 32, maxLength: 32 })
  .map((hex) => `${hex.slice(0, 8).join('')}-${hex.slice(8, 12).join('')}-${hex.slice(12, 16).join('')}-${hex.slice(16, 20).join('')}-${hex.slice(20).join('')}`);

/** Characters that matter to a URI's parts (delimiters, escapes, IP hosts), plus some it refuses. */
const uriUnit = fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?#%[]fF "<>\\^`{|}\u00e9\u0660');
/** Mostly the plain choice (what the fast path takes), sometimes an odd one. */
const mostly = <T,>(plain: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: odd });
const uriText = (plainChars: string, maxLength: number) =>
  mostly(fc.string({ unit: fc.constantFrom(...plainChars), maxLength }), fc.string({ unit: fc.oneof(uriUnit, fc.constantFrom('%2F', '%zz', '%4', '::1', '127.0.0.1')), maxLength }));
const hostChars = 'az09-._~';
const pathChars = "aZ09-._~!$&'()*+,;=:@/";
/** `scheme://host[:port]/path?query#fragment`, mostly plain, every part sometimes near its edges. */
const nearUri = fc
  .tuple(
    mostly(fc.constantFrom('https', 'http'), fc.constantFrom('HTTPS', 'ftp', 'h', '1http', '')),
    mostly(fc.constant('://'), fc.constantFrom(':/', ':', '//')),
    mostly(uriText(hostChars, 12).filter((host) => host !== ''), fc.constantFrom('[::1]', '[v1.x]', '10.0.0.1', '999.0.0.1', 'user@host', '')),
    mostly(fc.constantFrom('', ':8080'), fc.constantFrom(':', ':123456', ':x')),
    fc.oneof(fc.constant(''), uriText(pathChars, 24).map((p) => `/${p}`)),
    fc.oneof(fc.constant(''), uriText(`${pathChars}?`, 12).map((q) => `?${q}`)),
    fc.oneof(fc.constant(''), uriText(`${pathChars}?`, 12).map((f) => `#${f}`)),
  )
  .map((parts) => parts.join(''));

/** Perhaps damages `text` at one place. */
function damaged(text: fc.Arbitrary<string>, unit: fc.Arbitrary<string> = nearUnit): fc.Arbitrary<string> {
  return fc.tuple(text, fc.nat(), fc.constantFrom('keep', 'replace', 'insert', 'delete'), unit).map(([t, at, how, ch]) => {
    const i = t.length === 0 ? 0 : at % t.length;
    if (how === 'replace') return t.slice(0, i) + ch + t.slice(i + 1);
    if (how === 'insert') return t.slice(0, i) + ch + t.slice(i);
    if (how === 'delete') return t.slice(0, i) + t.slice(i + 1);
    return t;
  });
}

function agreeOn(name: string, inputs: fc.Arbitrary<string>) {
  const ours = checkOf(formats[name]);
  const reference = checkOf(fullFormats[name]);
  fc.assert(fc.property(inputs, (text) => ours(text) === reference(text)), { numRuns: RUNS });
}

describe('format fast paths agree with ajv-formats', () => {
  it('date-time', () => {
    agreeOn('date-time', fc.oneof(damaged(nearDateTime), fc.string({ unit: nearUnit, maxLength: 32 })));
    // Hand-picked edges: leap days, leap seconds, offsets, missing zone, fraction without digits.
    for (const text of ['2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '1900-02-29T00:00:00Z', '2000-02-29T00:00:00.5Z', '2026-12-31T23:59:60Z', '2026-06-30T23:59:60.000Z', '2026-01-01T00:00:60Z', '2026-01-01T00:00:00+23:59', '2026-01-01T00:00:00+24:00', '2026-01-01T00:00:00', '2026-01-01T00:00:00.Z', '2026-13-01T00:00:00Z', '2026-04-31T00:00:00Z']) {
      expect(checkOf(formats['date-time'])(text), text).toBe(checkOf(fullFormats['date-time'])(text));
    }
  });

  it('date', () => {
    const nearDate = fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`);
    agreeOn('date', fc.oneof(damaged(nearDate), fc.string({ unit: nearUnit, maxLength: 12 })));
  });

  it('uuid', () => {
    agreeOn('uuid', fc.oneof(damaged(nearUuid), damaged(nearUuid.map((u) => `urn:uuid:${u}`)), fc.string({ unit: nearUnit, maxLength: 40 })));
  });

  it('uri', () => {
    agreeOn('uri', fc.oneof(damaged(nearUri, uriUnit), fc.string({ unit: uriUnit, maxLength: 40 })));
    // Hand-picked edges: escapes, IP hosts, empty parts, upper case, characters RFC 3986 refuses.
    for (const text of ['https://a.example/b%20c', 'https://a.example/b%2', 'http://[::1]:80/', 'http://127.0.0.1/', 'https://', 'https://x:/', 'HTTPS://X.EXAMPLE/Y', 'https://a.example/b c', 'https://a.example/<b>', 'https://a.example/?q=1#f?g/h', 'https://a.example#', 'mailto:someone@example.com', 'urn:isbn:0451450523']) {
      expect(checkOf(formats.uri)(text), text).toBe(checkOf(fullFormats.uri)(text));
    }
  });

  it('takes the fast path for the shapes records carry', () => {
    // The point of the module: these pass without the regex fallback.
    for (const text of ['2026-01-15T09:30:00.000Z', '2026-01-15T09:30:00Z', '2026-01-15t09:30:00.123456-05:30']) expect(isPlainDateTime(text), text).toBe(true);
    for (const text of ['3ae2b801-19f6-41ef-ad28-214bd731948f', '3AE2B801-19F6-41EF-AD28-214BD731948F']) expect(isPlainUuid(text), text).toBe(true);
    // ... and leave the rest to ajv-formats.
    for (const text of ['2026-12-31T23:59:60Z', '2026-01-15 09:30:00Z']) expect(isPlainDateTime(text), text).toBe(false);
    expect(isPlainUuid('urn:uuid:3ae2b801-19f6-41ef-ad28-214bd731948f')).toBe(false);
    for (const text of ['https://hiring.example.com/candidates/c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b', 'http://localhost:4010/a/b?c=d&e=f#g']) expect(isPlainUri(text), text).toBe(true);
    for (const text of ['https://hiring.example.com/a%20b', 'http://[::1]/', 'mailto:someone@example.com']) expect(isPlainUri(text), text).toBe(false);
  });
});
