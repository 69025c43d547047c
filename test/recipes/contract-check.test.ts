// DEVELOPING.md's "Add a contract check" recipe, applied in a copy of the project: the new check
// runs and reports against the stub server, and the change touches only the files the recipe names.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyForRecipe, isNamed, recipeFiles, type RecipeCopy } from '../support/recipes.ts';
import { STUB_KEY, withStub } from '../contract/stub-server.ts';

const NAME = 'answers-json';
let copy: RecipeCopy | undefined;
afterAll(() => copy && fs.rmSync(copy.dir, { recursive: true, force: true }));

/** The recipe's steps: the check module, and its place in CHECKS (contract/checks/index.ts). */
function addCheck(dir: string): void {
  fs.writeFileSync(
    path.join(dir, `contract/checks/${NAME}.ts`),
    [
      '// answers-json: the example request gets a JSON answer.',
      "import { fail, pass, type Check } from '../types.ts';",
      '',
      'export const answersJsonCheck: Check = {',
      `  name: '${NAME}',`,
      "  description: 'the example request gets a JSON answer',",
      '  async run(context) {',
      '    const answer = await context.primary();',
      "    if (answer.answered && answer.parseError === null) return pass();",
      "    return fail([{ message: 'the answer is not JSON', request: answer.request }]);",
      '  },',
      '};',
      '',
    ].join('\n'),
  );
  const index = path.join(dir, 'contract/checks/index.ts');
  const source = fs.readFileSync(index, 'utf8');
  const registered = source
    .replace(/^(import [^\n]*\n)(?!import )/m, `$1import { answersJsonCheck } from './${NAME}.ts';\n`)
    .replace(/(export const CHECKS: readonly Check\[\] = \[[^\]]*?)(,?\s*\];)/, '$1,\n  answersJsonCheck$2');
  expect(registered, 'contract/checks/index.ts no longer has the import list and CHECKS the recipe edits').not.toBe(source);
  fs.writeFileSync(index, registered);
}

describe('the "Add a contract check" recipe', () => {
  it('runs the new check and reports it, touching only the files it names', { timeout: 120_000 }, async () => {
    const named = recipeFiles('Add a contract check', NAME);
    copy = copyForRecipe('recipe-check-');
    addCheck(copy.dir);
    // The copy's suite, with the new check in it (its own modules, apart from this project's).
    const { runContract } = (await import(path.join(copy.dir, 'contract/run.ts'))) as typeof import('../../contract/run.ts');
    const report = await withStub({}, (stub) => runContract({ baseUrl: stub.baseUrl, apiKey: STUB_KEY, only: ['candidate.info'] }));

    expect(report.checks.map((check) => check.name)).toContain(NAME);
    expect(report.results.filter((result) => result.check === NAME)).toEqual([expect.objectContaining({ operation: 'candidate.info', status: 'pass' })]);
    const changed = copy.changed();
    expect(changed).toEqual([`contract/checks/${NAME}.ts`, 'contract/checks/index.ts']);
    expect(changed.filter((file) => !isNamed(file, named))).toEqual([]);
  });
});
