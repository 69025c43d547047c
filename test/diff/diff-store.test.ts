// The release comparison's store (generator/changes/diff-store.ts): a later run reuses what an earlier
// one computed for the same sides, recomputes what changed, and a broken store costs only time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiffStore } from '../../generator/changes/diff-store.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function counted(result: string[]) {
  const calls: string[] = [];
  return { calls, compute: (name: string) => () => (calls.push(name), result) };
}

describe('the release comparison store', () => {
  it('gives a later run what an earlier one computed for the same sides, and computes only sides not seen', () => {
    const file = path.join(dir, 'reuse.json');
    const first = new DiffStore<string>(file);
    const one = counted(['a changed']);
    expect(first.diffs('sides A', one.compute('A'))).toEqual(['a changed']);
    first.settle();
    expect(fs.existsSync(file)).toBe(true);

    const second = new DiffStore<string>(file);
    const two = counted(['b changed']);
    expect(second.diffs('sides A', two.compute('A'))).toEqual(['a changed']);
    expect(second.diffs('sides B', two.compute('B'))).toEqual(['b changed']);
    expect(two.calls).toEqual(['B']);
    second.settle();

    // A run that no longer compares A (its path was edited to C) drops it when it writes C.
    const third = new DiffStore<string>(file);
    const three = counted(['c changed']);
    third.diffs('sides B', three.compute('B'));
    third.diffs('sides C', three.compute('C'));
    expect(three.calls).toEqual(['C']);
    third.settle();
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).entries)).toHaveLength(2);
    const fourth = new DiffStore<string>(file);
    const four = counted(['again']);
    fourth.diffs('sides A', four.compute('A'));
    expect(four.calls).toEqual(['A']);
  });

  it('computes again when the stored file is not JSON, and a store it cannot write is only slower', () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ not json');
    const store = new DiffStore<string>(file);
    const run = counted(['fresh']);
    expect(store.diffs('sides', run.compute('S'))).toEqual(['fresh']);
    expect(run.calls).toEqual(['S']);
    store.settle();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).entries).toBeTypeOf('object');

    const unwritable = new DiffStore<string>(path.join(file, 'inside-a-file', 'store.json'));
    expect(unwritable.diffs('sides', () => ['still computed'])).toEqual(['still computed']);
    expect(() => unwritable.settle()).not.toThrow();
  });
});
