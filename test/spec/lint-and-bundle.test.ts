// The lint step holds the spec to zero problems, points at file and line when something breaks,
// and the bundle is byte-for-byte reproducible.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lint, loadConfig } from '@redocly/openapi-core';
import { loadSpec, SpecError } from '../../generator/load/load-spec.ts';
import { openapiJsonEmitter } from '../../generator/emit/openapi-json.ts';
import { documentModel } from '../../generator/document-model.ts';
import { configPath, copyProject as copyProjectTo, projectRoot, specPath } from '../support/project.ts';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the project (spec + lint config) to break on purpose. */
function copyProject(): string {
  const dir = copyProjectTo('spec-copy-');
  scratch.push(dir);
  return dir;
}

async function loadErrors(dir: string): Promise<string[]> {
  try {
    await loadSpec(path.join(dir, 'spec/openapi.yaml'), { configPath: path.join(dir, 'redocly.yaml') });
  } catch (error) {
    if (error instanceof SpecError) return error.problems;
    throw error;
  }
  return [];
}

describe('lint, then bundle', () => {
  it('lints the files as written, and bundles them after', async () => {
    const dir = copyProject();
    const load = () => loadSpec(path.join(dir, 'spec/openapi.yaml'), { configPath: path.join(dir, 'redocly.yaml') });
    const sound = await load();
    expect(sound.warnings).toEqual([]);
    expect(sound.document).toEqual((await loadSpec(specPath, { configPath })).document);

    const file = path.join(dir, 'spec/paths/job/info.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('operationId: job.info', 'operationId: job.get'));
    const verdict = await load().then(() => null, (error: unknown) => error);
    expect(verdict).toBeInstanceOf(SpecError);
    expect((verdict as SpecError).problems).toEqual(await loadErrors(dir));
    expect((verdict as SpecError).problems.join('\n')).toMatch(/spec\/paths\/job\/info\.yaml:2:\d+ /);
  });
});

describe('lint', () => {
  it('reports zero errors and zero warnings on the spec', async () => {
    const problems = await lint({ ref: specPath, config: await loadConfig({ configPath }) });
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    // As generate lints it: redocly.yaml's own problems included.
    expect((await loadSpec(specPath, { configPath })).warnings).toEqual([]);
  });

  it('names file and line of a broken $ref', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'spec/paths/candidate/createNote.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('schemas/CandidateNote.yaml', 'schemas/CandidateNotes.yaml'));
    const errors = await loadErrors(dir);
    expect(errors.join('\n')).toMatch(/spec\/paths\/candidate\/createNote\.yaml:\d+:\d+ Can't resolve \$ref/);
  });

  it('names file and line of a convention break (path not / + operationId)', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'spec/paths/job/info.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('operationId: job.info', 'operationId: job.get'));
    const errors = await loadErrors(dir);
    expect(errors).toEqual([expect.stringMatching(/^.*spec\/paths\/job\/info\.yaml:2:\d+ Path "\/job\.info" must be "\/job\.get".*\(conventions\/path-matches-operation-id\)$/)]);
  });

  it('rejects a GET operation, a missing 401 and a missing example', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'spec/paths/brand/list.yaml');
    let text = fs.readFileSync(file, 'utf8');
    text = text.replace(/^post:/m, 'get:').replace(/\n {4}"401":\n {6}\$ref: .*\n/, '\n').replace(/\n {8}examples:\n {10}request:\n(?: {12}.*\n| {14}.*\n)+/, '\n');
    fs.writeFileSync(file, text);
    const errors = (await loadErrors(dir)).join('\n');
    expect(errors).toMatch(/brand\/list\.yaml:\d+:\d+ Only POST is allowed; found GET/);
    expect(errors).toMatch(/brand\/list\.yaml:\d+:\d+ The operation must answer 401/);
    expect(errors).toMatch(/brand\/list\.yaml:\d+:\d+ The operation must have an application\/json request example/);
  });

  it('a malformed root document is reported with its file and line, not thrown raw', async () => {
    const dir = copyProject();
    fs.appendFileSync(path.join(dir, 'spec/openapi.yaml'), '\n  bad: [unclosed\n');
    const errors = (await loadErrors(dir)).join('\n');
    expect(errors).toMatch(/spec\/openapi\.yaml:\d+:\d+ .*\(YAML syntax\)$/);
  });

  it('an unclosed quote is named at the line and column of the quote that opens it, in a referenced file and in the root', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'spec/paths/brand/list.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('summary: List brands', 'summary: "List brands'));
    expect(await loadErrors(dir)).toEqual([expect.stringMatching(/spec\/paths\/brand\/list\.yaml:3:12 the double quote that opens this string is never closed \(YAML syntax\)$/)]);
    const root = path.join(dir, 'spec/openapi.yaml');
    fs.writeFileSync(root, fs.readFileSync(root, 'utf8').replace("title: Recruiting and Hiring Management API", "title: 'Recruiting and Hiring Management API"));
    expect(await loadErrors(dir)).toEqual([expect.stringMatching(/spec\/openapi\.yaml:3:10 the single quote that opens this string is never closed \(YAML syntax\)$/)]);
  });

  it('a referenced file that is not valid YAML is one problem at its own line, worded as a YAML error (not echoed at every $ref to it)', async () => {
    const dir = copyProject();
    fs.appendFileSync(path.join(dir, 'spec/paths/candidate/info.yaml'), '  summary: [unclosed\n');
    const errors = await loadErrors(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/spec\/paths\/candidate\/info\.yaml:\d+:\d+ deficient indentation \(YAML syntax\)$/);
  });

  it('a Swagger 2.0 document, which Redocly lints and bundles, is refused with its file and line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swagger-'));
    scratch.push(dir);
    const file = path.join(dir, 'swagger.yaml');
    fs.writeFileSync(file, '# An older service\nswagger: "2.0"\ninfo: { title: t, version: "1" }\npaths:\n  /a.b:\n    post:\n      operationId: a.b\n      responses:\n        "200": { description: ok }\n');
    await expect(loadSpec(file)).rejects.toThrow(/swagger\.yaml:2:1 found swagger: 2\.0, but the generator reads OpenAPI 3\.x documents only; convert it first, for example with `npx swagger2openapi --yaml --outfile openapi\.yaml \S*swagger\.yaml` \(OpenAPI version\)$/);
  });

  it('an empty file, a bare string or an unknown version is refused with its file, not Redocly\'s bare words', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-openapi-'));
    scratch.push(dir);
    const cases: [string, string, RegExp][] = [
      ['empty.yaml', '', /^empty\.yaml:1:1 the document is empty; the generator reads OpenAPI 3\.x documents$/],
      ['string.yaml', '"just a string"\n', /^string\.yaml:1:1 Document must be JSON object, got string; /],
      ['future.yaml', '# soon\nopenapi: 2.5.0\ninfo: { title: t, version: "1" }\npaths: {}\n', /^future\.yaml:2:1 Unsupported OpenAPI version: 2\.5\.0; /],
    ];
    for (const [name, text, expected] of cases) {
      fs.writeFileSync(path.join(dir, name), text);
      const cwd = process.cwd();
      process.chdir(dir);
      try {
        const failure = await loadSpec(path.join(dir, name)).then(() => null, (e: unknown) => e);
        expect(failure, name).toBeInstanceOf(SpecError);
        expect((failure as SpecError).problems.join('\n')).toMatch(expected);
      } finally {
        process.chdir(cwd);
      }
    }
  });

  it('of two operations with one operationId, the later is renamed with a warning naming both', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const document = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/pets': { get: { ...ok, operationId: 'pets.list' } }, '/pets2': { get: { ...ok, operationId: 'pets.list' } } } };
    const model = documentModel(document);
    expect(model.operations.map((op) => op.name)).toEqual(['pets.list', 'pets.list2']);
    expect(model.warnings).toContain(
      'Two operations are named "pets.list" (each operationId must be unique): GET /pets (paths["/pets"].get) keeps the name, GET /pets2 (paths["/pets2"].get) is "pets.list2" in the validators and the client\'s operation table.',
    );
  });

  it('more than three operations renamed for a shared operationId are one warning with the first three and a count', () => {
    const ok = { responses: { '200': { description: 'ok' } } };
    const paths = Object.fromEntries(['/a', '/v1/a', '/v2/a', '/b', '/v1/b'].map((p) => [p, { get: { ...ok, operationId: p.endsWith('a') ? 'getA' : 'getB' } }]));
    const document = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { ...paths, '/c': { get: { ...ok, operationId: 'getB' } } } };
    const model = documentModel(document);
    expect(model.operations.map((op) => op.name)).toEqual(['getA', 'getA2', 'getA3', 'getB', 'getB2', 'getB3']);
    expect(model.warnings.filter((w) => /operationId/.test(w))).toEqual([
      '4 operations share their operationId with an earlier operation (each operationId must be unique): the earlier keeps the name and the later is numbered in the validators and the client\'s operation table; GET /v1/a (paths["/v1/a"].get) is "getA2", GET /v2/a (paths["/v2/a"].get) is "getA3", GET /v1/b (paths["/v1/b"].get) is "getB2" and 1 more.',
    ]);
  });

  it('an operationId two operations share is reported at the later, naming the earlier\'s file and line', async () => {
    const dir = copyProject();
    const later = path.join(dir, 'spec/paths/brand/list.yaml');
    fs.writeFileSync(later, fs.readFileSync(later, 'utf8').replace('operationId: brand.list', 'operationId: apiKey.info'));
    expect((await loadErrors(dir)).filter((p) => /unique `operationId`/.test(p))).toEqual([
      expect.stringMatching(/brand\/list\.yaml:2:16 Every operation must have a unique `operationId`: `apiKey\.info` is also the operationId at \S*apiKey\/info\.yaml:2:16\. \(conventions\/operation-id-unique\)$/),
    ]);
  });

  it('a rule that throws on a value stops lint with a refusal naming the rule and the structural problems, not a bare TypeError', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-stopped-'));
    scratch.push(dir);
    const spec = path.join(dir, 'openapi.yaml');
    fs.writeFileSync(spec, ['openapi: 3.1.0', 'info:', '  title: T', '  version: 1.0.0', '  contact: null', 'servers:', '  - url: https://a.example.org', '  - null', 'paths: {}', ''].join('\n'));
    const stoppedBy = async (config: string) => {
      fs.writeFileSync(path.join(dir, 'redocly.yaml'), config);
      const error = await loadSpec(spec, { configPath: path.join(dir, 'redocly.yaml') }).then(() => null, (thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(SpecError);
      return error as SpecError;
    };
    // Redocly's own rule reads the top-level servers list without checking its items.
    const redocly = await stoppedBy('rules:\n  no-server-variables-empty-enum: error\n');
    expect(redocly.problems).toEqual([
      expect.stringMatching(/openapi\.yaml:5:12 Expected type `Contact` \(object\) but got `null` \(struct\)$/),
      expect.stringMatching(/openapi\.yaml:8:5 Expected type `Server` \(object\) but got `null` \(struct\)$/),
    ]);
    expect(redocly.message).toMatch(/\nLint stopped early: Redocly's rule `no-server-variables-empty-enum` failed with "Cannot read properties of null \(reading 'variables'\)" on a value it did not expect, most likely at one of the places above; nothing after it was checked\.$/);
    // A plugin's rule is named by its file and line.
    fs.writeFileSync(path.join(dir, 'contact-plugin.js'), ['export default () => ({', "  id: 'contact',", '  rules: { oas3: { named: () => ({ Root(root) {', '    if (root.info.contact.name === undefined) throw new Error("unreachable");', '  } }) } },', '});', ''].join('\n'));
    const plugin = await stoppedBy('plugins:\n  - ./contact-plugin.js\nrules:\n  contact/named: error\n');
    expect(plugin.message).toMatch(/Lint stopped early: the lint rule at \S*contact-plugin\.js:4 failed with "Cannot read properties of null \(reading 'name'\)"/);
    expect(plugin.problems).toHaveLength(2);
  });

  it('a malformed YAML file is reported with its line', async () => {
    const dir = copyProject();
    fs.appendFileSync(path.join(dir, 'spec/paths/brand/list.yaml'), '\n  bad: [unclosed\n');
    const errors = (await loadErrors(dir)).join('\n');
    expect(errors).toMatch(/brand\/list\.yaml:\d+:\d+/);
  });
});

