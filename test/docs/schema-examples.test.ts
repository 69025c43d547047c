// A request body the description gives no example of is made from its schema (its required
// fields), so the examples the package README, the markdown reference and the HTML reference show
// compile against the generated types, and each such example says it is made, where the
// description's own examples say nothing of the kind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentModel } from '../../generator/document-model.ts';
import { packageReadmeEmitter, renderPackageReadme } from '../../generator/emit/package-readme.ts';
import { docsMarkdownEmitter } from '../../generator/emit/docs-markdown.ts';
import { MADE_NOTE, clientSample, curlExample, exampleBody, exampleParameters, objectLiteral, requestBodyExample } from '../../generator/emit/docs/request-examples.ts';
import { FileExample, curlFormArguments, withFileExamples } from '../../generator/emit/docs/multipart-example.ts';
import { schemaExample } from '../../generator/emit/docs/schema-example.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';

const SPECS = path.join(projectRoot, 'test/fixtures/specs');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const modelOf = (file: string): ApiModel => documentModel(parse(fs.readFileSync(path.join(SPECS, file), 'utf8')));
const body = (model: ApiModel, name: string) => exampleBody(model, model.operations.find((op) => op.name === name || op.operationId === name)!);

/** The fenced blocks of one language in a markdown file, in order. */
const blocks = (markdown: string, lang: string) => [...markdown.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]);

