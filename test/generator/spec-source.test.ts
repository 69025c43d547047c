// Whose spec a pass reads (generator/load/spec-source.ts): the project's own spec, by default or
// named with --spec under any name that reaches it, is linted with redocly.yaml and versioned by
// releases/; any other document is not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { specSource } from '../../generator/load/spec-source.ts';
import { projectRoot } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const own = { configPath: path.join(projectRoot, 'redocly.yaml'), lintPluginDir: path.join(projectRoot, 'lint') };

describe('specSource', () => {
  it('takes the project spec by default, with redocly.yaml and the lint plugin', () => {
    expect(specSource(projectRoot)).toEqual({ specPath: path.join(projectRoot, 'spec/openapi.yaml'), project: own });
  });

  it('knows the project spec named with --spec, relative or through a symbolic link', () => {
    const relative = path.relative(process.cwd(), path.join(projectRoot, 'spec/openapi.yaml'));
    expect(specSource(projectRoot, relative).project).toEqual(own);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-source-'));
    scratch.push(dir);
    fs.symlinkSync(path.join(projectRoot, 'spec'), path.join(dir, 'spec'), 'dir');
    expect(specSource(projectRoot, path.join(dir, 'spec/openapi.yaml')).project).toEqual(own);
  });

  it('treats any other document as another one: no redocly.yaml, no release history', () => {
    const other = path.join(projectRoot, 'test/fixtures/diff/base.yaml');
    expect(specSource(projectRoot, other)).toEqual({ specPath: other, project: null });
    // The bundled copy of this very spec is another document too: it carries no release history.
    expect(specSource(projectRoot, path.join(projectRoot, 'generated/openapi.json')).project).toBeNull();
    expect(specSource(projectRoot, path.join(projectRoot, 'spec/missing.yaml')).project).toBeNull();
  });

  it('keeps a URL a URL (not a path under the working folder), and another document', () => {
    expect(specSource(projectRoot, 'HTTPS://api.example.com/v1/openapi.yaml?token=abc')).toEqual({ specPath: 'https://api.example.com/v1/openapi.yaml?token=abc', project: null });
  });
});
