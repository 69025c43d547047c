// A field's path in a payload, as the change report writes it: `$.results[*].createdAt` for the
// `createdAt` of any item of `results`, `$.values.*.currencyCode` for that of any value of a map.
import { pathSegment } from '../schema/json-path.ts';

export type Segment = string | number;

/** A field path segment for any item of an array, and for any value of a map. */
export const ANY_ITEM = Symbol('items');
export const ANY_VALUE = Symbol('additionalProperties');
export type FieldSegment = Segment | typeof ANY_ITEM | typeof ANY_VALUE;

/** `$.results[*].createdAt` */
export function fieldPath(field: readonly FieldSegment[]): string {
  return `$${field.map((segment) => (segment === ANY_ITEM ? '[*]' : segment === ANY_VALUE ? '.*' : pathSegment(segment as Segment))).join('')}`;
}
