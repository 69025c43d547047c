// Emitters read the model (generator/model/), never the raw document: no emitter module imports the
// `$ref` helpers, and only the emitters that hand the bundled document to a library read
// `model.bundle` (model/types.ts ApiModel.bundle). The bundle is only annotated or handed on
// (model/bundle.ts), not walked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const emitDir = path.join(root, 'generator/emit');
/** What the emitters call for the release history reads the model too. */
const changesDir = path.join(root, 'generator/changes');

/** Modules that hand the bundle to a library, and why. */
const BUNDLE_READERS = new Map([
  ['generator/emit/openapi-json.ts', 'writes it as openapi.json'],
  ['generator/emit/types.ts', 'openapi-typescript'],
  ['generator/emit/validators.ts', 'Ajv'],
  ['generator/emit/docs/docs-document.ts', 'redocly build-docs'],
  ['generator/changes/state.ts', 'the comparison with the released document'],
]);

const IMPORTS_REFS = /from\s+['"][./]*(?:\.\.\/)*model\/refs(?:\.ts|\.js)?['"]/;
/** `model.bundle`, `x['bundle']`, or `bundle` taken apart (`{ bundle }`, `{ bundle: b, ...rest }`). */
const READS_BUNDLE = /\.bundle\b|\[\s*['"]bundle['"]\s*\]|[{,]\s*bundle\s*[:,}]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(emitDir);

describe('emitters', () => {
  it('never import the $ref helpers (model/refs.ts)', () => {
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => IMPORTS_REFS.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('read model.bundle only to hand it to a library', () => {
    const readers = [...files, ...sources(changesDir)].filter((file) => READS_BUNDLE.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(readers.filter((file) => !BUNDLE_READERS.has(file))).toEqual([]);
    // Each allowed reader still reads it: an entry no longer needed is taken off the list.
    expect(readers.sort()).toEqual([...BUNDLE_READERS.keys()].sort());
  });

  it('the checks see an import of the helpers and each way of reading the bundle', () => {
    expect(IMPORTS_REFS.test("import { deref } from '../../model/refs.ts';")).toBe(true);
    for (const line of ['walk(model.bundle.paths);', "const doc = model['bundle'];", 'const { bundle } = model;', 'const { operations, bundle: doc } = model;']) {
      expect(READS_BUNDLE.test(line), line).toBe(true);
    }
    expect(READS_BUNDLE.test('const bundled = await bundleSpec(file);')).toBe(false);
  });
});
