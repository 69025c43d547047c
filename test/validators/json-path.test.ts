// JSON paths, written, read from JSON pointers and parsed back by one module
// (generator/schema/json-path.ts), and the places that report them: the generated validators, the
// client runtime's feedback check, the lint plugin and the contract suite. The validators and the
// runtime carry a copy of the module's path writer that generate writes (json-path-writer.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, SpecError } from '../../generator/load/load-spec.ts';
import { projectRoot } from '../support/project.ts';
import { childPath, parsePath, pathSegment, pointerSegments, pointerToPath, segmentsToPath, valueAt } from '../../generator/schema/json-path.ts';
import { pathWriterSource, writerSource } from '../../generator/schema/json-path-writer.ts';
import { runtimeJsonPath } from '../../generator/emit/runtime.ts';
import { documentModel } from '../../generator/document-model.ts';
import { validateFeedbackValues } from '../../generated/runtime/feedback-values.ts';
import { ajvValidator } from '../../contract/validation/response-validator.ts';
import { parseKeys } from '../../sandbox/keys.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';

/** Names that need quoting or escaping, each with how a path writes it. */
const NAMES: [string, string][] = [
  ['createdAt', '.createdAt'],
  ['_private1', '._private1'],
  ['odd key', "['odd key']"],
  ['0', "['0']"],
  ['1st', "['1st']"],
  ['$ref', "['$ref']"],
  ['a.b', "['a.b']"],
  ['a/b~c', "['a/b~c']"],
  ["it's", "['it\\'s']"],
  ['back\\slash', "['back\\\\slash']"],
  ['line\nbreak\ttab', "['line\\nbreak\\ttab']"],
  ['bell\u0007', "['bell\\u0007']"],
  ['\u001f', "['\\u001f']"],
  ['naïve', "['naïve']"],
  ['', "['']"],
];

const pointerOf = (...segments: string[]) => segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

