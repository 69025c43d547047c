export declare function serve<Input, Output>(handle: (input: Input) => Promise<Output> | Output): void;
