// A generated client package for a test document, runnable in place: the code emitters' output
// (validators, types, runtime, client, package.json) with the project's node_modules linked, so its
// imports of openapi-fetch and ajv resolve without an install.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from '../../generator/generate.ts';
import type { Emitter } from '../../generator/emit/emitter.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import { typesEmitter } from '../../generator/emit/types.ts';
import { runtimeEmitter } from '../../generator/emit/runtime.ts';
import { clientEmitter } from '../../generator/emit/client.ts';
import { packageEmitter } from '../../generator/emit/package.ts';
import { projectRoot } from './project.ts';

const run = promisify(execFile);

export const PACKAGE_EMITTERS: Emitter[] = [validatorsEmitter, typesEmitter, runtimeEmitter, clientEmitter, packageEmitter];

/** Generates the package for `specPath` into `outDir` (with `extra` emitters too) and links node_modules into it. */
export async function generateClientPackage(specPath: string, outDir: string, extra: Emitter[] = []): Promise<Awaited<ReturnType<typeof generate>>> {
  const result = await generate({ projectRoot, specPath, outDir, emitters: [...PACKAGE_EMITTERS, ...extra] });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(outDir, 'node_modules'), 'dir');
  return result;
}

/**
 * What `tsc --strict --noEmit` reports for the package in `dir` (its tsconfig.json): empty when it
 * type-checks. Run as a child process the test awaits, so a test server in the same process keeps
 * answering (and its keep-alive timers keep time) while tsc works for seconds.
 */
export async function typeCheck(dir: string): Promise<string> {
  try {
    await run(process.execPath, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json'), '--strict', '--noEmit'], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}
