// The release history: the pending entry and the version it calls for, stable while an edit goes
// on, frozen by a release; and the changelog written from them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { computeReleaseState, writeRelease, type Release } from '../../generator/changes/releases.ts';
import { amendRelease, release } from '../../generator/changes/release.ts';
import { renderChangelog } from '../../generator/changes/changelog.ts';
import { generateReport } from '../../generator/changes/report.ts';
import { nextVersion } from '../../generator/changes/version.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/diff');
const load = (relative: string) => YAML.parse(fs.readFileSync(path.join(FIXTURES, relative), 'utf8'));
const base = () => load('base.yaml');

const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A project whose only release is `version`, with base.yaml as its released spec. */
function projectReleasedAt(version: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  scratch.push(dir);
  writeRelease(dir, [{ version, date: '2026-01-01', changes: [] }], base());
  return dir;
}

describe('release state', () => {
  it('has nothing pending and keeps the version while the spec is the released one', () => {
    const state = computeReleaseState(projectReleasedAt('1.0.0'), base());
    expect(state.pending).toEqual([]);
    expect(state.version).toBe('1.0.0');
    expect(generateReport(state)).toBe('Changes: none since 1.0.0 (the package is 1.0.0).');
  });

  it.each([
    ['response-field-nullable', '2.0.0'],
    ['response-field-added', '1.1.0'],
    ['response-value-removed', '2.0.0'],
    ['operation-deprecated', '1.1.0'],
    ['documentation', '1.0.1'],
  ])('moves the version by the most severe pending change (%s: %s)', (name, version) => {
    expect(computeReleaseState(projectReleasedAt('1.0.0'), load(`cases/${name}/after.yaml`)).version).toBe(version);
  });

  it('gives the same entry and version however often it is worked out during one edit', () => {
    const project = projectReleasedAt('1.0.0');
    const after = load('cases/response-field-nullable/after.yaml');
    const first = computeReleaseState(project, after);
    const again = computeReleaseState(project, structuredClone(after));
    expect(again).toEqual(first);
    expect(renderChangelog(again, '@x/client')).toBe(renderChangelog(first, '@x/client'));
  });

  it('bumps the minor for a breaking change before 1.0.0', () => {
    expect(nextVersion('0.3.1', 'major')).toBe('0.4.0');
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(() => nextVersion('v1', 'minor')).toThrow(/"v1" is not a semantic version/);
  });

  it('names the file and the field when the history is malformed', () => {
    const project = projectReleasedAt('1.0.0');
    fs.writeFileSync(path.join(project, 'releases/history.json'), JSON.stringify({ releases: [{ version: '1.0.0', date: 'yesterday', changes: [] }] }));
    expect(() => computeReleaseState(project, base())).toThrow(/releases\/history\.json: releases\[0\]\.date must be YYYY-MM-DD/);
    fs.writeFileSync(path.join(project, 'releases/history.json'), '{ "releases": [');
    expect(() => computeReleaseState(project, base())).toThrow(/releases\/history\.json: .*JSON/);
  });
});

