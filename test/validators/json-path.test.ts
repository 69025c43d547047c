// Every JSON path this project reports is written one way (generator/schema/json-path.js): the
// generated validators, the client runtime's feedback checks and the lint plugin (the runtime keeps a copy),
// the contract suite, which also reads paths back to show the value there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, SpecError } from '../../generator/spec/load-spec.ts';
import { projectRoot } from '../support/project.ts';
import { pathSegment } from '../../generator/schema/json-path.js';
import { buildModel } from '../../generator/model/build-model.ts';
import { validateFeedbackValues } from '../../generated/runtime/feedback-values.ts';
import { childPath, pointerToPath, valueAt } from '../../contract/json-path.ts';
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
  ["it's", "['it\\'s']"],
  ['back\\slash', "['back\\\\slash']"],
  ['line\nbreak\ttab', "['line\\nbreak\\ttab']"],
  ['bell\u0007', "['bell\\u0007']"],
  ['\u001f', "['\\u001f']"],
  ['naïve', "['naïve']"],
  ['', "['']"],
];

describe('JSON paths', () => {
  it('plain ASCII names follow a dot; other names are quoted with RFC 9535 escapes; indexes are bracketed', () => {
    for (const [name, written] of NAMES) expect(pathSegment(name), JSON.stringify(name)).toBe(written);
    expect(pathSegment(3)).toBe('[3]');
  });

  describe('every reporter writes them the same way', () => {
    let emitted: EmittedValidators;
    beforeAll(async () => {
      const document = {
        openapi: '3.1.0',
        info: { title: 'Paths', version: '1' },
        paths: {
          '/things': {
            post: {
              operationId: 'things',
              responses: {
                '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } } } } },
              },
            },
          },
        },
      };
      emitted = await emitAndImport(buildModel(document));
    });
    afterAll(() => emitted?.remove());

    it('the generated validators', () => {
      const body = Object.fromEntries(NAMES.map(([name]) => [name, [1, 'two']]));
      const paths = emitted.module.validateResponse('things', body).errors.map((e) => e.path);
      expect(paths.sort()).toEqual(NAMES.map(([, written]) => `$${written}[1]`).sort());
    });

    it("the client runtime's feedback values check", () => {
      const result = validateFeedbackValues({ sections: [] }, Object.fromEntries(NAMES.map(([name]) => [name, 1])));
      expect(result.errors.map((e) => e.path).sort()).toEqual(NAMES.map(([, written]) => `$.values${written}`).sort());
    });

    it("the lint plugin's example check", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-path-lint-'));
      try {
        const example = Object.fromEntries(NAMES.map(([name]) => [name, [1, 'two']]));
        const schema = { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } };
        const content = { 'application/json': { schema, examples: { odd: { value: example } } } };
        const spec = { openapi: '3.1.0', info: { title: 'Paths', version: '1' }, paths: { '/things': { post: { operationId: 'things', responses: { '200': { description: 'ok', content } } } } } };
        fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
        const plugin = path.join(projectRoot, 'lint/conventions-plugin.js');
        fs.writeFileSync(path.join(dir, 'redocly.yaml'), `plugins: [${JSON.stringify(plugin)}]\nrules:\n  conventions/examples-match-schema: error\n`);
        const failure = await loadSpec(path.join(dir, 'openapi.json'), { configPath: path.join(dir, 'redocly.yaml') }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(SpecError);
        const paths = (failure as SpecError).problems.map((p) => /does not match the schema: (\$.*) must be integer\. /.exec(p)?.[1]);
        expect(paths.sort()).toEqual(NAMES.map(([, written]) => `$${written}[1]`).sort());
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('the contract suite, which reads each path back to the value there', () => {
      for (const [name, written] of NAMES) {
        const pointer = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/1`;
        const document = { [name]: [1, 'two'] };
        expect(pointerToPath(pointer, document)).toBe(`$${written}[1]`);
        expect(childPath('$', name)).toBe(`$${written}`);
        expect(valueAt(document, `$${written}[1]`), JSON.stringify(name)).toBe('two');
      }
    });
  });

  it('an object key made of digits stays a name when the contract suite knows the document', () => {
    expect(pointerToPath('/results/200', { results: { 200: 'x' } })).toBe("$.results['200']");
    expect(pointerToPath('/results/0/created at')).toBe("$.results[0]['created at']");
  });
});
