// Emitters read the model (generator/model/), never the raw document: no emitter module imports the
// `$ref` helpers. The bundle is only annotated or handed on (model/bundle.ts), not walked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const emitDir = path.join(root, 'generator/emit');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('emitters', () => {
  it('never import the $ref helpers (model/refs.ts)', () => {
    const files = sources(emitDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /from\s+['"][./]*(?:\.\.\/)*model\/refs(?:\.ts|\.js)?['"]/.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('the check sees an import of the helpers', () => {
    const line = "import { deref } from '../../model/refs.ts';";
    expect(/from\s+['"][./]*(?:\.\.\/)*model\/refs(?:\.ts|\.js)?['"]/.test(line)).toBe(true);
  });
});