describe('a request body made from its schema', () => {
  it('OpenAPI 3.1: required fields, nested, enum, minItems, oneOf, discriminator, allOf, formats, a cycle avoided', () => {
    const model = modelOf('no-examples.yaml');
    expect(body(model, 'createOrder')).toEqual({
      // `id` is readOnly but kept: the generated request type requires it. `notes` and `tags` are optional.
      id: '<id>',
      // `verified` is optional but has a default below the body (the generated type requires it); `priority` is the body's own.
      customer: { name: '<name>', email: 'user@example.com', address: { city: '<city>', country: 'NL', verified: true } },
      status: 'pending',
      lines: [
        { sku: '<sku>', quantity: 1 },
        { sku: '<sku>', quantity: 1 },
      ],
      payment: { kind: 'card', token: '<token>' },
      reference: '00000000-0000-4000-8000-000000000000',
      shipOn: '2025-01-31',
      quantityTotal: 1,
      // Its example, 'yes', is not a boolean.
      gift: false,
      website: 'https://example.com',
      score: 3,
      // No mapping: the discriminator's value is the branch's schema name, as the generated types read it.
      wrapping: { style: 'PaperWrap', colour: '<colour>' },
    });
    // allOf merged (with its writeOnly `author`), const, a 3.1 type list's first non-null type.
    expect(body(model, 'addOrderNote')).toEqual({ author: '<author>', updatedAt: '2025-01-31T09:30:00Z', text: '<text>', visibility: 'internal', pinnedAt: '2025-01-31T09:30:00Z' });
    // `parent` refers back to Category: its oneOf's null branch ends the cycle.
    expect(body(model, 'createCategory')).toEqual({ name: '<name>', parent: null, children: [] });
    // A multipart body (no JSON offered): its files stand for files the examples write as a Blob, curl as `@file`.
    expect(body(model, 'attachToOrder')).toEqual({ file: new FileExample(), scans: [new FileExample()], kind: 'invoice', pages: 1 });
    const attach = model.operations.find((op) => op.operationId === 'attachToOrder')!;
    expect(curlExample(model, attach)).toContain("  -F 'file=@file' \\\n  -F 'scans=@file' \\\n  --form-string 'kind=invoice' \\\n  --form-string 'pages=1' \\\n");
    expect(curlExample(model, attach)).not.toContain('Content-Type');
    expect(clientSample(model, attach)).toContain('file: new Blob([/* the file */]),\n    scans: [\n      new Blob([/* the file */])\n    ],');
    // A multipart body's own example goes as form parts too, its file fields as files under the names the description gives; not made.
    const receipt = model.operations.find((op) => op.operationId === 'attachReceipt')!;
    expect(body(model, 'attachReceipt')).toEqual({ receipt: new FileExample('receipt.pdf'), copies: [new FileExample('copy.pdf')], note: 'Scanned at the till' });
    expect(curlExample(model, receipt)).toContain("  -F 'receipt=@receipt.pdf' \\\n  -F 'copies=@copy.pdf' \\\n  --form-string 'note=Scanned at the till' \\\n");
    expect(curlExample(model, receipt)).not.toContain('Content-Type');
    expect(curlExample(model, receipt)).not.toContain(MADE_NOTE);
    expect(clientSample(model, receipt)).toContain("receipt: new File([/* the file */], 'receipt.pdf'),\n    copies: [\n      new File([/* the file */], 'copy.pdf')\n    ],");
    // A form body (no JSON offered) is made the same way.
    expect(body(model, 'refundOrder')).toEqual({ amount: 1, reason: 'damaged', notify: false });
    // The description's own example, and a body that requires nothing, stay as they were.
    expect(body(model, 'renameCategory')).toEqual({ name: 'Garden' });
    expect(body(model, 'cancelOrder')).toEqual({});
  });

  it('leaves required readOnly fields out when asked, through references and allOf', () => {
    const model = modelOf('no-examples.yaml');
    const schemaOf = (name: string) => model.operations.find((op) => op.operationId === name)!.request!.jsonSchema!;
    const order = schemaExample(model.schemas, schemaOf('createOrder'), { skipReadOnly: true }) as Record<string, unknown>;
    expect(Object.keys(order)).not.toContain('id');
    expect(Object.keys(order)).toContain('customer');
    expect(schemaExample(model.schemas, schemaOf('addOrderNote'), { skipReadOnly: true })).toEqual({ author: '<author>', text: '<text>', visibility: 'internal', pinnedAt: '2025-01-31T09:30:00Z' });
  });

  it('OpenAPI 3.0: nullable, exclusiveMinimum as a flag, anyOf, a cycle through allOf ending at null', () => {
    const model = modelOf('no-examples-30.yaml');
    expect(body(model, 'createFolder')).toEqual({ id: '00000000-0000-4000-8000-000000000000', name: '<name>', owner: { userId: '00000000-0000-4000-8000-000000000000', since: '2025-01-31T09:30:00Z' }, parent: null, labels: [] });
    expect(body(model, 'shareFolder')).toEqual({ with: ['user@example.com'], role: 'viewer', expiresOn: '2025-01-31', limit: 1, notify: false });
  });

  it("sets a discriminator to the value its branch declares, where the document maps it to none, as the types read it", () => {
    const schemas = { Developer: { type: 'object', required: ['role', 'content'], properties: { role: { type: 'string', enum: ['developer'] }, content: { type: 'string' } } } };
    const message = { oneOf: [{ $ref: '#/components/schemas/Developer' }], discriminator: { propertyName: 'role' } };
    expect(schemaExample(schemas, message)).toEqual({ role: 'developer', content: '<content>' });
  });

  it('stays small on a schema that asks for many items, or whose named schemas multiply out', () => {
    // Level i holds ten required fields, each of level i + 1: fully made, twelve levels would be 10^12 objects.
    const schemas: Record<string, any> = { Level12: { type: 'object', required: ['leaf'], properties: { leaf: { type: 'string' } } } };
    for (let i = 0; i < 12; i++) {
      const fields = Array.from({ length: 10 }, (_, f) => `f${f}`);
      schemas[`Level${i}`] = { type: 'object', required: fields, properties: Object.fromEntries(fields.map((f) => [f, { $ref: `#/components/schemas/Level${i + 1}` }])) };
    }
    const deep = schemaExample(schemas, { $ref: '#/components/schemas/Level0' });
    expect(JSON.stringify(deep).length).toBeLessThan(100_000);
    const many = schemaExample({}, { type: 'object', required: ['ids'], properties: { ids: { type: 'array', minItems: 1_000_000_000, items: { type: 'integer' } } } });
    expect(many).toEqual({ ids: Array(10).fill(0) });
  });

  it('is the same every time', () => {
    expect(JSON.stringify(body(modelOf('no-examples.yaml'), 'createOrder'))).toBe(JSON.stringify(body(modelOf('no-examples.yaml'), 'createOrder')));
  });
});

/**
 * The markdown reference's client call, compilable: where it names the fields of the curl example's
 * body (`{ customer, status } // the body of the curl example`), that body written in their place.
 */
