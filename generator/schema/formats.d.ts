import type { Format } from 'ajv';

/** ajv-formats' full formats, with fast paths for uuid, date, date-time and uri (see formats.js). */
export declare const formats: Record<string, Format>;

/** The fast paths: true only for plain shapes that ajv-formats would accept too. */
export declare function isPlainDate(text: string): boolean;
export declare function isPlainDateTime(text: string): boolean;
export declare function isPlainUuid(text: string): boolean;
export declare function isPlainUri(text: string): boolean;
