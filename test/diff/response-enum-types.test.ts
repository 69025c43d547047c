// A value taken out of a response enum, or an enum put on a free response value, as a consumer of
// the generated types meets it: the narrowed type refuses code that names another value (TS2678 on
// its `case`), so the change report calls it breaking and moves the major version, as it does for
// the mirror cases that stop code compiling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import YAML from 'yaml';
import { compareDocuments } from '../../generator/changes/compare.ts';
import { bumpFor } from '../../generator/changes/version.ts';
import { renderSchemaTypes } from '../../generator/emit/types/schema-types.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/diff');
const load = (relative: string) => YAML.parse(fs.readFileSync(path.join(FIXTURES, relative), 'utf8'));
const before = load('base.yaml');
const after = load('cases/response-value-removed/after.yaml');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'response-enum-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `before` with Thing's status reset to `status` (the fixture's schema is an enum). */
const withStatus = (status: Record<string, unknown>) => ({
  ...before,
  components: { ...before.components, schemas: { ...before.components.schemas, Thing: { ...before.components.schemas.Thing, properties: { ...before.components.schemas.Thing.properties, status } } } },
});

/** The consumer's diagnostics, compiled against the types generated from `document`, as `TSnnnn` codes. */
function consumerErrors(name: string, document: Record<string, any>): string[] {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'schema.d.ts'), renderSchemaTypes(document));
  const consumer = path.join(dir, 'consumer.ts');
  fs.writeFileSync(
    consumer,
    [
      "import type { components } from './schema.js';",
      "export function label(thing: components['schemas']['Thing']): string {",
      '  switch (thing.status) {',
      "    case 'active': return 'Active';",
      "    case 'archived': return 'Archived';",
      '  }',
      "  return 'Unknown';",
      '}',
    ].join('\n'),
  );
  const program = ts.createProgram([consumer], { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, types: [], lib: ['lib.es2022.d.ts'] });
  return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}`);
}

describe('a value removed from a response enum', () => {
  it('stops a consumer handling it from compiling against the generated types', () => {
    expect(consumerErrors('before', before)).toEqual([]);
    expect(consumerErrors('after', after)).toEqual(['TS2678']);
  });

  it('is breaking, so the major version moves', () => {
    const changes = compareDocuments(before, after);
    expect(changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['breaking response-value-removed']);
    expect(changes[0].message).toContain('no longer returns');
    expect(bumpFor(changes.map((change) => change.level))).toBe('major');
  });
});

describe('an enum put on a free response value', () => {
  const free = withStatus({ type: 'string' });
  const listed = withStatus({ type: 'string', enum: ['active'] });

  it('stops a consumer naming another value from compiling against the generated types', () => {
    expect(consumerErrors('free', free)).toEqual([]);
    expect(consumerErrors('listed', listed)).toEqual(['TS2678']);
  });

  it('is breaking, so the major version moves', () => {
    const changes = compareDocuments(free, listed);
    expect(changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['breaking response-values-restricted']);
    expect(bumpFor(changes.map((change) => change.level))).toBe('major');
  });
});