describe('JSON paths', () => {
  it('plain ASCII names follow a dot; other names are quoted with RFC 9535 escapes; indexes are bracketed', () => {
    for (const [name, written] of NAMES) expect(pathSegment(name), JSON.stringify(name)).toBe(written);
    expect(pathSegment(3)).toBe('[3]');
    expect(childPath('$.results', 0)).toBe('$.results[0]');
    expect(childPath('$.results[0]', 'created at')).toBe("$.results[0]['created at']");
  });

  it('are read from JSON pointers, unescaping ~1 and ~0', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/')).toEqual(['']);
    expect(pointerSegments('/a~1b/~01/0')).toEqual(['a/b', '~1', '0']);
    expect(() => pointerSegments('results/0')).toThrow('Not a JSON pointer: "results/0" (it must be empty or start with "/")');
    expect(pointerToPath('')).toBe('$');
    for (const [name, written] of NAMES) expect(pointerToPath(pointerOf(name, '1'), { [name]: [1, 'two'] })).toBe(`$${written}[1]`);
  });

  it('a number-like segment is an index where the document has an array there, and without a document', () => {
    expect(pointerToPath('/results/200', { results: { 200: 'x' } })).toBe("$.results['200']");
    expect(pointerToPath('/results/0/created at', { results: [{ 'created at': 1 }] })).toBe("$.results[0]['created at']");
    expect(pointerToPath('/results/0/created at')).toBe("$.results[0]['created at']");
    // Leading zeros never make an index (RFC 6901), nor does a segment past the document's end.
    expect(segmentsToPath(['results', '01'], { results: ['a', 'b'] })).toBe("$.results['01']");
    expect(segmentsToPath(['results', '0', '2'], { results: 'text' })).toBe("$.results['0']['2']");
  });

  it('are parsed back to their segments, and to the value there', () => {
    for (const [name, written] of NAMES) {
      expect(parsePath(`$${written}[1]`), JSON.stringify(name)).toEqual([name, 1]);
      expect(valueAt({ [name]: [1, 'two'] }, `$${written}[1]`), JSON.stringify(name)).toBe('two');
    }
    expect(parsePath('$')).toEqual([]);
    expect(valueAt({ a: 1 }, '$')).toEqual({ a: 1 });
    expect(valueAt({ a: null }, '$.a.b')).toBeUndefined();
    expect(valueAt({ a: 'text' }, '$.a[0]')).toBeUndefined();
    expect(() => parsePath('results[0]')).toThrow('Not a JSON path: "results[0]" (it must start with "$")');
    expect(() => parsePath('$.results[*].id')).toThrow('Not a JSON path: "$.results[*].id" (nothing readable at character 9)');
    expect(() => parsePath("$['open")).toThrow('nothing readable at character 1');
  });

  describe('every reporter writes them the same way', () => {
    let emitted: EmittedValidators;
    const schema = { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } };
    const body = Object.fromEntries(NAMES.map(([name]) => [name, [1, 'two']]));
    const expected = NAMES.map(([, written]) => `$${written}[1]`).sort();
    beforeAll(async () => {
      const document = {
        openapi: '3.1.0',
        info: { title: 'Paths', version: '1' },
        paths: { '/things': { post: { operationId: 'things', responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } },
      };
      emitted = await emitAndImport(documentModel(document));
    });
    afterAll(() => emitted?.remove());

    it('the generated validators', () => {
      expect(emitted.module.validateResponse('things', body).errors.map((e) => e.path).sort()).toEqual(expected);
    });

    it("the client runtime's feedback values check", () => {
      const result = validateFeedbackValues({ sections: [] }, Object.fromEntries(NAMES.map(([name]) => [name, 1])));
      expect(result.errors.map((e) => e.path).sort()).toEqual(NAMES.map(([, written]) => `$.values${written}`).sort());
    });

    it("the lint plugin's example check", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-path-lint-'));
      try {
        const content = { 'application/json': { schema, examples: { odd: { value: body } } } };
        const spec = { openapi: '3.1.0', info: { title: 'Paths', version: '1' }, paths: { '/things': { post: { operationId: 'things', responses: { '200': { description: 'ok', content } } } } } };
        fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
        const plugin = path.join(projectRoot, 'lint/conventions-plugin.js');
        fs.writeFileSync(path.join(dir, 'redocly.yaml'), `plugins: [${JSON.stringify(plugin)}]\nrules:\n  conventions/examples-match-schema: error\n`);
        const failure = await loadSpec(path.join(dir, 'openapi.json'), { configPath: path.join(dir, 'redocly.yaml') }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(SpecError);
        const paths = (failure as SpecError).problems.map((p) => /does not match the schema: (\$.*) must be integer\. /.exec(p)?.[1]);
        expect(paths.sort()).toEqual(expected);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("the contract suite's in-process validator, with the value at each path", () => {
      const operation = { name: 'things', response: { successSchema: schema, bodySchema: schema } } as any;
      const errors = ajvValidator({ bundle: { openapi: '3.1.0', components: {} } } as any).validate(operation, body);
      expect(errors.map((e) => e.path).sort()).toEqual(expected);
      expect(errors.map((e) => e.value)).toEqual(NAMES.map(() => 'two'));
    });
  });

  it("the sandbox's keys file check names an odd setting name as the others do", () => {
    const keys = { keys: [{ key: 'sandbox-key-1', title: 'One', settings: { "odd key's": true } }] };
    expect(() => parseKeys(keys, 'keys.json')).toThrow(/^keys\.json: \$\.keys\[0\]\.settings\['odd key\\'s'\] is not an admin setting/);
  });

  describe('the copies of the path writer generate writes', () => {
    it('generated/runtime/json-path.ts is what the runtime emitter writes', () => {
      expect(fs.readFileSync(path.join(projectRoot, 'generated/runtime/json-path.ts'), 'utf8')).toBe(runtimeJsonPath());
    });

    it('the JavaScript copy (in generated/validators.js) is the module text without its annotations, and writes the same paths', () => {
      const js = pathWriterSource({ types: false, exports: false });
      expect(js).toContain('function pathSegment(segment) {');
      expect(js).toContain('const SHORT_ESCAPES = {');
      expect(js).not.toMatch(/export|: string|Record</);
      const copy = new Function(`${js}\nreturn pathSegment;`)() as typeof pathSegment;
      for (const [name, written] of NAMES) expect(copy(name)).toBe(written);
      expect(copy(7)).toBe('[7]');
    });

    it('hold the writer and what it uses, nothing else of the module', () => {
      const ts = pathWriterSource({ types: true, exports: true });
      expect(ts).toMatch(/^\/\*\* Names a path writes after a dot/);
      expect(ts).toContain('export function pathSegment(segment: string | number): string {');
      for (const other of ['childPath', 'pointerToPath', 'valueAt', 'UNESCAPES']) expect(ts).not.toContain(other);
    });

    it('refuse TypeScript syntax that cutting annotations out would leave behind, naming the line', () => {
      const module = "const A = 'x';\nexport function pathSegment(segment: string | number): string {\n  return (segment as string) + A;\n}\n";
      expect(writerSource(module, { types: true, exports: false })).toBe("const A = 'x';\n\nfunction pathSegment(segment: string | number): string {\n  return (segment as string) + A;\n}");
      expect(() => writerSource(module, { types: false, exports: false })).toThrow(
        'generator/schema/json-path.ts:3: the path writer may use type annotations only, to be copied into JavaScript (found TSAsExpression)',
      );
      expect(() => writerSource('export const other = 1;\n', { types: false, exports: false })).toThrow('generator/schema/json-path.ts declares no pathSegment');
    });
  });
});
