// What `npm run generate` makes of the release history: the package version, CHANGELOG.md and the
// docs' Changes page follow a spec edit, stay put while it is regenerated, and a release dates them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { generate } from '../../generator/generate.ts';
import { openapiJsonEmitter } from '../../generator/emit/openapi-json.ts';
import { packageEmitter } from '../../generator/emit/package.ts';
import { docsMarkdownEmitter } from '../../generator/emit/docs-markdown.ts';
import { changesEmitter, docsChangesMarkdownEmitter } from '../../generator/emit/changelog.ts';
import { docsChangesHtmlEmitter } from '../../generator/emit/docs-changes-html.ts';
import { generateReport } from '../../generator/changes/report.ts';
import { release } from '../../generator/changes/release.ts';
import { copyProject, projectRoot } from '../support/project.ts';

const EMITTERS = [openapiJsonEmitter, packageEmitter, changesEmitter, docsChangesMarkdownEmitter, docsMarkdownEmitter, docsChangesHtmlEmitter];
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

async function run(project: string, outDir: string) {
  const result = await generate({
    projectRoot: project,
    specPath: path.join(project, 'spec/openapi.yaml'),
    outDir,
    emitters: EMITTERS,
  });
  const file = (name: string) => String(result.files.find((f) => f.path === name)?.contents ?? '');
  return { result, file, version: JSON.parse(file('package.json')).version as string };
}

describe('generate with a release history', () => {
  it('follows a spec edit with a pending entry and version, keeps them on regeneration, and a release dates them', async () => {
    const project = copyProject('changes-generate-', { generator: true });
    scratch.push(project);
    // 1.0.0 released as the spec stands now (generated/openapi.json is its bundle), so the one edit below is the only change.
    fs.copyFileSync(path.join(projectRoot, 'generated/openapi.json'), path.join(project, 'releases/openapi.json'));
    const root = path.join(project, 'spec/openapi.yaml');
    const spec = YAML.parseDocument(fs.readFileSync(root, 'utf8'));
    spec.setIn(['info', 'description'], `${spec.getIn(['info', 'description'])}\nOne more paragraph.\n`);
    fs.writeFileSync(root, spec.toString());
    const outDir = path.join(tempDir('changes-out-'), 'generated');

    const first = await run(project, outDir);
    expect(first.version).toBe('1.0.1');
    expect(first.file('CHANGELOG.md')).toContain('## 1.0.1 (unreleased)\n\nCompared with 1.0.0; `npm run release` releases it.\n\n### Documentation\n\n- `info.description` changed.\n');
    expect(first.file('docs/reference/changes.md')).toContain('## 1.0.1 (unreleased)');
    expect(first.file('docs/reference/index.md')).toContain('[Changes](changes.md)');
    expect(first.file('docs/changes.html')).toContain('<h2>1.0.1 (unreleased)</h2>');
    expect(generateReport(first.result.release!)).toMatch(/^Changes since 1\.0\.0 \(pending; the package is now 1\.0\.1, `npm run release` releases it\):\n  Documentation \(1\)\n/);

    // Regenerating during the same edit: the same entry and version, nothing to write.
    const again = await run(project, outDir);
    expect(again.version).toBe('1.0.1');
    expect(again.result.written).toEqual([]);

    const bundled = JSON.parse(fs.readFileSync(path.join(outDir, 'openapi.json'), 'utf8'));
    expect(release(project, bundled, '2026-12-01').released?.version).toBe('1.0.1');
    const released = await run(project, outDir);
    expect(released.version).toBe('1.0.1');
    expect(released.file('CHANGELOG.md')).toContain('## 1.0.1 (2026-12-01)\n\n### Documentation\n\n- `info.description` changed.\n');
    expect(released.file('CHANGELOG.md')).not.toContain('unreleased');
    expect(generateReport(released.result.release!)).toBe('Changes: none since 1.0.1 (the package is 1.0.1).');
  });

  it('writes no changelog for another document (--spec), whose version is its own', async () => {
    const outDir = path.join(tempDir('changes-foreign-'), 'out');
    const result = await generate({ projectRoot, specPath: path.join(projectRoot, 'test/fixtures/diff/base.yaml'), outDir, emitters: EMITTERS });
    expect(result.release).toBeNull();
    expect(result.files.map((f) => f.path)).not.toContain('CHANGELOG.md');
    expect(result.files.map((f) => f.path)).not.toContain('docs/reference/changes.md');
    expect(result.files.map((f) => f.path)).not.toContain('docs/changes.html');
    expect(JSON.parse(String(result.files.find((f) => f.path === 'package.json')!.contents)).version).toBe('1.0.0');
    expect(String(result.files.find((f) => f.path === 'docs/reference/index.md')!.contents)).not.toContain('changes.md');
  });
});
