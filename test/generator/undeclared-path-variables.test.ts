// A path template variable no parameter declares (test/fixtures/specs/undeclared-path-variable.yaml:
// `/things/{other}`, and `{item}` beside a declared `{group}`), as openapi-typescript reads it: the
// client takes it as a required string path parameter, typed and encoded like a declared one, and
// sends it in the URL (not `%7Bother%7D`); the generated server routes the request and hands the
// handler the value; the docs list the parameter; a warning that changes the output names each one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { docsMarkdownEmitter } from '../../generator/emit/docs-markdown.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/undeclared-path-variable.yaml');
const specFile = path.relative(process.cwd(), specPath);

let dir: string;
let server: TestServer | undefined;
let client: any;
let result: Awaited<ReturnType<typeof generateClientPackage>>;
/** The path parameters each handler was given, by operation. */
const received: Record<string, any> = {};
/** The URL of each request the server saw. */
const urls: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'undeclared-path-'));
  result = await generateClientPackage(specPath, dir, [serverEmitter, docsMarkdownEmitter]);
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const listener = createRequestListener({
    authenticate: () => 'anyone',
    handlers: {
      'things.get': (_body: unknown, context: { pathParams: Record<string, string> }) => ((received['things.get'] = context.pathParams), { name: 'x' }),
      'items.delete': (_body: unknown, context: { pathParams: Record<string, string> }) => ((received['items.delete'] = context.pathParams), undefined),
    },
  });
  server = await startTestServer((request, response) => {
    urls.push(request.url!);
    return listener(request, response);
  });
  const { UndeclaredPathVariableClient } = await import(path.join(dir, 'index.ts'));
  client = new UndeclaredPathVariableClient({ baseUrl: server.baseUrl, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a path variable no parameter declares', () => {
  it('is warned about as changing the output, naming the path, the variable and where the operation is written', () => {
    expect(result.warningGroups.output).toEqual([
      expect.stringMatching(new RegExp(`^${specFile.replace(/[.]/g, '\\.')}:9:5 \`GET /things/\\{other\\}\` uses \`\\{other\\}\`, which no path parameter declares: the client takes \`other\` as a required string path parameter`)),
      expect.stringMatching(new RegExp(`^${specFile.replace(/[.]/g, '\\.')}:21:5 \`DELETE /groups/\\{group\\}/items/\\{item\\}\` uses \`\\{item\\}\``)),
    ]);
  });

  it('is sent in the URL, encoded like a declared path parameter, and the server hands it to the handler', async () => {
    await expect(client.things.get({ path: { other: 'a b/c' } })).resolves.toEqual({ name: 'x' });
    expect(urls.at(-1)).toBe('/things/a%20b%2Fc');
    expect(received['things.get']).toEqual({ other: 'a b/c' });
    await client.items.delete({ path: { group: 7, item: 'i-1' } });
    expect(urls.at(-1)).toBe('/groups/7/items/i-1');
    expect(received['items.delete']).toEqual({ group: '7', item: 'i-1' });
  });

  it('is a required string in the types the client and the server take, under tsc --strict', async () => {
    fs.writeFileSync(
      path.join(dir, 'uses.ts'),
      [
        "import type { ThingsGetParams, ItemsDeleteParams } from './index.js';",
        "export const thing: ThingsGetParams = { path: { other: 'x' } };",
        "export const item: ItemsDeleteParams = { path: { group: 1, item: 'y' } };",
        '// @ts-expect-error the variable is required',
        'export const missing: ThingsGetParams = { path: {} };',
        '// @ts-expect-error it is a string',
        'export const numeric: ThingsGetParams = { path: { other: 1 } };',
      ].join('\n'),
    );
    expect(await typeCheck(dir)).toBe('');
  });

  it('is listed among the parameters in the docs, saying it was not declared', () => {
    const docs = fs.readdirSync(path.join(dir, 'docs'), { recursive: true }).map(String).filter((file) => file.endsWith('.md'));
    const text = docs.map((file) => fs.readFileSync(path.join(dir, 'docs', file), 'utf8')).join('\n');
    expect(text).toContain('| `other` | path | yes | Not declared in the document: taken from the path `/things/{other}`. |');
    expect(text).toContain('| `item` | path | yes | Not declared in the document: taken from the path `/groups/{group}/items/{item}`. |');
  });
});
