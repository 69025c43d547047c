// A renamed operation as `npm run generate` (the pending changelog entry and version) and `npm run
// diff` report it: the same change, a rename, because both compare the bundled spec as loaded. The
// model's copy of the bundle writes pointers into `#/paths/...` out as copies, which read
// differently once a recursive schema is involved, so comparing it made a rename look like a
// removal and an addition in the changelog while `npm run diff` said "renamed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { generate } from '../../generator/generate.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { packageEmitter } from '../../generator/emit/package.ts';
import { changesEmitter } from '../../generator/emit/changelog.ts';
import { copyProject } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Where candidate.info's filter points: a recursive schema written in candidate.list's request. */
const FILTER = '#/paths/~1candidate.list/post/requestBody/content/application~1json/schema/properties/filter';

/** candidate.list and candidate.info written in the root file, candidate.info's request taking candidate.list's recursive filter. */
function inlineWithSharedFilter(project: string): void {
  const rootFile = path.join(project, 'spec/openapi.yaml');
  const root = YAML.parseDocument(fs.readFileSync(rootFile, 'utf8'));
  // Moved into the root file, an operation's references to components are relative to it.
  const inline = (file: string) => YAML.parse(fs.readFileSync(path.join(project, 'spec', file), 'utf8').replaceAll('../../components/', 'components/'));
  const list = inline('paths/candidate/list.yaml');
  const info = inline('paths/candidate/info.yaml');
  const filter = { type: 'object', description: 'Filter.', properties: { name: { type: 'string', description: 'Name.' }, any: { type: 'array', description: 'Any of.', items: { $ref: FILTER } } } };
  list.post.requestBody.content['application/json'].schema.properties.filter = filter;
  info.post.requestBody.content['application/json'].schema.properties.filter = { $ref: FILTER };
  root.setIn(['paths', '/candidate.list'], list);
  root.setIn(['paths', '/candidate.info'], info);
  fs.writeFileSync(rootFile, root.toString());
}

/** candidate.info renamed candidate.get (its path follows its operationId), nothing else changed. */
function renameInfo(project: string): void {
  const rootFile = path.join(project, 'spec/openapi.yaml');
  const root = YAML.parseDocument(fs.readFileSync(rootFile, 'utf8'));
  root.setIn(['paths', '/candidate.info', 'post', 'operationId'], 'candidate.get');
  const paths = root.get('paths') as YAML.YAMLMap<YAML.Scalar<string>, unknown>;
  paths.items.find((pair) => pair.key.value === '/candidate.info')!.key.value = '/candidate.get';
  fs.writeFileSync(rootFile, root.toString());
}

describe('a renamed operation', () => {
  it('is one rename in the pending entry, as npm run diff reports it', async () => {
    const project = copyProject('rename-agreement-', { generator: true });
    scratch.push(project);
    inlineWithSharedFilter(project);
    // Released as it stands (what `npm run release` records), so the rename is the only change.
    const { document } = await loadSpec(path.join(project, 'spec/openapi.yaml'), { configPath: path.join(project, 'redocly.yaml') });
    fs.writeFileSync(path.join(project, 'releases/openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    renameInfo(project);

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rename-agreement-out-'));
    scratch.push(outDir);
    const { release } = await generate({ projectRoot: project, specPath: path.join(project, 'spec/openapi.yaml'), outDir, emitters: [packageEmitter, changesEmitter] });
    const pending = release!.pending.map((change) => `${change.rule}: ${change.message}`);
    expect(pending).toEqual(['operation-renamed: operation renamed to `candidate.get` (POST /candidate.get)']);

    const diff = spawnSync(process.execPath, [path.join(project, 'generator/changes/diff-cli.ts'), '--format', 'json'], { cwd: project, encoding: 'utf8' });
    expect(diff.status, diff.stderr).toBe(0);
    expect(JSON.parse(diff.stdout).changes.map((change: { rule: string; message: string }) => `${change.rule}: ${change.message}`)).toEqual(pending);
  });
});