describe('redocly.yaml', () => {
  /** A copy of the project with its redocly.yaml edited by `edit`; the spec itself is sound. */
  function projectWithConfig(edit: (text: string) => string): string {
    const dir = copyProject();
    const file = path.join(dir, 'redocly.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    fs.writeFileSync(file, edited);
    return dir;
  }

  const open = (dir: string) => loadSpec(path.join(dir, 'spec/openapi.yaml'), { configPath: path.join(dir, 'redocly.yaml') });

  it('a misspelt severity or setting is a warning at its line, as Redocly\'s CLI words it', async () => {
    // Redocly loads such a config anyway; unreported, the typo would pass unnoticed.
    const dir = projectWithConfig((text) => text.replace('  conventions/post-only: error', '  conventions/post-only: eror').replace(/^rules:$/m, 'rules:\n  operation-4xx-respons: error'));
    const expected = [
      expect.stringMatching(/redocly\.yaml:11:3 Property `operation-4xx-respons` is not expected here\. \(configuration struct\)$/),
      expect.stringMatching(/redocly\.yaml:13:26 `conventions\/post-only` can be one of the following only: "error", "warn", "off"\. Did you mean: error\? \(configuration struct\)$/),
    ];
    expect((await open(dir)).warnings).toEqual(expected);
  });

  it('one that is not YAML is refused with its file, line and column', async () => {
    const dir = projectWithConfig((text) => text.replace(/^rules:$/m, 'rules:\n  - broken: ['));
    await expect(open(dir)).rejects.toThrow(/redocly\.yaml:\d+:\d+ deficient indentation \(YAML syntax\)$/);
  });

  it('one Redocly cannot load is refused with its name and Redocly\'s reason', async () => {
    const dir = projectWithConfig((text) => text.replace('./lint/conventions-plugin.js', './lint/no-such-plugin.js'));
    await expect(open(dir)).rejects.toThrow(/redocly\.yaml: Plugin "\.\/lint\/no-such-plugin\.js" not found/);
  });

  it('a plugin that does not load is named by its file and line, without the stack of the failed import', async () => {
    const dir = copyProject();
    const plugin = path.join(dir, 'lint/conventions-plugin.js');
    const rules = fs.readFileSync(plugin, 'utf8');
    const lines = rules.split('\n').length;
    fs.writeFileSync(plugin, `${rules}\nexport const broken = ;\n`);
    const syntax = await open(dir).catch((error: Error) => error.message);
    expect(syntax).toMatch(new RegExp(`lint/conventions-plugin\\.js:${lines + 1} SyntaxError: Unexpected token ';' \\(loading a plugin [^)]*redocly\\.yaml names\\)$`));
    // Another copy: Node keeps a module that failed to load, under its URL, for the life of the process.
    const other = copyProject();
    fs.writeFileSync(path.join(other, 'lint/conventions-plugin.js'), `${rules}\nthrow new Error('plugin refused to load');\n`);
    const thrown = await open(other).catch((error: Error) => error.message);
    expect(thrown).toMatch(new RegExp(`lint/conventions-plugin\\.js:${lines + 1}:7 plugin refused to load \\(loading a plugin [^)]*redocly\\.yaml names\\)$`));
  });
});

describe('bundle', () => {
  it('is byte-identical across runs and equal to the committed generated/openapi.json', async () => {
    const render = async () => {
      const spec = await loadSpec(specPath, { configPath });
      const [file] = await openapiJsonEmitter.emit(documentModel(spec.document), { projectRoot, outDir: '' });
      return file.contents as string;
    };
    const first = await render();
    const second = await render();
    expect(second).toBe(first);
    expect(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8')).toBe(first);
    const doc = JSON.parse(first);
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toMatch(/"\$ref":"(?!#)/);
  });

  it('a foreign document is held only to structural rules, not this service\'s conventions', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-'));
    scratch.push(dir);
    const file = path.join(dir, 'pets.yaml');
    fs.writeFileSync(file, 'openapi: 3.1.0\ninfo: {title: Pets, version: "1"}\npaths:\n  /pets:\n    get:\n      responses:\n        "200": {description: ok}\n');
    const spec = await loadSpec(file);
    expect(Object.keys(spec.document.paths)).toEqual(['/pets']);
    fs.appendFileSync(file, '  /broken:\n    $ref: missing.yaml\n');
    await expect(loadSpec(file)).rejects.toThrow(/pets\.yaml:\d+:\d+ Can't resolve \$ref/);
  });
});
