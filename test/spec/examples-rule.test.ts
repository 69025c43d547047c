// conventions/examples-match-schema (lint/examples-match-schema.js) stands in for Redocly's
// no-invalid-media-type-examples: on a copy of the spec with examples damaged at random it reports at
// the same lines, its messages name the example and the JSON path, a validator kept from an
// earlier lint never hides a problem once a schema the example refers to has changed, a schema
// that refers to itself is checked all the way down, an OpenAPI 3.0 document is checked with
// JSON Schema draft 4, and a $ref to a part its file does not hold is left to no-unresolved-refs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import YAML from 'yaml';
import { BaseResolver, getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';
import { copyProject, LINT_PLUGIN_FILES, projectRoot } from '../support/project.ts';

const OURS = /  conventions\/examples-match-schema:\n {4}severity: error\n {4}allowAdditionalProperties: false\n/;

/** Writes redocly-builtin.yaml into a copy: its redocly.yaml with Redocly's rule, same option, in place of ours. */
function writeBuiltinConfig(project: string): void {
  const ours = fs.readFileSync(path.join(project, 'redocly.yaml'), 'utf8');
  expect(ours).toMatch(OURS);
  expect(ours).toContain('  no-invalid-media-type-examples: off\n');
  const builtin = ours.replace(OURS, '').replace('  no-invalid-media-type-examples: off\n', '  no-invalid-media-type-examples:\n    severity: error\n    allowAdditionalProperties: false\n');
  fs.writeFileSync(path.join(project, 'redocly-builtin.yaml'), builtin);
}

/** Every problem of the copy at `project`, linted with one of its configs. */
async function lintCopy(project: string, configFile = 'redocly.yaml') {
  const config = await loadConfig({ configPath: path.join(project, configFile) });
  return lint({ ref: path.join(project, 'spec/openapi.yaml'), config, externalRefResolver: new BaseResolver(config.resolve) });
}

/** Runs `test` on a fresh copy of the project, removed afterwards. */
async function withCopy(prefix: string, test: (project: string) => Promise<void>): Promise<void> {
  const project = copyProject(prefix);
  try {
    writeBuiltinConfig(project);
    await test(project);
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

const dir = copyProject('examples-rule-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
writeBuiltinConfig(dir);

const EXAMPLE_RULES = new Set(['conventions/examples-match-schema', 'no-invalid-media-type-examples']);

/** Every example problem as `file:line` and message, in lint order. */
async function exampleProblems(configFile: string): Promise<{ at: string; message: string }[]> {
  const problems = await lintCopy(dir, configFile);
  const others = problems.filter((p) => !EXAMPLE_RULES.has(p.ruleId));
  expect(others.map((p) => p.message)).toEqual([]);
  return problems.map((p) => {
    const where = p.location[0];
    return { at: `${path.relative(dir, where.source.absoluteRef)}:${getLineColLocation(where).start.line}`, message: p.message };
  });
}
const lines = (problems: { at: string }[]) => [...new Set(problems.map((p) => p.at))].sort();

function editYaml(file: string, edit: (document: any) => void): void {
  const full = path.join(dir, file);
  const document = YAML.parse(fs.readFileSync(full, 'utf8'));
  edit(document);
  fs.writeFileSync(full, YAML.stringify(document));
}

/** The `value` of every named example of a body with a schema, in the file's parsed YAML. */
function exampleValuesIn(document: any): { holder: any; key: string }[] {
  const found: { holder: any; key: string }[] = [];
  (function walk(node: any) {
    if (!node || typeof node !== 'object') return;
    if (node.schema && node.examples && typeof node.examples === 'object') {
      for (const example of Object.values<any>(node.examples)) if (example && 'value' in example) found.push({ holder: example, key: 'value' });
    }
    Object.values(node).forEach(walk);
  })(document);
  return found;
}

/** One random damage inside `value`: a wrong type, an unknown property, a missing key, a bad string or a null. */
function damage(value: unknown, choose: (n: number) => number): unknown {
  const nodes: { node: any; parent: any; key: string | null }[] = [];
  (function walk(node: any, parent: any, key: string | null) {
    nodes.push({ node, parent, key });
    if (node && typeof node === 'object') for (const [k, child] of Object.entries(node)) walk(child, node, k);
  })(value, null, null);
  const objects = nodes.filter((n) => n.node && typeof n.node === 'object' && !Array.isArray(n.node));
  const target = nodes[choose(nodes.length)];
  switch (choose(5)) {
    case 0:
      if (objects.length > 0) objects[choose(objects.length)].node.notInTheSchema = 1;
      break;
    case 1:
      if (target.parent) target.parent[target.key!] = typeof target.node === 'string' ? 12 : 'text';
      break;
    case 2:
      if (target.parent && !Array.isArray(target.parent)) delete target.parent[target.key!];
      break;
    case 3:
      if (target.parent && typeof target.node === 'string') target.parent[target.key!] = `${target.node} %%`;
      break;
    default:
      if (target.parent) target.parent[target.key!] = null;
  }
  return value;
}

describe('conventions/examples-match-schema', () => {
  it('is silent on the project spec, like Redocly\'s rule', async () => {
    expect(await exampleProblems('redocly.yaml')).toEqual([]);
    expect(await exampleProblems('redocly-builtin.yaml')).toEqual([]);
  });

  it('reports at the same lines as Redocly\'s no-invalid-media-type-examples on examples damaged at random', async () => {
    const seed = fc.sample(fc.integer({ min: 1, max: 2 ** 30 }), 1)[0];
    let state = seed;
    const choose = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const files = fs.readdirSync(path.join(dir, 'spec/paths'), { recursive: true }).map(String).filter((f) => f.endsWith('.yaml'));
    for (const file of files.filter(() => choose(3) === 0)) {
      editYaml(path.join('spec/paths', file), (document) => {
        for (const { holder, key } of exampleValuesIn(document)) holder[key] = damage(holder[key], choose);
      });
    }
    const ours = await exampleProblems('redocly.yaml');
    const builtin = await exampleProblems('redocly-builtin.yaml');
    expect(builtin.length, `seed ${seed}: the damage was caught by neither`).toBeGreaterThan(10);
    expect(lines(ours), `seed ${seed}`).toEqual(lines(builtin));
  });
});

describe('its messages', () => {
  it('name the example and the JSON path inside it, at the offending line', () =>
    withCopy('examples-rule-message-', async (fresh) => {
      const file = path.join(fresh, 'spec/paths/candidate/info.yaml');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toMatch(/\n {20}isPrimary: true\n/);
      expect(text).toMatch(/\n {18}name: Maya Okafor\n/);
      fs.writeFileSync(file, text.replace(/(\n {20}isPrimary: )true/, '$1yes').replace(/(\n {18}name: Maya Okafor)/, '$1\n                  nickname: May'));
      const problems = await lintCopy(fresh);
      const edited = fs.readFileSync(file, 'utf8').split('\n');
      const reported = problems.map((p) => ({ line: edited[getLineColLocation(p.location[0]).start.line - 1].trim(), message: p.message }));
      expect(reported).toContainEqual({ line: 'isPrimary: yes', message: 'Example `success` does not match the schema: $.results.primaryEmailAddress.isPrimary must be boolean.' });
      expect(reported).toContainEqual({ line: 'nickname: May', message: 'Example `success` does not match the schema: $.results.nickname is not a property the schema names.' });
    }));
});

describe('validators kept between lints', () => {
  it('follow an edit of a schema the examples refer to, and its undoing', () =>
    withCopy('examples-rule-cache-', async (fresh) => {
      // One config for every lint, as --watch keeps it.
      const config = await loadConfig({ configPath: path.join(fresh, 'redocly.yaml') });
      const run = async () => (await lint({ ref: path.join(fresh, 'spec/openapi.yaml'), config, externalRefResolver: new BaseResolver(config.resolve) })).filter((p) => p.ruleId === 'conventions/examples-match-schema');
      expect(await run()).toEqual([]);
      // No example changes: the EmailAddress schema they refer to now wants a number for isPrimary.
      const schemaFile = path.join(fresh, 'spec/components/schemas/EmailAddress.yaml');
      const original = fs.readFileSync(schemaFile, 'utf8');
      expect(original).toMatch(/isPrimary:\n(?: {4}.*\n)*? {4}type: boolean/);
      fs.writeFileSync(schemaFile, original.replace(/(isPrimary:\n(?: {4}.*\n)*? {4}type: )boolean/, '$1number'));
      const afterEdit = await run();
      expect(afterEdit.length).toBeGreaterThan(0);
      expect(afterEdit.map((p) => p.message).join('\n')).toMatch(/isPrimary must be number/);
      fs.writeFileSync(schemaFile, original);
      expect(await run()).toEqual([]);
    }));
});

describe('a schema that refers to itself', () => {
  it('is checked all the way down, at the same line as Redocly\'s rule', () =>
    withCopy('examples-rule-cycle-', async (fresh) => {
      // An e-mail address may now carry another one, and so on.
      const schemaFile = path.join(fresh, 'spec/components/schemas/EmailAddress.yaml');
      fs.appendFileSync(schemaFile, '  alias:\n    anyOf:\n      - $ref: ./EmailAddress.yaml\n      - type: \'null\'\n    description: Another address that reaches the same person.\n');
      const file = path.join(fresh, 'spec/paths/candidate/info.yaml');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toMatch(/\n {20}isPrimary: true\n/);
      const nested = '\n                    alias:\n                      value: m.okafor@example.com\n                      type: Personal\n                      isPrimary: false\n                      alias:\n                        value: maya@example.com\n                        type: Personal\n                        isPrimary: maybe\n';
      fs.writeFileSync(file, text.replace(/\n {20}isPrimary: true\n/, `\n                    isPrimary: true${nested}`));
      const at = async (configFile: string) => (await lintCopy(fresh, configFile)).map((p) => ({ line: getLineColLocation(p.location[0]).start.line, message: p.message }));
      const ours = await at('redocly.yaml');
      const builtin = await at('redocly-builtin.yaml');
      expect(ours).toContainEqual({ line: expect.any(Number), message: 'Example `success` does not match the schema: $.results.primaryEmailAddress.alias.alias.isPrimary must be boolean.' });
      expect([...new Set(ours.map((p) => p.line))]).toEqual([...new Set(builtin.map((p) => p.line))]);
      expect(fs.readFileSync(file, 'utf8').split('\n')[ours[0].line - 1].trim()).toBe('isPrimary: maybe');
    }));
});

describe('an OpenAPI 3.0 document', () => {
  it('is checked with JSON Schema draft 4 (nullable, boolean exclusiveMinimum), as Redocly\'s rule checks it', async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-rule-oas30-'));
    try {
      for (const folder of LINT_PLUGIN_FILES) fs.cpSync(path.join(projectRoot, folder), path.join(project, folder), { recursive: true });
      fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(project, 'node_modules'), 'dir');
      fs.mkdirSync(path.join(project, 'spec'));
      fs.writeFileSync(path.join(project, 'spec/openapi.yaml'), OAS30_SPEC);
      fs.writeFileSync(path.join(project, 'redocly.yaml'), 'plugins: [./lint/conventions-plugin.js]\nrules:\n  conventions/examples-match-schema: { severity: error, allowAdditionalProperties: false }\n');
      fs.writeFileSync(path.join(project, 'redocly-builtin.yaml'), 'rules:\n  no-invalid-media-type-examples: { severity: error, allowAdditionalProperties: false }\n');
      const at = async (configFile: string) => (await lintCopy(project, configFile)).map((p) => ({ line: getLineColLocation(p.location[0]).start.line, message: p.message }));
      const ours = await at('redocly.yaml');
      expect(ours).toEqual([
        { line: 14, message: 'Example `bad` does not match the schema: $.next.name must be string.' },
        { line: 14, message: 'Example `bad` does not match the schema: $.next.extra is not a property the schema names.' },
        { line: 27, message: 'Example `bad` does not match the schema: $.count must be > 0.' },
        { line: 27, message: 'Example `bad` does not match the schema: $.when must match format "date-time".' },
      ]);
      expect([...new Set(ours.map((p) => p.line))]).toEqual([...new Set((await at('redocly-builtin.yaml')).map((p) => p.line))]);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});

const OAS30_SPEC = `openapi: 3.0.3
info: { title: Nodes, version: '1' }
paths:
  /node.create:
    post:
      operationId: node.create
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Node' }
            examples:
              good: { value: { name: x, next: { name: y, next: null } } }
              # a number for a name, and a property Node does not name
              bad: { value: { name: x, next: { name: 3, extra: true } } }
      responses:
        '200':
          description: Created.
          content:
            application/json:
              schema:
                type: object
                properties:
                  count: { type: integer, minimum: 0, exclusiveMinimum: true }
                  when: { type: string, format: date-time, nullable: true }
              examples:
                good: { value: { count: 2, when: null } }
                bad: { value: { count: 0, when: yesterday } }
components:
  schemas:
    Node:
      type: object
      required: [name]
      nullable: true
      properties:
        name: { type: string }
        next: { $ref: '#/components/schemas/Node' }
`;

describe('a $ref to a part its file does not hold (missing-pointer/)', () => {
  it('is only the unresolved-ref problem, not also one saying the schema cannot check examples', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-rule-pointer-'));
    try {
      const configPath = path.join(folder, 'redocly.yaml');
      const plugin = path.join(projectRoot, 'lint/conventions-plugin.js');
      fs.writeFileSync(configPath, `plugins: [${JSON.stringify(plugin)}]\nrules:\n  conventions/examples-match-schema: error\n  no-unresolved-refs: error\n`);
      const config = await loadConfig({ configPath });
      const fixture = path.join(projectRoot, 'test/fixtures/specs/missing-pointer');
      const problems = await lint({ ref: path.join(fixture, 'openapi.yaml'), config, externalRefResolver: new BaseResolver(config.resolve) });
      const found = problems.map((p) => ({ rule: p.ruleId, at: `${path.relative(fixture, p.location[0].source.absoluteRef)}:${getLineColLocation(p.location[0]).start.line}` }));
      // The body's own $ref, and a $ref inside a schema the other body refers to.
      expect(found).toEqual([
        { rule: 'no-unresolved-refs', at: 'openapi.yaml:13' },
        { rule: 'no-unresolved-refs', at: 'schemas.yaml:6' },
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
