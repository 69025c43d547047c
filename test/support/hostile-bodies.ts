// Hostile request bodies for a JSON API: a valid body from the operation's own schema
// (schema-arbitrary.ts), then one mutation at one place in it: a value of another type, nesting
// thousands deep, a huge string, array or object, Unicode edge cases (NUL, lone surrogates, RTL,
// combining marks), bytes that are not UTF-8, numbers JSON allows but no store holds, injection
// strings, keys such as `__proto__`, and forged tokens (base64url JSON with a made-up signature).
// Each body is the bytes to send and a line saying what was done, for the failure message.
import fc from 'fast-check';
import { jsonOperations, schemaArbitrary } from './schema-arbitrary.ts';

export interface HostileBody {
  operation: string;
  path: string;
  bytes: Buffer;
  /** What was mutated, and where (a JSON path), for the failure message. */
  what: string;
  /** How fast-check prints it in a counterexample: the operation and the mutation, not the bytes. */
  [fc.toStringMethod](): string;
}

/** Raw JSON text put in place of a value: what `JSON.stringify` cannot write. */
class RawJson {
  readonly bytes: Buffer;
  readonly label: string;
  constructor(bytes: Buffer, label: string) {
    this.bytes = bytes;
    this.label = label;
  }
}

const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE records; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  'value\r\nSet-Cookie: injected=1',
  '%00%0d%0a',
  '$where',
  '\\u0000',
];

const UNICODE = ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\u202Eevil', '\uFEFF', 'e\u0301\u0301\u0301', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '\uFFFF', '\u2028\u2029'];

/** Byte sequences that are not UTF-8: a lone continuation byte, a truncated sequence, an overlong `/`, an encoded surrogate, 0xFF. */
const INVALID_UTF8 = [[0x80], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0xe2, 0x82]];

/** Number texts JSON allows but no double or store keeps as written. */
const NUMBER_TEXTS = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '1e-400', '9007199254740993', '0.1e309'];

const NUMBERS = [1e308, -1e308, 1e20, -1e20, -1, -0, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2, 5e-324, 2 ** 31, -(2 ** 31) - 1];

const forged = (json: unknown, signature: string) => `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${signature}`;

/** Token-shaped strings a client could make up: JSON state with fields of every type, a guessed or empty signature, oversized. */
const forgedToken: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('', 'AAAA', 'A'.repeat(43), '..', '=')).map(([json, signature]) => forged(json, signature)),
  fc.constantFrom(forged({ a: {}, p: [] }, 'x'), forged({ a: 1e300, p: -1, q: { $gt: '' } }, 'x'), forged({ i: '1' }, ''), 'A'.repeat(5000), '.', 'e30.', 'not base64 at all!'),
  fc.base64String({ maxLength: 200 }),
);

/** Nesting `depth` levels deep, as raw text: the stack-safe way to build it. */
function nested(depth: number, kind: 'array' | 'object'): RawJson {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"k":', '}'];
  return new RawJson(Buffer.from(`${open.repeat(depth)}0${close.repeat(depth)}`), `${kind} nested ${depth} deep`);
}

type Replacement = { value: unknown; label: string };

/** What a mutation puts in place of one value of the body. */
const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  // Another type.
  fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 8 }), fc.constant([]), fc.constant({}), fc.array(fc.integer(), { maxLength: 3 })).map((value) => ({ value, label: `type swapped to ${JSON.stringify(value)}` })),
  // Depth.
  fc.tuple(fc.integer({ min: 30, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([depth, kind]) => ({ value: nested(depth, kind), label: `${kind} nested ${depth} deep` })),
  // Size.
  fc.integer({ min: 10_000, max: 1_200_000 }).map((length) => ({ value: 'a'.repeat(length), label: `string of ${length} characters` })),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => ({ value: Array.from({ length }, (_, i) => i), label: `array of ${length} numbers` })),
  fc.integer({ min: 1_000, max: 20_000 }).map((count) => ({ value: Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])), label: `object of ${count} keys` })),
  fc.integer({ min: 5_000, max: 40_000 }).map((n) => ({ value: `${'a@'.repeat(n)}a`, label: `${n} repetitions of "a@"` })),
  // Unicode, NUL, lone surrogates (JSON.stringify writes them escaped: \ud800).
  fc.oneof(fc.constantFrom(...UNICODE), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 })).map((value) => ({ value, label: `string ${JSON.stringify(value)}` })),
  // Bytes that are not UTF-8, inside a string.
  fc.constantFrom(...INVALID_UTF8).map((bytes) => ({ value: new RawJson(Buffer.concat([Buffer.from('"x'), Buffer.from(bytes), Buffer.from('y"')]), `invalid UTF-8 ${bytes.map((b) => b.toString(16)).join(' ')}`), label: 'invalid UTF-8' })),
  // Numbers.
  fc.constantFrom(...NUMBERS).map((value) => ({ value, label: `number ${value}` })),
  fc.constantFrom(...NUMBER_TEXTS).map((text) => ({ value: new RawJson(Buffer.from(text), `number text ${text}`), label: `number text ${text}` })),
  fc.double().map((value) => ({ value, label: `double ${value}` })),
  // Injection strings and forged tokens.
  fc.constantFrom(...INJECTIONS).map((value) => ({ value, label: `injection ${JSON.stringify(value)}` })),
  forgedToken.map((value) => ({ value, label: `forged token ${JSON.stringify(value.slice(0, 60))}` })),
);

