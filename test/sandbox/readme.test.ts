// README's sandbox walk-through runs as written (its TypeScript blocks, against a sandbox started
// for the test, in a process of their own as a user would run them), and what the README states
// about the sandbox is what it does.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { startTestSandbox, type TestSandbox } from './support.ts';

const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
const section = (title: string) => {
  const start = readme.indexOf(`### ${title}`);
  return readme.slice(start, readme.indexOf('\n#', start + 4));
};

let t: TestSandbox;
let dir: string;
beforeAll(async () => {
  t = await startTestSandbox({ sizes: { candidates: 200, users: 10, jobs: 4, auditEntries: 5 } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-readme-'));
});
afterAll(async () => {
  await t?.sandbox.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("README's sandbox section", () => {
  it('"Five minutes with the client" runs as written, archive and delete included', async () => {
    const blocks = [...section('Five minutes with the client').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    expect(blocks).toHaveLength(2);
    const script = blocks
      .join('\n')
      .replaceAll("'http://127.0.0.1:4020'", JSON.stringify(t.sandbox.url))
      .replace("'./generated/index.ts'", JSON.stringify(path.join(projectRoot, 'generated/index.ts')));
    const file = path.join(dir, 'five-minutes.mts');
    fs.writeFileSync(
      file,
      `${script}\nconsole.log(JSON.stringify({ maya: maya.id, author: note.author.firstName, archived: archivedStage.type, expired: await client.application.list({ syncToken: applications.syncToken! }).then(null, (e) => String(e)) }));\n`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), file], { cwd: dir });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(result.author).toBe('Priya');
    expect(result.archived).toBe('Archived');
    expect(result.expired).toMatch(/sync_token_expired: \$\.syncToken has expired: 1 record of this list was removed/);
    const maya = t.sandbox.store.get('candidate', result.maya)!.data;
    expect([maya.name, maya.applicationIds]).toEqual(['Maya Okoro', []]);
    expect(t.violations).toEqual([]);
  });

  it('states how many operations keep state', () => {
    expect(readme).toContain(`\n${t.sandbox.stateful.length} operations keep state:`);
  });
});
