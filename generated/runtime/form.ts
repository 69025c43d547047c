// `application/x-www-form-urlencoded` bodies. A field is written as its `encoding` entry in the spec
// says (OpenAPI 3.1, 4.8.15: `style` and `explode`); without one, as most servers read forms:
// scalars as `name=value`, arrays of scalars as repeated `name=a&name=b`, nested objects with brackets
// (`address[city]=Paris`, arrays of scalars inside them as `tags[]=a`, arrays of objects indexed as
// `items[0][price]=p`), the convention of PHP, Rails and qs. OpenAPI leaves arrays under `deepObject`
// undefined; they take the same brackets (`expand[]=a`), as the APIs that declare them read them.

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface FieldEncoding {
  readonly style?: 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  readonly explode?: boolean;
}

/** The spec's `encoding` map of a form body: field name to style/explode. */
export interface FormEncoding {
  readonly fields?: Readonly<Record<string, FieldEncoding>>;
}

const DELIMITERS = { spaceDelimited: ' ', pipeDelimited: '|' } as const;

/** The form text of `body`: undefined fields are left out, null is sent empty. */
export function toFormUrlEncoded(body: Record<string, unknown>, encoding: FormEncoding = {}): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const field = encoding.fields?.[name];
    const style = field?.style;
    const explode = field?.explode ?? (style !== 'spaceDelimited' && style !== 'pipeDelimited');
    if (Array.isArray(value) && (style === 'deepObject' || (style === undefined && value.some(isObject)))) {
      appendBrackets(form, name, value);
    } else if (Array.isArray(value)) {
      if (explode) for (const item of value) form.append(name, scalar(item));
      else form.append(name, value.map(scalar).join(style === 'spaceDelimited' || style === 'pipeDelimited' ? DELIMITERS[style] : ','));
    } else if (isObject(value) && style === 'form') {
      // OpenAPI's form style: exploded, each property is a field of its own; else `name=k1,v1,k2,v2`.
      if (explode) for (const [key, inner] of Object.entries(value)) form.append(key, scalar(inner));
      else form.append(name, Object.entries(value).flatMap(([key, inner]) => [key, scalar(inner)]).join(','));
    } else if (isObject(value)) {
      appendBrackets(form, name, value);
    } else {
      form.append(name, scalar(value));
    }
  }
  return form.toString();
}

function appendBrackets(form: URLSearchParams, prefix: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    // Scalars take `[]`; objects need their index, or their fields would not know which item they belong to.
    value.forEach((item, i) => appendBrackets(form, isObject(item) ? `${prefix}[${i}]` : `${prefix}[]`, item));
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) appendBrackets(form, `${prefix}[${key}]`, inner);
  } else {
    form.append(prefix, scalar(value));
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
