/** Compiles `entry` (relative to the project root) with esbuild into .build/ and returns the bundle's path. */
export declare function compileEntry(entry: string, name: string): Promise<string>;
