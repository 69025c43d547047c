// --watch keeps parsed spec files between passes (generator/spec/spec-cache.mjs): a save must
// always be seen, and what did not change must not be parsed again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadSpec } from '../../generator/spec/load-spec.ts';
import { SpecCache } from '../../generator/spec/spec-cache.mjs';
import { BaseResolver, bundle } from '@redocly/openapi-core';
import { lintSpec } from '../../generator/spec/lint.mjs';
import { copyProject } from '../support/project.ts';

const dir = copyProject('spec-cache-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const specPath = path.join(dir, 'spec/openapi.yaml');
const configPath = path.join(dir, 'redocly.yaml');
const edited = path.join(dir, 'spec/paths/candidate/info.yaml');

/** Records which files Redocly parses from YAML in this thread. */
function spyOnParses(): { files(): string[]; restore(): void } {
  const original = BaseResolver.prototype.parseDocument;
  const files: string[] = [];
  BaseResolver.prototype.parseDocument = function (this: BaseResolver, source, isRoot) {
    files.push(source.absoluteRef);
    return original.call(this, source, isRoot);
  };
  return { files: () => files, restore: () => (BaseResolver.prototype.parseDocument = original) };
}

describe('SpecCache', () => {
  it('parses again only the files whose text changed, and the bundle shows every save', async () => {
    const cache = new SpecCache(configPath);
    {
      const open = async () => (await loadSpec(specPath, { configPath, cache })).document;
      const first = await open();
      const fresh = (await loadSpec(specPath, { configPath })).document;
      expect(first).toEqual(fresh);
      // A pass that reuses every parse bundles the same document as one that parses everything.
      expect(await open()).toEqual(fresh);

      fs.writeFileSync(edited, fs.readFileSync(edited, 'utf8').replace(/summary: .*/, 'summary: Get one candidate, edited'));
      const parsed = spyOnParses();
      const second = await open();
      expect(second.paths['/candidate.info'].post.summary).toBe('Get one candidate, edited');
      expect(first.paths['/candidate.info'].post.summary).not.toBe('Get one candidate, edited');
      // Only the saved file was parsed again.
      expect(parsed.files()).toEqual([edited]);
      parsed.restore();
      const expected = structuredClone(fresh);
      expected.paths['/candidate.info'].post.summary = 'Get one candidate, edited';
      expect(second).toEqual(expected);

      // Another save right after is seen too (the text decides, not the file's timestamp).
      fs.writeFileSync(edited, fs.readFileSync(edited, 'utf8').replace('edited', 'EDITED'));
      expect((await open()).paths['/candidate.info'].post.summary).toBe('Get one candidate, EDITED');
    }
  });

  it('lint reads the kept parses uncopied and leaves them as parsed; bundling gets copies', async () => {
    const cache = new SpecCache(configPath);
    const fresh = (await loadSpec(specPath, { configPath })).document;
    const bundleFromCache = async () => {
      const { config, resolver } = await cache.prepare();
      return (await bundle({ ref: specPath, config, externalRefResolver: resolver, dereference: false, removeUnusedComponents: false })).bundle.parsed;
    };
    const lintFromCache = async () => {
      const { config, resolver } = await cache.prepare({ readOnly: true });
      return lintSpec(specPath, config, resolver);
    };
    await bundleFromCache();
    const clone = vi.spyOn(globalThis, 'structuredClone');
    try {
      expect(await lintFromCache()).toEqual({ errors: [], warnings: [] });
      expect(await lintFromCache()).toEqual({ errors: [], warnings: [] });
      expect(clone).not.toHaveBeenCalled();
      // Had lint changed a kept parse, this bundle (built from copies of them) would differ.
      const rebundled = await bundleFromCache();
      expect(clone).toHaveBeenCalled();
      expect(rebundled).toEqual(fresh);
    } finally {
      clone.mockRestore();
    }
  });

  it('starts over when redocly.yaml changes', async () => {
    const cache = new SpecCache(configPath);
    const first = await cache.prepare();
    expect((await cache.prepare()).config).toBe(first.config);
    fs.appendFileSync(configPath, '\n# changed\n');
    const second = await cache.prepare();
    expect(second.config).not.toBe(first.config);
    expect((await cache.prepare()).config).toBe(second.config);
  });
});
