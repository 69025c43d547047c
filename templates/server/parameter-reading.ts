// How the server reads one parameter from its text, as operations.ts lists them for each operation
// (written by generator/model/parameter-reading.ts, which says which parameters are listed;
// parameters.ts reads and checks them). Types only, so the generator can share them.

/** The types a parameter's text is read as. */
export type ScalarType = 'integer' | 'number' | 'boolean' | 'string';

/** Where a parameter is sent. */
export type ParameterPlace = 'path' | 'query' | 'header' | 'cookie';

/** How a parameter is written (OpenAPI 3.1, 4.8.12.4). */
export type ParameterStyle = 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

/** How the server reads one parameter. */
export interface ParameterReading {
  /** As declared; a header's lower-cased, as Node hands headers over. */
  name: string;
  in: ParameterPlace;
  required: boolean;
  /** Its style, as declared or by default (`form` in the query and cookies, `simple` in the path and headers). */
  style: ParameterStyle;
  /** Whether a list's items or an object's properties are written one by one, as declared or by default (true for `form`). */
  explode: boolean;
  /** One value, a list of them, or an object of them. */
  shape: 'scalar' | 'array' | 'object';
  /**
   * The type the text is read as before the schema checks it: the value's, each item's, or, for an
   * object, each property's that `properties` does not name.
   */
  type: ScalarType;
  /** An object's properties the schema names with one scalar type, and that type; empty otherwise. */
  properties: [name: string, type: ScalarType][];
}
