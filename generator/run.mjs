// `npm run generate` starts here. It compiles generator/ (TypeScript) with esbuild into one ES
// module (compile.mjs) and runs that with plain Node. Running the sources through tsx instead put
// its loader hooks in front of every module the generator loads (TypeScript, Redocly, ts-morph, ...),
// which added about 1.5 s to each run; esbuild compiles the generator itself in well under 100 ms,
// and a bundle whose sources are unchanged is used again without compiling (see compile.mjs).
import { pathToFileURL } from 'node:url';
import { compileEntry } from './compile.mjs';

let bundle;
try {
  bundle = await compileEntry('generator/cli.ts', 'generate');
} catch (error) {
  console.error(`generate: ${error.message}`);
  process.exit(2);
}
await import(pathToFileURL(bundle).href);
