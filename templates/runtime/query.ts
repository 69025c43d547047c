// Query strings of operations whose parameters declare how they are written (OpenAPI 3.1, 4.8.12.4:
// `style` and `explode`), or that take an object, whose default (`form`, exploded: `x=1&y=2`) is not
// openapi-fetch's (`deepObject`: `point[x]=1`). Each parameter is written by openapi-fetch's own
// serializers with its own style; other operations keep openapi-fetch's default serializer.
import { serializeArrayParam, serializeObjectParam, serializePrimitiveParam } from 'openapi-fetch';

export interface QueryParameterStyle {
  readonly style: 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  readonly explode: boolean;
}

/** Query parameter name to how it is written; a parameter not named is a scalar. */
export type QueryStyles = Readonly<Record<string, QueryParameterStyle>>;

/** The query string (without `?`) of `query`: undefined and null values are left out, as openapi-fetch leaves them. */
export function queryText(query: Record<string, unknown>, styles: QueryStyles): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const declared = styles[name];
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      // OpenAPI leaves arrays under deepObject undefined; repeated fields are what servers read.
      const style = declared?.style === 'deepObject' || !declared ? 'form' : declared.style;
      parts.push(serializeArrayParam(name, value, { style, explode: declared?.explode ?? true }));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      const style = declared?.style === 'deepObject' ? 'deepObject' : 'form';
      parts.push(serializeObjectParam(name, value as Record<string, unknown>, { style, explode: declared?.explode ?? true }));
    } else {
      parts.push(serializePrimitiveParam(name, value instanceof Date ? value.toISOString() : String(value)));
    }
  }
  return parts.join('&');
}