describe('release', () => {
  it('freezes the pending entry under its version and date, and compares later edits with the released spec', () => {
    const project = projectReleasedAt('1.0.0');
    const edited = load('cases/response-field-added/after.yaml');
    const pending = computeReleaseState(project, edited);
    expect(renderChangelog(pending, '@x/client')).toContain('## 1.1.0 (unreleased)\n\nCompared with 1.0.0; `npm run release` releases it.\n\n### Additions\n\n- Response field `Thing.color` added: `thing.create`, `thing.info` and `thing.list`.\n');

    const outcome = release(project, edited, '2026-02-03');
    expect(outcome.previous).toBe('1.0.0');
    expect(outcome.released?.version).toBe('1.1.0');
    const history = JSON.parse(fs.readFileSync(path.join(project, 'releases/history.json'), 'utf8')).releases as Release[];
    expect(history.map((r) => `${r.version} ${r.date} ${r.changes.length}`)).toEqual(['1.1.0 2026-02-03 1', '1.0.0 2026-01-01 0']);

    const after = computeReleaseState(project, edited);
    expect(after.pending).toEqual([]);
    expect(after.version).toBe('1.1.0');
    const changelog = renderChangelog(after, '@x/client');
    expect(changelog).not.toContain('unreleased');
    expect(changelog.indexOf('## 1.1.0 (2026-02-03)')).toBeLessThan(changelog.indexOf('## 1.0.0 (2026-01-01)'));
    expect(changelog).toContain('## 1.0.0 (2026-01-01)\n\nFirst release.\n');

    // The next edit is compared with 1.1.0, not 1.0.0.
    const next = structuredClone(edited);
    next.paths['/thing.list'].post.summary = 'List every thing';
    const later = computeReleaseState(project, next);
    expect(later.pending.map((c) => c.rule)).toEqual(['description-changed']);
    expect(later.version).toBe('1.1.1');
  });

  it('releases nothing and writes nothing when nothing is pending', () => {
    const project = projectReleasedAt('1.0.0');
    const before = fs.readFileSync(path.join(project, 'releases/history.json'), 'utf8');
    expect(release(project, base(), '2026-02-03')).toEqual({ released: null, previous: '1.0.0' });
    expect(fs.readFileSync(path.join(project, 'releases/history.json'), 'utf8')).toBe(before);
  });

  it('--amend folds the pending changes into the latest release, keeping its version', () => {
    // The first release lists nothing: it is where the history starts.
    const first = projectReleasedAt('1.0.0');
    const edited = load('cases/response-field-nullable/after.yaml');
    expect(amendRelease(first, edited)).toEqual({ version: '1.0.0', folded: 1, changes: 0 });
    expect(computeReleaseState(first, edited)).toMatchObject({ version: '1.0.0', pending: [] });
    expect(computeReleaseState(first, edited).history[0].changes).toEqual([]);

    // A later release takes the changes into its entry while its version still fits them ...
    const later = projectReleasedAt('1.0.0');
    release(later, load('cases/response-field-added/after.yaml'), '2026-02-03');
    const more = load('cases/response-field-added/after.yaml');
    more.components.schemas.Thing.properties.size = { type: 'integer' };
    expect(amendRelease(later, more)).toEqual({ version: '1.1.0', folded: 1, changes: 2 });
    expect(computeReleaseState(later, more).history[0].changes.map((c) => c.message)).toEqual(['response field `Thing.color` added', 'response field `Thing.size` added']);
    expect(computeReleaseState(later, more).history.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);

    // ... and refuses when they call for another version.
    const breaking = structuredClone(more);
    breaking.components.schemas.Thing.properties.name.type = ['string', 'null'];
    expect(() => amendRelease(later, breaking)).toThrow('With the pending changes, 1.1.0 (after 1.0.0) would have to be 2.0.0: release them as a version of their own (`npm run release`).');
  });

  it('--amend works the entry out again against the release before, rather than appending to it', () => {
    const project = projectReleasedAt('1.0.0');
    const optional = base();
    optional.components.schemas.Thing.properties.isPrivate = { type: 'boolean' };
    release(project, optional, '2026-02-03');
    expect(computeReleaseState(project, optional).history[0].changes.map((c) => c.message)).toEqual(['response field `Thing.isPrivate` added']);

    // Made always present before 1.1.0 is published: one change, "added", not "added" and "now always present".
    const required = structuredClone(optional);
    required.components.schemas.Thing.required.push('isPrivate');
    expect(amendRelease(project, required)).toEqual({ version: '1.1.0', folded: 1, changes: 1 });
    const amended = computeReleaseState(project, required);
    expect(amended.pending).toEqual([]);
    expect(amended.history[0].changes.map((c) => c.message)).toEqual(['response field `Thing.isPrivate` added']);

    // An edit taken back before publishing leaves no trace in the entry.
    const color = structuredClone(required);
    color.components.schemas.Thing.properties.color = { type: 'string' };
    amendRelease(project, color);
    expect(computeReleaseState(project, color).history[0].changes).toHaveLength(2);
    amendRelease(project, required);
    expect(computeReleaseState(project, required).history[0].changes.map((c) => c.message)).toEqual(['response field `Thing.isPrivate` added']);
  });

  it('--amend says which file is missing when the spec of the release before is not kept', () => {
    const project = projectReleasedAt('1.0.0');
    release(project, load('cases/response-field-added/after.yaml'), '2026-02-03');
    fs.rmSync(path.join(project, 'releases/previous.json'));
    const more = load('cases/response-field-added/after.yaml');
    more.components.schemas.Thing.properties.size = { type: 'integer' };
    expect(() => amendRelease(project, more)).toThrow(/releases\/previous\.json is missing: it holds the spec as of the release before the latest/);
  });
});
