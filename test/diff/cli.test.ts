// `npm run diff` as a user runs it: files and git revisions, the three formats, --fail-on and usage errors.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import YAML from 'yaml';
import { compareDocuments } from '../../generator/changes/compare.ts';
import { jsonReport, reaches } from '../../generator/changes/report.ts';
import { RULES } from '../../generator/changes/rules.ts';
import { projectRoot } from '../support/project.ts';

const FIXTURES = path.join(projectRoot, 'test/fixtures/diff');
const BASE = path.join(FIXTURES, 'base.yaml');
const NULLABLE = path.join(FIXTURES, 'cases/response-field-nullable/after.yaml');
const ADDED = path.join(FIXTURES, 'cases/response-field-added/after.yaml');
const DOCUMENTATION = path.join(FIXTURES, 'cases/documentation/after.yaml');

function diff(args: string[], cwd = projectRoot) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'generator/changes/diff-cli.ts'), ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run diff', () => {
  it('reports the changes between two files, breaking first, with rule, operations and locations', () => {
    const { status, stdout } = diff([BASE, NULLABLE]);
    expect(status).toBe(0);
    expect(stdout).toContain('Breaking changes (1)\n    response field `Thing.name` may now be null [response-field-nullable]\n      at thing.create (response 200 $.results.name), thing.info (response 200 $.results.name), thing.list (response 200 $.results[*].name)');
  });

  it('--fail-on breaking exits 1 on a breaking change and 0 on an addition', () => {
    const breaking = diff([BASE, NULLABLE, '--fail-on', 'breaking']);
    expect(breaking.status).toBe(1);
    expect(breaking.stderr).toContain('Found breaking changes (--fail-on breaking).');
    expect(diff([BASE, ADDED, '--fail-on', 'breaking']).status).toBe(0);
  });

  it('--fail-on additions exits 1 on anything that moves the minor version, --fail-on any on documentation too', () => {
    const additions = diff([BASE, ADDED, '--fail-on', 'additions']);
    expect(additions.status).toBe(1);
    expect(additions.stderr).toContain('Found changes that move the minor version or more (--fail-on additions).');
    expect(diff([BASE, DOCUMENTATION, '--fail-on', 'any']).status).toBe(1);
    // The thresholds, in process: as the version bump the changes call for.
    const load = (file: string) => YAML.parse(fs.readFileSync(file, 'utf8'));
    const changes = (file: string) => compareDocuments(load(BASE), load(file));
    expect(reaches(changes(NULLABLE), 'additions')).toBe(true);
    expect(reaches(changes(DOCUMENTATION), 'additions')).toBe(false);
    expect(reaches(changes(DOCUMENTATION), 'breaking')).toBe(false);
    expect(reaches(changes(path.join(FIXTURES, 'cases/operation-deprecated/after.yaml')), 'additions')).toBe(true);
    expect(reaches([], 'any')).toBe(false);
  });

  it('--format json gives every change with its sites, the level and the bump', () => {
    const { status, stdout } = diff([BASE, NULLABLE, '--format', 'json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ level: 'breaking', bump: 'major', counts: { breaking: 1, addition: 0 } });
    expect(report.changes[0]).toEqual({
      level: 'breaking',
      rule: 'response-field-nullable',
      message: 'response field `Thing.name` may now be null',
      reason: RULES['response-field-nullable'].reason,
      schema: 'Thing',
      sites: [
        { operation: 'thing.create', location: 'response 200 $.results.name' },
        { operation: 'thing.info', location: 'response 200 $.results.name' },
        { operation: 'thing.list', location: 'response 200 $.results[*].name' },
      ],
    });
  });

  it('--format json matches its documented schema, for every kind of change', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(projectRoot, 'generator/changes/diff-report.schema.json'), 'utf8')));
    const report = JSON.parse(diff([BASE, NULLABLE, '--format', 'json']).stdout);
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    // The same report, in process, for pairs with every level, document-wide changes and none.
    const load = (file: string) => YAML.parse(fs.readFileSync(file, 'utf8'));
    for (const name of ['response-field-added', 'documentation', 'operation-removed', 'component-renamed', 'operation-deprecated', 'request-constraint-loosened']) {
      const after = path.join(FIXTURES, `cases/${name}/after.yaml`);
      const json = JSON.parse(JSON.stringify(jsonReport(compareDocuments(load(BASE), load(after)), 'a', 'b')));
      expect(validate(json) ? [] : validate.errors, name).toEqual([]);
    }
    expect(validate(jsonReport([], 'a', 'b'))).toBe(true);
    // The schema is strict enough to catch a report that drifted from it.
    expect(validate({ ...report, changes: [{ ...report.changes[0], level: 'severe' }] })).toBe(false);
    expect(validate({ ...report, extra: true })).toBe(false);
  });

  it('--format markdown gives a changelog entry', () => {
    const { stdout } = diff([BASE, ADDED, '--format', 'markdown']);
    expect(stdout).toContain('### Additions\n\n- Response field `Thing.color` added: `thing.create`, `thing.info` and `thing.list`.');
  });

  it('says so when nothing changed, $ref moves included', () => {
    const { status, stdout } = diff([path.join(FIXTURES, 'cases/ref-move-no-change/before.yaml'), path.join(FIXTURES, 'cases/ref-move-no-change/after.yaml')]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^No changes from .*before\.yaml to .*after\.yaml\.\n$/);
  });

  it('refuses what is neither a file nor a revision, an unknown level and a third spec, with the usage', () => {
    const missing = diff(['no-such-spec.yaml', BASE]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('"no-such-spec.yaml" is neither a spec file nor a git revision');
    const level = diff([BASE, ADDED, '--fail-on', 'severe']);
    expect(level.status).toBe(2);
    expect(level.stderr).toContain('--fail-on must be one of breaking, additions, any; got "severe".');
    expect(diff([BASE, ADDED, NULLABLE]).status).toBe(2);
  });

  it('names the file and line of a spec that does not parse', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-broken-'));
    try {
      fs.writeFileSync(path.join(dir, 'broken.yaml'), 'openapi: 3.1.0\ninfo: [\n');
      const { status, stderr } = diff([BASE, path.join(dir, 'broken.yaml')]);
      expect(status).toBe(2);
      expect(stderr).toMatch(/broken\.yaml:\d+:\d+/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('git revisions', () => {
    let repo: string;
    beforeAll(() => {
      repo = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-git-'));
      const git = (...args: string[]) => {
        const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
      };
      git('init', '-q');
      git('config', 'user.email', 'test@example.com');
      git('config', 'user.name', 'test');
      fs.mkdirSync(path.join(repo, 'spec'));
      fs.copyFileSync(BASE, path.join(repo, 'spec/openapi.yaml'));
      git('add', '.');
      git('commit', '-q', '-m', 'base');
      fs.copyFileSync(NULLABLE, path.join(repo, 'spec/openapi.yaml'));
      git('commit', '-q', '-am', 'name may be null');
    });
    afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

    it('reads spec/ at each revision', () => {
      const { status, stdout } = diff(['HEAD~1', 'HEAD'], repo);
      expect(status).toBe(0);
      expect(stdout).toContain('Changes from spec/ at HEAD~1 to spec/ at HEAD:');
      expect(stdout).toContain('[response-field-nullable]');
      expect(diff(['HEAD', 'spec/openapi.yaml'], repo).stdout).toBe('No changes from spec/ at HEAD to spec/openapi.yaml.\n');
    });
  });
});
