// Another document's package is versioned by its `info.version` as npm takes it: `v1.2.3` and `1.2`
// read as a person publishing them would, and a version with no such reading (a date, a name) makes
// 0.0.0 with a warning that names the document's line, never silently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { npmVersion, packageEmitter } from '../../generator/emit/package.ts';
import { projectRoot } from '../support/project.ts';

const PET_STORE = fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/pet-store.yaml'), 'utf8');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('npmVersion', () => {
  it('takes a semantic version as it is, without a leading v', () => {
    expect(npmVersion('1.2.3')).toBe('1.2.3');
    expect(npmVersion('2.0.0-beta.1')).toBe('2.0.0-beta.1');
    expect(npmVersion('v1.2.3')).toBe('1.2.3');
    expect(npmVersion(' 1.2.3 ')).toBe('1.2.3');
  });

  it('completes a major or major.minor version with zeros', () => {
    expect(npmVersion('1.2')).toBe('1.2.0');
    expect(npmVersion('v0')).toBe('0.0.0');
    expect(npmVersion('3')).toBe('3.0.0');
  });

  it('has no reading of a date, a name or a leading zero', () => {
    for (const version of ['2020-09-14', '2024-06-20.acacia', 'latest', '', '01.2.3', '1.2.3.4', 'v', '1.x']) expect(npmVersion(version), version).toBeNull();
  });
});

describe('the package version of another document', () => {
  async function packageOf(infoVersion: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-version-'));
    scratch.push(dir);
    const specPath = path.join(dir, 'store.yaml');
    const text = PET_STORE.replace('  version: 1.2.0\n', `  version: '${infoVersion}'\n`);
    expect(text).toContain(`version: '${infoVersion}'`);
    fs.writeFileSync(specPath, text);
    const result = await generate({ projectRoot, specPath, outDir: path.join(dir, 'out'), emitters: [packageEmitter] });
    const file = (name: string) => String(result.files.find((f) => f.path === name)!.contents);
    return { version: JSON.parse(file('package.json')).version, versionModule: file('version.ts'), warnings: result.warningGroups.output };
  }

  it('reads a short version as npm needs it, without a warning', async () => {
    const made = await packageOf('v2.1');
    expect(made.version).toBe('2.1.0');
    expect(made.versionModule).toContain("export const VERSION = '2.1.0';");
    expect(made.warnings).toEqual([]);
  });

  it('a date: 0.0.0, and a warning that says so and where the version is', async () => {
    const made = await packageOf('2020-09-14');
    expect(made.version).toBe('0.0.0');
    expect(made.versionModule).toContain("export const VERSION = '0.0.0';");
    expect(made.warnings).toEqual([expect.stringMatching(/^info\.version "2020-09-14" is not a version npm takes \(such as 1\.2\.3\): the package is versioned 0\.0\.0 \(package\.json, VERSION\); at .*store\.yaml:4:\d+\.$/)]);
  });
});
