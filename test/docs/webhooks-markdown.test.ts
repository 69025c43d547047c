// The markdown reference of a document with webhooks (webhooks-reference.yaml): a webhooks page,
// linked from the index, gives each webhook's request (method, parameters, the payload's media type
// and fields, nested ones included) and the answers its receiver is expected to give, every spec
// text escaped. Tagged and untagged webhooks, one through a `$ref` path item, one with a text payload.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { documentModel } from '../../generator/document-model.ts';
import type { GeneratedFile } from '../../generator/emit/emitter.ts';
import { REFERENCE_DIR, renderReference } from '../../generator/emit/docs-markdown.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';

let files: GeneratedFile[];
const page = (name: string) => String(files.find((f) => f.path === `${REFERENCE_DIR}/${name}`)?.contents ?? '');
/** The text of the webhooks page's section anchored `anchor`, up to the next section. */
const section = (anchor: string) => page('webhooks.md').split(/(?=<a id=")/).find((part) => part.startsWith(`<a id="${anchor}"`)) ?? '';

/** The reference's pages for an OpenAPI document given inline. */
const referenceOf = (document: Record<string, any>) => renderReference(documentModel(document), projectRoot).map((f) => f.path.slice(REFERENCE_DIR.length + 1));

beforeAll(async () => {
  const model = documentModel((await loadSpec(path.join(projectRoot, 'test/fixtures/specs/webhooks-reference.yaml'))).document);
  files = renderReference(model, projectRoot);
});

describe('webhooks in the markdown reference (webhooks-reference.yaml)', () => {
  it('has a webhooks page, linked from the index with each webhook', () => {
    expect(files.map((f) => f.path.slice(REFERENCE_DIR.length + 1)).sort()).toEqual(['index.md', 'pets.md', 'records.md', 'webhooks.md']);
    const index = page('index.md');
    expect(index).toContain('Jump to the [modules](#modules) or the [webhooks](#webhooks).');
    expect(index).toContain(
      [
        '- [`petAdopted`](webhooks.md#petadopted) `POST`: A pet was adopted \\| *by you*',
        '- [`storeOpened`](webhooks.md#storeopened) `POST`: A store opened',
        '- [`stock/low`](webhooks.md#stock-low) `PUT`: Stock ran low',
        '- [`petReturned`](webhooks.md#petreturned) `POST`: A pet was returned',
      ].join('\n'),
    );
    // Every link to the webhooks page leads to an anchor of it.
    const anchors = new Set([...page('webhooks.md').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));
    const targets = [...index.matchAll(/\]\(webhooks\.md#([^)]+)\)/g), ...page('records.md').matchAll(/\]\(webhooks\.md#([^)]+)\)/g)].map((m) => m[1]);
    expect(targets.length).toBe(5);
    expect(targets.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('gives a tagged webhook its request, parameters, nested payload fields and expected answers, escaped', () => {
    expect(section('petadopted')).toBe(
      `<a id="petadopted"></a>

## \`petAdopted\`

**A pet was adopted \\| *by you***

Sent once the papers are signed. &lt;script&gt;alert(1)&lt;/script&gt;

| | |
|---|---|
| Request | \`POST\` to your receiver |
| Module | Events |

**Parameters**

| Name | In | Required | Description |
|---|---|---|---|
| \`X-Shop-Signature\` | header | yes | HMAC of the body \\| with the shared secret. |

**Payload**

Sent as \`application/json\`. The adoption.

| Field | Type | Required | Nullable | Description |
|---|---|---|---|---|
| \`pet\` | [Pet](records.md#pet) | yes | no | – |
| \`adopter\` | object | yes | no | Who adopted the pet. |
| \`adopter.name\` | string | yes | no | The adopter's *full* name. |
| \`adopter.address\` | object | no | no | – |
| \`adopter.address.city\` | string | no | no | City \\| town. |
| \`adoptedAt\` | string (date-time) \\| null | no | yes | – |

**Responses your receiver gives**

| Status | Description |
|---|---|
| \`200\` | Received. |
| \`410\` | Gone: the shop stops sending to this receiver. |

`,
    );
  });

  it('shows an untagged webhook, with no module row', () => {
    expect(section('storeopened')).toContain('## `storeOpened`\n\n**A store opened**\n\n| | |\n|---|---|\n| Request | `POST` to your receiver |\n\n**Payload**');
    expect(section('storeopened')).toContain('| `storeId` | string | no | no | – |');
    expect(section('storeopened')).toContain('| `204` | Received. |');
  });

  it('follows a $ref path item (components/pathItems)', () => {
    expect(section('petreturned')).toContain('**A pet was returned**');
    expect(section('petreturned')).toContain('| Module | Returns |');
    expect(section('petreturned')).toContain('| `petId` | string | no | no | The pet brought back. |');
  });

  it("takes a webhook's summary from its path item, and names a payload of no fields by its type", () => {
    expect(section('stock-low')).toContain('**Stock ran low**');
    expect(section('stock-low')).toContain('Sent as `text/plain`.\n\nThe payload is a `string`.');
  });

  it('names the webhooks on the records page a payload links to', () => {
    expect(page('records.md')).toContain('Used by [`listPets`](pets.md#listpets), [`petAdopted`](webhooks.md#petadopted).');
  });
});

describe('the webhooks page among the other pages', () => {
  const document = (extra: Record<string, any>) => ({
    openapi: '3.1.0',
    info: { title: 'Hooks', version: '1' },
    tags: [{ name: 'Webhooks' }],
    paths: { '/a': { get: { operationId: 'getA', tags: ['Webhooks'], responses: { '200': { description: 'OK' } } } } },
    ...extra,
  });

  it('keeps its name from a module named "Webhooks", only where the document has webhooks', () => {
    expect(referenceOf(document({ webhooks: { ping: { post: { responses: { '200': { description: 'OK' } } } } } }))).toEqual(['index.md', 'webhooks-2.md', 'webhooks.md']);
    expect(referenceOf(document({}))).toEqual(['index.md', 'webhooks.md']);
  });

  it("reads 3.0's x-webhooks, as Redoc does, and no x- key of the map", () => {
    const pages = renderReference(
      documentModel({ ...document({}), openapi: '3.0.3', 'x-webhooks': { ping: { post: { summary: 'Ping', responses: { '200': { description: 'OK' } } } }, 'x-internal': true } }),
      projectRoot,
    );
    const webhooksPage = String(pages.find((f) => f.path === `${REFERENCE_DIR}/webhooks.md`)?.contents);
    expect(webhooksPage).toContain('## `ping`\n\n**Ping**');
    expect(webhooksPage).not.toContain('x-internal');
  });

  it("leaves this service's reference, which has no webhooks, without a webhooks page or section", async () => {
    const pages = renderReference(await loadProjectModel(), projectRoot);
    expect(pages.some((f) => f.path.endsWith('/webhooks.md'))).toBe(false);
    const index = String(pages.find((f) => f.path === `${REFERENCE_DIR}/index.md`)!.contents);
    expect(index).not.toContain('<a id="webhooks"></a>');
    expect(index).not.toContain('](webhooks.md');
  });
});

describe("a 3.0 webhook's payload (webhooks-30-schemas.yaml)", () => {
  it("reads 3.0's nullable in the payload's table, as in an operation's request body of the same schema", async () => {
    const { document } = await loadSpec(path.join(projectRoot, 'test/fixtures/specs/webhooks-30-schemas.yaml'));
    // The webhook's request, sent to the service as an operation too.
    const request = document['x-webhooks'].ApplicantScored.post.requestBody;
    document.paths['/scores'] = { post: { operationId: 'scores.create', summary: 'Score', requestBody: request, responses: { '200': { description: 'Scored.' } } } };
    const pages = renderReference(documentModel(document), projectRoot);
    const rows = (name: string) => String(pages.find((f) => f.path === `${REFERENCE_DIR}/${name}`)?.contents).split('\n').filter((line) => /^\| `(id|note|score|bonus)` \|/.test(line));
    const expected = [
      '| `id` | string | yes | no | – |',
      '| `note` | string \\| null | no | yes | – |',
      '| `score` | number | no | no | – |',
      '| `bonus` | integer (cents) | no | no | – |',
    ];
    expect(rows('webhooks.md')).toEqual(expected);
    expect(rows('other.md')).toEqual(expected);
  });
});
