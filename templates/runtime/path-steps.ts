// Path parameters whose text, as their style writes it, is a whole path segment `.`, `..` or empty:
// a URL reads `.` and `..` as steps in the path (RFC 3986, 5.2.4), and an empty segment turns
// `/things/{id}` into `/things/`, which servers commonly route to the collection, so the request
// would reach another address (a DELETE of one thing, the collection's). Checked on the text
// openapi-fetch's path serializer writes (the one the request is built with), not on the value: the
// list ['..'] is written `..` and the empty label `.`, while the matrix value `.` is the safe `;id=.`.
import { defaultPathSerializer } from 'openapi-fetch';

/**
 * What is wrong with the first path parameter of `template` (the path as the client's operation
 * table writes it, with each variable's style: `{.id}`, `{;id}`, `{id*}`) whose text is a segment
 * `.`, `..` or empty; null when none is.
 */
export function pathStep(template: string, values: Record<string, unknown>): string | null {
  for (const segment of template.split('/')) {
    const text = defaultPathSerializer(segment, values);
    if (text === segment || (text !== '.' && text !== '..' && text !== '')) continue;
    const name = /\{[.;]?([^{}*]+)/.exec(segment)![1];
    // `..` or `""` itself, or a value its style writes so (the list ['..'], the empty label, an empty list).
    return `path parameter \`${name}\` cannot be ${values[name] === text ? `"${text}"` : `${JSON.stringify(values[name])}, written "${text}"`}`;
  }
  return null;
}
