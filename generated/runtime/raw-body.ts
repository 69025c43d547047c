// Request bodies that are neither JSON nor a form: bytes (`application/octet-stream`, `image/jpeg`,
// `application/x-protobuf`) and text (`text/plain`, `text/csv`, XML, YAML), sent as the caller gives
// them with the declared media type (generator/model/build-model.ts says which kind a type is).
import { describe } from './files.js';
import { isReadable } from './multipart.js';

/** How the operation's body is sent as it is (OperationSpec.rawBody). */
export interface RawBody {
  readonly kind: 'binary' | 'text';
  /** The media types the operation declares for that kind, in the spec's order (`image/*` among them). */
  readonly mediaTypes: readonly string[];
}

/**
 * The body to send and its Content-Type, or a TypeError message: bytes take a Blob, File, ArrayBuffer
 * or Uint8Array (a stream or a Response goes through `toFile` first), text takes a string.
 */
export function rawRequestBody(value: unknown, raw: RawBody): { body: BodyInit; contentType: string } | { error: string } {
  // The first declared type that names one (not a range such as `image/*`).
  const declaredType = raw.mediaTypes.find((type) => !type.includes('*'));
  if (raw.kind === 'text') {
    if (typeof value !== 'string') return { error: `the body is ${raw.mediaTypes[0] ?? 'text'}: pass a string, not ${describe(value)}.` };
    return { body: value, contentType: declaredType ?? 'text/plain' };
  }
  if (value instanceof Blob) {
    // The Blob's own type where the operation declares it (one of several, or under `image/*`).
    const own = value.type;
    const declared = own && raw.mediaTypes.some((type) => mediaRangeCovers(type, own));
    return { body: value, contentType: declared ? own : (declaredType ?? (own || 'application/octet-stream')) };
  }
  if (value instanceof ArrayBuffer || value instanceof Uint8Array) return { body: value as BodyInit, contentType: declaredType ?? 'application/octet-stream' };
  if (value !== null && typeof value === 'object' && isReadable(value)) {
    return { error: 'the body is a stream or a Response, which cannot be sent as it is; pass await toFile(value).' };
  }
  return { error: `the body is bytes (${raw.mediaTypes.join(', ')}): pass a Blob, File, ArrayBuffer or Uint8Array, not ${describe(value)}.` };
}

/** A media range (`image/*`, `*\/*`, `image/png`) covers a type, parameters and case aside. */
export function mediaRangeCovers(range: string, type: string): boolean {
  const [rangeType, rangeSub] = range.split(';')[0].trim().toLowerCase().split('/');
  const [ownType, ownSub] = type.split(';')[0].trim().toLowerCase().split('/');
  return (rangeType === '*' || rangeType === ownType) && (rangeSub === '*' || rangeSub === ownSub);
}
