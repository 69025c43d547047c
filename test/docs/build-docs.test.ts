// The `redocly build-docs` child process of the HTML docs (generator/emit/docs/build-docs.ts): it
// renders with the settings it is given, reports what the CLI said when it fails, stops when the
// run is aborted, and leaves no folder behind either way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { buildDocsPage, type DocsBuildSetup } from '../../generator/emit/docs/build-docs.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';

const setup: DocsBuildSetup = { configText: JSON.stringify({ openapi: { layout: 'stacked' } }), templatePath: path.join(projectRoot, 'templates/docs/redoc.hbs') };
let documentJson: string;
// Each test gets a temporary directory of its own (os.tmpdir() reads TMPDIR), so what a build leaves there is its.
const ownTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-docs-test-'));
const sharedTmp = process.env.TMPDIR;
let testTmp: string;

beforeAll(async () => {
  documentJson = JSON.stringify((await loadSpec(path.join(projectRoot, 'test/fixtures/specs/small.yaml'))).document);
});

beforeEach(() => {
  testTmp = fs.mkdtempSync(path.join(ownTmp, 'test-'));
  process.env.TMPDIR = testTmp;
});

afterAll(() => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  fs.rmSync(ownTmp, { recursive: true, force: true });
});

/** Build folders left in the test's temporary directory (the CLI's Node may keep its compile cache there too). */
const leftBehind = () => fs.readdirSync(testTmp).filter((name) => name.startsWith('docs-build-'));

describe('buildDocsPage', () => {
  it('renders the page with the settings it is given, and removes its folder', async () => {
    const page = await buildDocsPage(setup, documentJson);
    expect(page).toContain('"layout":"stacked"');
    expect(page).toContain('<!DOCTYPE html>');
    expect(leftBehind()).toEqual([]);
  }, 60_000);

  it('reports what the CLI said when it fails', async () => {
    await expect(buildDocsPage({ ...setup, configText: 'plugins:\n  - ./no-such-plugin.js\n' }, documentJson)).rejects.toThrow(
      /redocly build-docs failed: Failed to load the configuration file:\s+- Plugin "\.\/no-such-plugin\.js" not found\./,
    );
    expect(leftBehind()).toEqual([]);
  }, 60_000);

  it('stops the CLI when the run is aborted', async () => {
    const abort = new AbortController();
    const build = buildDocsPage(setup, documentJson, abort.signal);
    abort.abort();
    await expect(build).rejects.toThrow('redocly build-docs stopped: the run failed');
    expect(leftBehind()).toEqual([]);
  }, 60_000);
});
