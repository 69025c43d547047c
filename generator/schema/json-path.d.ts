/** `[3]` for an array index, `.name` for a plain name, `['odd key']` (RFC 9535 escapes) for any other name. */
export declare function pathSegment(segment: string | number): string;
