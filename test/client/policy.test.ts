// The retry and timeout policy is stated once, in templates/runtime/policy.ts: the runtime follows
// its values; the methods' JSDoc and the package README are written from them (their recipe test is
// test/generator/recipes.test.ts); the option docs beside them and the repository README's client
// section are held to them here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, RETRY } from '../../templates/runtime/policy.ts';
import { isRetryableStatus, retryDelayMs } from '../../templates/runtime/retry.ts';
import { projectRoot } from '../support/project.ts';

const POLICY_FILE = path.join(projectRoot, 'templates/runtime/policy.ts');

/** `Default 30 000 ms.` -> 30000; `Default false.` -> false: what an option's doc comment says its default is. */
function documentedDefaults(): Record<string, number | boolean> {
  const text = fs.readFileSync(POLICY_FILE, 'utf8');
  const found: Record<string, number | boolean> = {};
  for (const [, said, option] of text.matchAll(/\/\*\*[^*]*?Default ([^.]+?)(?: ms)?\. \*\/\s*\n\s*(\w+)\?:/g)) {
    found[option] = said === 'true' || said === 'false' ? said === 'true' : Number(said.replace(/ /g, ''));
  }
  return found;
}

describe('the retry and timeout policy', () => {
  it("each option's doc comment states the default the runtime uses", () => {
    expect(documentedDefaults()).toEqual({ ...DEFAULTS });
  });

  it('the runtime retries the statuses and waits the delays it states', () => {
    for (const status of RETRY.statuses) expect(isRetryableStatus(status), String(status)).toBe(true);
    expect(isRetryableStatus(RETRY.statusesFrom)).toBe(true);
    expect(isRetryableStatus(RETRY.statusesFrom - 1)).toBe(false);
    expect(isRetryableStatus(404)).toBe(false);
    expect(retryDelayMs(0, null, () => 0)).toBe(RETRY.baseDelayMs);
    expect(retryDelayMs(1, null, () => 0)).toBe(RETRY.baseDelayMs * 2);
    expect(retryDelayMs(20, null, () => 0)).toBe(RETRY.maxDelayMs);
    expect(retryDelayMs(0, null, () => 1)).toBe(Math.round(RETRY.baseDelayMs * (1 - RETRY.jitter)));
  });

  it("the repository README's client section says what the policy says", () => {
    const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Using the client'), readme.indexOf('## Mock and contract testing'));
    const seconds = (ms: number) => `${ms / 1000} s`;
    expect(section).toContain(`\`timeoutMs\` (default ${seconds(DEFAULTS.timeoutMs)})`);
    expect(section).toContain(`\`totalTimeoutMs\` (default\n${seconds(DEFAULTS.totalTimeoutMs)})`);
    expect(section).toContain(DEFAULTS.totalTimeoutMs === 60_000 ? 'fails a call within a minute' : `fails a call within ${seconds(DEFAULTS.totalTimeoutMs)}`);
    const retried = section.slice(section.indexOf('Reads are retried on'), section.indexOf('opts in.'));
    for (const status of [...RETRY.statuses.map(String), `${RETRY.statusesFrom / 100}xx`]) expect(retried).toContain(status);
    expect(retried.includes('connection errors')).toBe(RETRY.afterConnectionError);
    expect(retried.includes('timeouts')).toBe(RETRY.afterTimeout);
    expect(section).toContain(DEFAULTS.retryWrites ? 'writes too' : 'writes only\nwhen the caller opts in');
  });
});