function markdownCalls(markdown: string): string[] {
  const curls = blocks(markdown, 'sh');
  return blocks(markdown, 'ts').map((call, index) => {
    const shorthand = /\(\{ ([\w, ]+) \}\); \/\/ the body of the curl example/.exec(call);
    if (!shorthand) return call;
    const data = /-d '([^']*)'/.exec(curls[index]);
    expect(data, `the curl example before:\n${call}`).not.toBeNull();
    const json = JSON.parse(data![1]);
    expect(Object.keys(json).join(', ')).toBe(shorthand[1]);
    return call.replace(shorthand[0], `(${objectLiteral(json)});`);
  });
}

describe("a parameter's example", () => {
  it("is the parameter's own `example` or first of its `examples`, over its schema's (parameter-examples.yaml)", () => {
    const model = modelOf('parameter-examples.yaml');
    const op = model.operations.find((o) => o.operationId === 'multiply')!;
    // A null `example` cannot be sent, and `ten` is no integer: the schema's default and example stand in.
    expect(exampleParameters(model, op)).toEqual({ path: { a: 3, b: 4 }, query: { unit: 'metre', limit: 10 }, header: { 'X-Trace': 'trace-1' } });
    expect(curlExample(model, op)).toContain('"$BASE_URL/multiply/3/4?unit=metre&limit=10"');
  });

  it('is a list of one item for an array without an example, as the client types it (array-parameters.yaml)', () => {
    const model = modelOf('array-parameters.yaml');
    const op = model.operations.find((o) => o.operationId === 'batchGetItems')!;
    // A `$ref`'d item's type is not read here: its placeholder is the name, still in a list.
    expect(exampleParameters(model, op)).toEqual({ query: { ids: [0], tags: ['<tags>'], flags: ['<flags>'] } });
    expect(curlExample(model, op)).toContain('"$BASE_URL/items/by?ids=0&tags=<tags>&flags=<flags>"');
  });
});

describe("a multipart example's file names", () => {
  const multipart = { fileFields: ['photo', 'scan', 'path', 'spaced', 'quoted', 'scans'], fileListFields: ['scans'] };
  const quote = (text: string) => `'${text}'`;

  it("are the description's where its example gives one, and `file` where it gives text or none", () => {
    const own = { photo: 'photo.png', scan: 'the bytes of the scan', path: '../photo.png', spaced: 'my photo.png', quoted: "it's.png", scans: ['a.pdf', 'notes'], caption: 'photo.png' };
    const body = withFileExamples(own, multipart, true) as Record<string, unknown>;
    expect(curlFormArguments(body, quote)).toEqual([
      "  -F 'photo=@photo.png' \\",
      "  -F 'scan=@file' \\",
      "  -F 'path=@file' \\",
      "  -F 'spaced=@file' \\",
      "  -F 'quoted=@file' \\",
      "  -F 'scans=@a.pdf' \\",
      "  -F 'scans=@file' \\",
      // Not a file field: text as it is.
      "  --form-string 'caption=photo.png' \\",
    ]);
    expect(objectLiteral({ photo: body.photo, scan: body.scan })).toBe("{\n  photo: new File([/* the file */], 'photo.png'),\n  scan: new Blob([/* the file */])\n}");
    // A body made from the schema names no file, whatever its values.
    expect(withFileExamples({ photo: 'photo.png' }, multipart)).toEqual({ photo: new FileExample() });
  });

  it('are kept in any script, and not where an invisible control would show them other than they are', () => {
    const own = { photo: 'résumé.pdf', scan: '履歴書.pdf', path: 'e\u0301te\u0301.png', spaced: 'evil\u202Efdp.exe', quoted: 'a\u00A0b.pdf' };
    const body = withFileExamples(own, multipart, true) as Record<string, unknown>;
    expect(curlFormArguments(body, quote)).toEqual([
      "  -F 'photo=@résumé.pdf' \\",
      "  -F 'scan=@履歴書.pdf' \\",
      // Accents written as combining marks.
      "  -F 'path=@e\u0301te\u0301.png' \\",
      // A right-to-left override, and a no-break space.
      "  -F 'spaced=@file' \\",
      "  -F 'quoted=@file' \\",
    ]);
    // The TypeScript example, written through JSON as the samples are, keeps the name.
    expect(objectLiteral({ photo: body.photo, scan: body.scan })).toBe("{\n  photo: new File([/* the file */], 'résumé.pdf'),\n  scan: new File([/* the file */], '履歴書.pdf')\n}");
  });
});

