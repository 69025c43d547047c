// At the end of a stage of a run, generator/stage-garbage.ts collects the garbage of a stage that
// grew the heap by much, and leaves a stage that grew it by little to V8. Run in a process of its
// own, started as `npm run generate` starts the generator (GENERATOR_NODE_FLAGS), so the heap
// measured is that process's.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GENERATOR_NODE_FLAGS } from '../../generator/node-flags.ts';
import { projectRoot } from '../support/project.ts';

const MODULE = path.join(projectRoot, 'generator/stage-garbage.ts');

/** Runs `body` in a Node with `flags` after importing the module; what it prints, as JSON. */
function probe(flags: string[], body: string): any {
  const script = `import v8 from 'node:v8';\nimport { StageGarbage, STAGE_GARBAGE_BYTES } from ${JSON.stringify(MODULE)};\nconst used = () => v8.getHeapStatistics().used_heap_size;\n${body}`;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

/** Leaves about `mib` MiB of dead objects on the heap (arrays of small objects, kept until the function returns). */
const GARBAGE = `function leaveGarbage(mib) { let held = []; for (let i = 0; i < mib * 12000; i++) held.push({ i, s: 'x' + i }); held = null; }`;

describe('collecting a stage\'s garbage', () => {
  it('collects at the end of a stage that grew the heap by more than the threshold, and the heap shrinks', () => {
    const result = probe(GENERATOR_NODE_FLAGS, `${GARBAGE}
      const stages = new StageGarbage();
      leaveGarbage(2 * STAGE_GARBAGE_BYTES / 1048576);
      const before = used();
      const collected = stages.collectIfLarge();
      console.log(JSON.stringify({ collected, before, after: used(), threshold: STAGE_GARBAGE_BYTES }));`);
    expect(result.collected).toBe(true);
    expect(result.before - result.after).toBeGreaterThan(result.threshold);
  }, 60_000);

  it('leaves the heap alone after stages that each grew it by little, however many', () => {
    const result = probe(GENERATOR_NODE_FLAGS, `${GARBAGE}
      const stages = new StageGarbage();
      const collected = [];
      for (let stage = 0; stage < 8; stage++) {
        leaveGarbage(STAGE_GARBAGE_BYTES / 1048576 / 4);
        collected.push(stages.collectIfLarge());
      }
      console.log(JSON.stringify({ collected: collected.some(Boolean) }));`);
    expect(result.collected).toBe(false);
  }, 60_000);

  it('does nothing where Node was started without --expose-gc', () => {
    const flags = GENERATOR_NODE_FLAGS.filter((flag) => flag !== '--expose-gc');
    const result = probe(flags, `${GARBAGE}
      const stages = new StageGarbage();
      leaveGarbage(2 * STAGE_GARBAGE_BYTES / 1048576);
      console.log(JSON.stringify({ collected: stages.collectIfLarge(), exposed: typeof globalThis.gc }));`);
    expect(result).toEqual({ collected: false, exposed: 'undefined' });
  }, 60_000);
});
