// DEVELOPING.md's "Add an output (an emitter)" recipe, applied in a copy of the project: the new
// emitter's file appears in generated/, and the change touches only the files the recipe names.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyForRecipe, isNamed, recipeFiles, type RecipeCopy } from '../support/recipes.ts';

const NAME = 'operation-count';
let copy: RecipeCopy | undefined;
afterAll(() => copy && fs.rmSync(copy.dir, { recursive: true, force: true }));

/** The recipe's steps: the emitter module, and its entry in generator/emitters.ts. */
function addEmitter(dir: string): void {
  fs.writeFileSync(
    path.join(dir, `generator/emit/${NAME}.ts`),
    [
      "// generated/operation-count.txt: how many operations the spec has.",
      "import type { Emitter } from './emitter.ts';",
      '',
      'export const operationCountEmitter: Emitter = {',
      `  name: '${NAME}',`,
      "  emit: (model) => [{ path: 'operation-count.txt', contents: `${model.operations.length}\\n` }],",
      '};',
      '',
    ].join('\n'),
  );
  const list = path.join(dir, 'generator/emitters.ts');
  const source = fs.readFileSync(list, 'utf8');
  const registered = source
    .replace(/^(import [^\n]*\n)(?!import )/m, `$1import { operationCountEmitter } from './emit/${NAME}.ts';\n`)
    .replace(/(export const emitters: Emitter\[\] = \[[^\]]*?)(,?\s*\];)/, '$1, operationCountEmitter$2');
  expect(registered, 'generator/emitters.ts no longer has the import list and the array the recipe edits').not.toBe(source);
  fs.writeFileSync(list, registered);
}

describe('the "Add an output" recipe', () => {
  it('gives a new file in generated/, touching only the files it names', { timeout: 180_000 }, async () => {
    const named = recipeFiles('Add an output (an emitter)', NAME);
    copy = copyForRecipe('recipe-emitter-');
    addEmitter(copy.dir);
    await promisify(execFile)(process.execPath, [path.join(copy.dir, 'generator/cli.ts')], { cwd: copy.dir });

    const operations = fs.readFileSync(path.join(copy.dir, 'generated/openapi.json'), 'utf8').match(/"operationId":/g)!.length;
    expect(fs.readFileSync(path.join(copy.dir, 'generated/operation-count.txt'), 'utf8')).toBe(`${operations}\n`);
    const changed = copy.changed();
    expect(changed).toEqual(expect.arrayContaining([`generator/emit/${NAME}.ts`, 'generator/emitters.ts', 'generated/operation-count.txt']));
    expect(changed.filter((file) => !isNamed(file, named))).toEqual([]);
  });
});
