// Where a difference inside one operation sits, read from its path below the operation:
// `requestBody/content/application/json/schema/properties/candidateId/type` is the type of the
// request field `$.candidateId`. Schema keywords that nest (properties, items, unions) become the
// field's JSON path; what is left is the keyword that changed.
import { pathSegment } from '../schema/json-path.ts';

export type Segment = string | number;

export interface Place {
  /** The part of the operation: its own keys, its security, a parameter, the request body or a response. */
  part: 'operation' | 'security' | 'parameter' | 'requestBody' | 'response';
  /** The operation keys below `part` that are not a schema (`['summary']`, `['required']`, `['content', 'text/csv']`). */
  rest: Segment[];
  /** Whose data a schema describes: what the client sends or what it receives. */
  direction?: 'request' | 'response';
  status?: string;
  mediaType?: string;
  parameter?: { name: string; in: string };
  /** Set when the difference is inside a schema: the field's path in the payload. */
  field?: FieldSegment[];
  /** The shared schema the field is in, when the change is inside one: fields are then named from it. */
  schemaName?: string;
  /** The schema keyword that changed, relative to the field (`['type']`, `['enum', 2]`, `['properties', 'email']`). */
  keyword?: Segment[];
}

const UNIONS = new Set(['oneOf', 'anyOf', 'allOf']);
/** A field path segment for any item of an array, and for any value of a map. */
export const ANY_ITEM = Symbol('items');
export const ANY_VALUE = Symbol('additionalProperties');
export type FieldSegment = Segment | typeof ANY_ITEM | typeof ANY_VALUE;

/** `operationPath` is the difference's path below the operation; `parameterOf(index)` names the parameter at that index. */
export function placeOf(operationPath: Segment[], parameterOf: (index: number) => { name: string; in: string } | undefined): Place {
  const [head, ...tail] = operationPath;
  if (head === 'security') return { part: 'security', rest: tail };
  if (head === 'parameters' && tail.length > 0 && typeof tail[0] === 'number') {
    const parameter = parameterOf(tail[0]) ?? { name: `#${tail[0]}`, in: 'parameter' };
    const rest = tail.slice(1);
    if (rest[0] === 'schema') return { part: 'parameter', rest: [], direction: 'request', parameter, ...schemaPlace(rest.slice(1)) };
    return { part: 'parameter', rest, parameter };
  }
  if (head === 'requestBody') {
    const [content, mediaType, schema, ...schemaPath] = tail;
    if (content === 'content' && typeof mediaType === 'string' && schema === 'schema') {
      return { part: 'requestBody', rest: [], direction: 'request', mediaType, ...schemaPlace(schemaPath) };
    }
    return { part: 'requestBody', rest: tail, mediaType: typeof mediaType === 'string' && content === 'content' ? mediaType : undefined };
  }
  if (head === 'responses' && tail.length > 0) {
    const [status, content, mediaType, schema, ...schemaPath] = tail;
    if (content === 'content' && typeof mediaType === 'string' && schema === 'schema') {
      return { part: 'response', rest: [], direction: 'response', status: String(status), mediaType, ...schemaPlace(schemaPath) };
    }
    return { part: 'response', rest: tail.slice(1), status: String(status), mediaType: content === 'content' && typeof mediaType === 'string' ? mediaType : undefined };
  }
  return { part: 'operation', rest: operationPath };
}

/** Splits a path inside a schema into the field it concerns and the keyword that changed. */
export function schemaPlace(schemaPath: Segment[]): { field: FieldSegment[]; keyword: Segment[] } {
  const field: FieldSegment[] = [];
  let i = 0;
  while (i < schemaPath.length) {
    const key = schemaPath[i];
    const next = schemaPath[i + 1];
    const last = i + 2 >= schemaPath.length;
    if (key === 'properties' && next !== undefined && !last) {
      field.push(next);
      i += 2;
    } else if (key === 'items' && next !== undefined) {
      field.push(ANY_ITEM);
      i += 1;
    } else if (key === 'additionalProperties' && next !== undefined) {
      field.push(ANY_VALUE);
      i += 1;
    } else if (typeof key === 'string' && UNIONS.has(key) && typeof next === 'number' && !last) {
      // A member of a union describes the same field.
      i += 2;
    } else if (key === 'prefixItems' && typeof next === 'number' && !last) {
      field.push(next);
      i += 2;
    } else {
      break;
    }
  }
  return { field, keyword: schemaPath.slice(i) };
}

/** `$.results[*].createdAt` */
export function fieldPath(field: readonly FieldSegment[]): string {
  return `$${field.map((segment) => (segment === ANY_ITEM ? '[*]' : segment === ANY_VALUE ? '.*' : pathSegment(segment as Segment))).join('')}`;
}
