// How the server reads one path, query or header parameter from its text, as operations.ts lists them
// for each operation (written by generator/model/parameter-reading.ts, which says which parameters
// are listed; parameters.ts reads and checks them). Types only, so the generator can share them.

/** The types a parameter's text is read as. */
export type ScalarType = 'integer' | 'number' | 'boolean' | 'string';

/** How the server reads one parameter. */
export interface ParameterReading {
  /** As declared; a header's lower-cased, as Node hands headers over. */
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The type the text (or each item's text) is read as before the schema checks it. */
  type: ScalarType;
  /**
   * How an array's items are sent: `repeated` keys (`?id=1&id=2`, query form with explode) or one
   * `comma`-separated value (query form without explode, path and header simple); null for a scalar.
   */
  list: 'repeated' | 'comma' | null;
}