/** Keys a body may hold that code reading it must treat as plain data. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', '', '\u0000', '$ref', 'a'.repeat(10_000)];

/** Every place in `value` a mutation may go: the root, then each member and element, as JSON paths and accessors. */
function places(value: unknown, path = '$', found: { path: string; parent: any; key: string | number | null }[] = [], parent: any = null, key: string | number | null = null) {
  found.push({ path, parent, key });
  if (Array.isArray(value)) value.forEach((item, i) => places(item, `${path}[${i}]`, found, value, i));
  else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) places(item, `${path}.${name}`, found, value, name);
  return found;
}

/** `value` as JSON bytes, with each RawJson written as its raw text. */
function encode(value: unknown): Buffer {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawJson) {
      raws.push(item);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (raws.length === 0) return Buffer.from(text ?? 'null');
  const parts: Buffer[] = [];
  let at = 0;
  for (const [i, raw] of raws.entries()) {
    const marker = JSON.stringify(`\u0001raw${i}\u0001`);
    const found = text.indexOf(marker, at);
    parts.push(Buffer.from(text.slice(at, found)), raw.bytes);
    at = found + marker.length;
  }
  parts.push(Buffer.from(text.slice(at)));
  return Buffer.concat(parts);
}

/** `body` with `change` at the place numbered `index` (modulo the number of places), or with a hostile key added. */
function mutate(body: unknown, index: number, change: Replacement | { key: string }): { bytes: Buffer; what: string } {
  const copy = structuredClone(body);
  const all = places(copy);
  const place = all[index % all.length];
  if ('key' in change) {
    const target = place.parent === null ? copy : place.parent[place.key!];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      // defineProperty: a plain assignment of `__proto__` would set the prototype instead of a member.
      Object.defineProperty(target, change.key, { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
      return { bytes: encode(copy), what: `key ${JSON.stringify(change.key.slice(0, 20))} added at ${place.path}` };
    }
    return { bytes: encode(copy), what: 'unchanged (no object for the key)' };
  }
  if (place.parent === null) return { bytes: encode(change.value), what: `${change.label} as the whole body` };
  place.parent[place.key!] = change.value;
  return { bytes: encode(copy), what: `${change.label} at ${place.path}` };
}

/**
 * Bodies for the JSON operations of `document`: one in five left valid, the rest mutated once.
 * `only` limits them to the named operations.
 */
export function hostileBodies(document: Record<string, any>, only?: (name: string) => boolean): fc.Arbitrary<HostileBody> {
  const operations = jsonOperations(document).filter((op) => op.schema !== null && (!only || only(op.name)));
  return fc.oneof(
    ...operations.map((op) => {
      const valid = schemaArbitrary(op.schema!, document);
      const change = fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: replacement }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS).map((key) => ({ key })) });
      return fc.tuple(valid, fc.nat(), change).map(([body, index, mutation]): HostileBody => {
        const sent = mutation === null ? { bytes: encode(body), what: 'valid body' } : mutate(body, index, mutation);
        return { operation: op.name, path: op.path, bytes: sent.bytes, what: sent.what, [fc.toStringMethod]: () => `${op.name}: ${sent.what} (${sent.bytes.length} bytes)` };
      });
    }),
  );
}

/** Valid bodies only: what the mutations start from. */
export function validBodies(document: Record<string, any>): fc.Arbitrary<{ operation: string; body: unknown }> {
  const operations = jsonOperations(document).filter((op) => op.schema !== null);
  return fc.oneof(...operations.map((op) => schemaArbitrary(op.schema!, document).map((body) => ({ operation: op.name, body }))));
}

/**
 * Runs `attack` while `probe` is sent again and again, one at a time, until the attack is over;
 * returns how many probes were answered. A probe that fails (its own expect) fails the test.
 */
export async function whileProbing(probe: () => Promise<void>, attack: () => Promise<void>): Promise<number> {
  let probes = 0;
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      await probe();
      probes++;
    }
  })();
  try {
    await attack();
  } finally {
    probing = false;
    await probeLoop;
  }
  return probes;
}