describe('examples made from the schema compile and say they are made', () => {
  for (const file of ['no-examples.yaml', 'no-examples-30.yaml']) {
    // Generating the package and one tsc run over it: a safety net, on a busy machine, of two minutes.
    it(file, { timeout: 120_000 }, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-examples-'));
      scratch.push(dir);
      await generateClientPackage(path.join(SPECS, file), dir, [packageReadmeEmitter, docsMarkdownEmitter]);
      const model = modelOf(file);
      const { clientClass, packageName } = model.profile;
      const local = (source: string) => source.replaceAll(`from '${packageName}'`, "from './index.js'");
      const construct = `import { ${clientClass} } from './index.js';\nconst client = new ${clientClass}({ apiKey: 'k', baseUrl: 'https://example.com' });\n`;
      const snippets: Record<string, string> = {};

      // The README: each block that calls the client, after the block that constructs it.
      const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
      const calls = blocks(readme, 'ts').filter((block) => block.includes('await client.') && !/\bconst client\b/.test(block));
      expect(calls.length).toBeGreaterThan(1);
      calls.forEach((block, index) => (snippets[`readme_${index}`] = `${construct}${local(block)}\nexport {};\n`));

      // The markdown reference: each operation's client call, with the result types it names imported.
      const resultTypes = [...model.client.methods.values()].map((method) => `type ${method.resultType}`);
      const prelude = `import { ${clientClass}, ${resultTypes.join(', ')} } from './index.js';\nconst client = new ${clientClass}({ apiKey: 'k', baseUrl: 'https://example.com' });\n`;
      const reference = path.join(dir, 'docs/reference');
      const pages = fs.readdirSync(reference).filter((name) => name !== 'index.md' && name !== 'records.md');
      let referenceCalls = 0;
      for (const page of pages) {
        markdownCalls(fs.readFileSync(path.join(reference, page), 'utf8')).forEach((call, index) => {
          snippets[`reference_${page.replace(/\W/g, '_')}_${index}`] = `${prelude}${call}\nexport {};\n`;
          referenceCalls += 1;
        });
      }
      expect(referenceCalls).toBe(model.operations.length);

      // The HTML reference's whole programs.
      for (const op of model.operations) snippets[`html_${op.name.replace(/\W/g, '_')}`] = `${local(clientSample(model, op))}\nexport {};\n`;

      for (const [name, source] of Object.entries(snippets)) fs.writeFileSync(path.join(dir, `${name}.ts`), source);
      expect(await typeCheck(dir)).toBe('');
      expect(calls[0]).toContain(`// ${MADE_NOTE}\n`);

      // Marked where made, and only there: each made operation's curl and client call in the reference.
      const made = model.operations.filter((op) => requestBodyExample(model, op).made);
      // A made body is one the description does not give (its own multipart example, with files in place of file names, is given).
      for (const op of made) expect(op.request?.hasExample, op.name).toBeFalsy();
      expect(made.length).toBeGreaterThan(0);
      const markdown = pages.map((page) => fs.readFileSync(path.join(reference, page), 'utf8')).join('\n');
      expect(markdown.split(`# ${MADE_NOTE}\n`).length - 1).toBe(made.length);
      expect(markdown.split(`// ${MADE_NOTE}\n`).length - 1).toBe(made.length);
      for (const op of model.operations) {
        const sample = clientSample(model, op);
        expect(sample.includes(MADE_NOTE), op.name).toBe(made.includes(op));
      }
    });
  }

  it('the examples a description gives are not marked', () => {
    const petStore = modelOf('pet-store.yaml');
    expect(renderPackageReadme(petStore, projectRoot, 'pet-store.yaml')).not.toContain(MADE_NOTE);
    for (const op of petStore.operations) expect(clientSample(petStore, op)).not.toContain(MADE_NOTE);
    for (const file of ['generated/README.md', ...fs.readdirSync(path.join(projectRoot, 'generated/docs/reference')).map((name) => `generated/docs/reference/${name}`)]) {
      expect(fs.readFileSync(path.join(projectRoot, file), 'utf8'), file).not.toContain(MADE_NOTE);
    }
  });
});
