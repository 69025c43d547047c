// `npm run generate` starts the generator with the Node flags generator/node-flags.ts lists, the
// same the docs build and the bench use; and on the Node running the tests they take effect.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GENERATOR_NODE_FLAGS } from '../../generator/node-flags.ts';
import { projectRoot } from '../support/project.ts';

describe('the generator\'s Node flags', () => {
  it('are the ones package.json\'s generate script passes to generator/cli.ts', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.generate).toContain(`node ${GENERATOR_NODE_FLAGS.join(' ')} generator/cli.ts`);
  });

  it('bound the young generation at 16 MiB semi-spaces (two of them: 32 MiB)', () => {
    // Allocates enough to grow the young generation to its bound (Node 24's default bound is 128 MiB here), then prints its size.
    const probe = "const v8 = require('node:v8'); const keep = []; for (let i = 0; i < 3e6; i++) { const o = { a: i, b: 'x' + i, c: [i] }; if (i % 10 === 0) keep.push(o); } console.log(v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space').space_size)";
    const run = spawnSync(process.execPath, [...GENERATOR_NODE_FLAGS, '-e', probe], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(Number(run.stdout.trim())).toBeLessThanOrEqual(32 * 1024 * 1024);
  }, 60_000);
});
