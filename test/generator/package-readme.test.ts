// The package README says where the package comes from: the project's own spec is published from
// this repository's generated/, another document's package (`--spec`) was made into a folder of the
// user's choosing, and its README says how to make it again without naming any path on the machine
// that made it; the reference index names the same command. Pagination is promised only where the
// client pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generate } from '../../generator/generate.ts';
import { documentModel } from '../../generator/document-model.ts';
import { packageReadmeEmitter, renderPackageReadme } from '../../generator/emit/package-readme.ts';
import { docsMarkdownEmitter } from '../../generator/emit/docs-markdown.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { loadProjectModel, projectRoot } from '../support/project.ts';

const PET_STORE = path.join(projectRoot, 'test/fixtures/specs/pet-store.yaml');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

let petStore: ApiModel;
beforeAll(() => {
  petStore = documentModel(parse(fs.readFileSync(PET_STORE, 'utf8')));
});

/** The fenced `sh` block of the README's "Regenerate" section, line by line. */
function regenerateCommands(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Regenerate'));
  const block = /```sh\n([\s\S]*?)\n```/.exec(section);
  expect(block, 'a shell block under "## Regenerate"').not.toBeNull();
  return block![1].split('\n');
}

describe('the package README of another document', () => {
  it('says the docs are in its output folder and how to regenerate it, naming the document but no folder', () => {
    const readme = renderPackageReadme(petStore, projectRoot, 'pet-store.yaml');
    expect(readme).toContain('in the `docs/` folder of its output');
    expect(readme).toContain('This package is generated from `pet-store.yaml`');
    expect(regenerateCommands(readme)).toEqual([
      'npm run generate -- --spec path/to/pet-store.yaml --out path/to/this/folder',
      'npm run generate -- --spec path/to/pet-store.yaml --out path/to/this/folder --check',
    ]);
    // This repository's own folders and publishing say nothing about someone else's package.
    expect(readme).not.toContain('generated/');
    expect(readme).not.toContain('published from the toolchain repository');
  });

  it('promises pagination only when its client pages', async () => {
    expect(petStore.operations.some((op) => op.paging)).toBe(false);
    const readme = renderPackageReadme(petStore, projectRoot, 'pet-store.yaml');
    expect(readme).not.toContain('auto-pagination');
    expect(readme).not.toMatch(/list call|first page/);
    const own = renderPackageReadme(await loadProjectModel(), projectRoot, null);
    expect(own).toContain('typed requests and results, auto-pagination, retries');
    expect(own).toContain("A list call's `withResponse()` gives\nits first page.");
  });

  it('quotes a document name the shell would split or expand', () => {
    const commands = (specFile: string) => regenerateCommands(renderPackageReadme(petStore, projectRoot, specFile));
    expect(commands("Bob's API (v2).yaml")[0]).toBe(`npm run generate -- --spec 'path/to/Bob'\\''s API (v2).yaml' --out path/to/this/folder`);
    expect(commands('$(rm -rf ~).yaml')[0]).toBe("npm run generate -- --spec 'path/to/$(rm -rf ~).yaml' --out path/to/this/folder");
    // A line break would end the command (and could end the code block): the name is left to the reader.
    expect(commands('two\nlines.yaml')).toEqual([
      'npm run generate -- --spec path/to/your-document.yaml --out path/to/this/folder',
      'npm run generate -- --spec path/to/your-document.yaml --out path/to/this/folder --check',
    ]);
  });
});

describe('what generate tells the README and the reference index', () => {
  const INDEX = 'docs/reference/index.md';
  const contents = (result: { files: { path: string; contents: string | Uint8Array }[] }, file: string) => String(result.files.find((f) => f.path === file)!.contents);

  it('another document: its file name, never its folder or the output folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-origin-'));
    scratch.push(dir);
    const specPath = path.join(dir, 'store.yaml');
    fs.copyFileSync(PET_STORE, specPath);
    const outDir = path.join(dir, 'out');
    const result = await generate({ projectRoot, specPath, outDir, emitters: [packageReadmeEmitter, docsMarkdownEmitter] });
    const readme = contents(result, 'README.md');
    expect(regenerateCommands(readme)[0]).toBe('npm run generate -- --spec path/to/store.yaml --out path/to/this/folder');
    expect(readme).not.toContain(dir);
    expect(contents(result, INDEX)).toContain('Generated from `store.yaml` by `npm run generate -- --spec`; do not edit by hand.');
  });

  it("the project's own spec, wherever it is written: this repository's commands", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-own-'));
    scratch.push(outDir);
    const result = await generate({ projectRoot, specPath: path.join(projectRoot, 'spec/openapi.yaml'), outDir, emitters: [packageReadmeEmitter, docsMarkdownEmitter] });
    const readme = contents(result, 'README.md');
    expect(regenerateCommands(readme)).toEqual(['npm run generate          # lint + bundle the spec, rewrite generated/', 'npm run generate -- --check']);
    expect(readme).toBe(fs.readFileSync(path.join(projectRoot, 'generated/README.md'), 'utf8'));
    expect(contents(result, INDEX)).toContain('Generated from the OpenAPI description by `npm run generate`; do not edit by hand.');
  });
});

describe("the package README's error example", () => {
  it('indents a call whose argument spans lines inside its try block', async () => {
    const model = await loadProjectModel();
    const readme = renderPackageReadme(model, projectRoot, null);
    const block = /try \{\n([\s\S]*?)\n\} catch/.exec(readme.slice(readme.indexOf('## Errors')));
    expect(block, 'a try block under "## Errors"').not.toBeNull();
    const lines = block![1].split('\n');
    expect(lines.length).toBeGreaterThan(1);
    // `  await client.candidate.info({`, the argument's fields one level deeper, `  });`
    expect(lines[0]).toMatch(/^ {2}await /);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^ {4}\S/);
    expect(lines.at(-1)).toMatch(/^ {2}\S/);
  });
});

describe('the package README on streams', () => {
  it('says how to read a stream, and tell it from JSON, only where some call resolves to one', () => {
    const streams = documentModel(parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/specs/event-streams.yaml'), 'utf8')));
    const readme = renderPackageReadme(streams, projectRoot, 'event-streams.yaml');
    const section = readme.slice(readme.indexOf('### Streams'), readme.indexOf('## Behind a call'));
    expect(section).toContain('`[DONE]`');
    expect(section).toContain('`instanceof EventStream` tells them apart');
    // The description gives no example of the request, whose `prompt` is required: one made from the schema, and said to be.
    expect(section).toContain(
      '// Made from the schema: the description gives no example.\nconst stream = await client.chat.create({\n  prompt: "<prompt>"\n});\nif (stream instanceof EventStream) {\n  for await (const item of stream) {',
    );
    expect(renderPackageReadme(petStore, projectRoot, 'pet-store.yaml')).not.toContain('### Streams');
  });
});
