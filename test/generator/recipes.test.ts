// The README's recipes name every file a change touches ("Making a change"); these tests hold two
// of them to their lists. Changing the retry policy is editing templates/runtime/policy.ts alone:
// a copy of the project with only that file edited regenerates the JSDoc and the package README
// saying the new policy. Adding a profile is a folder: the toy ledger's (test/fixtures/profiles/)
// is named by no file outside it but the test that loads it with --profile.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, projectRoot } from '../support/project.ts';

const run = promisify(execFile);

describe('recipe: change the retry policy', () => {
  let copy: string | undefined;
  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('is an edit of templates/runtime/policy.ts alone, which reaches the JSDoc and the package README on regenerate', async () => {
    copy = copyProject('retry-recipe-', { generator: true });
    const policyFile = path.join(copy, 'templates/runtime/policy.ts');
    const policy = fs.readFileSync(policyFile, 'utf8');
    const edited = policy
      .replace('Retries after a 429, a 5xx, a connection error or a timeout. Default 2.', 'Retries after a 408, a 429, a 5xx, a connection error or a timeout. Default 3.')
      .replace('after this long; `Infinity` for no limit. Default 30 000 ms.', 'after this long; `Infinity` for no limit. Default 45 000 ms.')
      .replace('timeoutMs: 30_000,', 'timeoutMs: 45_000,')
      .replace('totalTimeoutMs: 60_000,', 'totalTimeoutMs: 120_000,')
      .replace('Default 60 000 ms.', 'Default 120 000 ms.')
      .replace('maxRetries: 2,', 'maxRetries: 3,')
      .replace('statuses: [429],', 'statuses: [408, 429],');
    expect(edited.split('\n').filter((line, i) => line !== policy.split('\n')[i])).toHaveLength(7);
    fs.writeFileSync(policyFile, edited);

    await run(process.execPath, ['generator/cli.ts'], { cwd: copy });
    const generated = (file: string) => fs.readFileSync(path.join(copy!, 'generated', file), 'utf8');
    expect(generated('runtime/policy.ts')).toBe(edited);
    const client = generated('client.ts');
    expect(client).toContain('Retried on 408, 429, 5xx, connection errors and timeouts.');
    expect(client).not.toContain('Retried on 429, 5xx');
    const readme = generated('README.md');
    expect(readme).toContain('| `timeoutMs` | 45 000 |');
    expect(readme).toContain('| `totalTimeoutMs` | 120 000 |');
    expect(readme).toContain('| `maxRetries` | 3 | Retries after a 408, a 429, a 5xx, a connection error or a timeout; reads only, unless `retryWrites`. |');
    expect(readme).toContain('fails the call within 2 minutes.');
  }, 300_000);
});

describe('recipe: add a profile', () => {
  it("is a folder: no file outside the toy ledger's names it, but the test that loads it", () => {
    const folder = 'test/fixtures/profiles/toy-ledger/';
    // The test that loads it, this one, and the guides that point at it as the example (the README's
    // "Service profiles", DEVELOPING.md's recipe).
    const users = new Set(['test/profiles/second-profile.test.ts', 'test/generator/recipes.test.ts', 'README.md', 'DEVELOPING.md']);
    const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked).toContain(`${folder}profile.ts`);
    const naming = tracked.filter((file) => {
      if (file.startsWith(folder) || users.has(file) || !fs.statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.isFile()) return false;
      const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      return /toy-ledger|x-ledger-paged|\bhasMore\b|LedgerClient/.test(text);
    });
    expect(naming).toEqual([]);
  });
});
