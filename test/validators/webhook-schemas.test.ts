// A document's webhook payloads are among its schemas wherever the docs read its webhooks: under
// `x-webhooks` in a 3.0 document (webhooks-30-schemas.yaml), as under 3.1's `webhooks`, so what is
// said of every schema (an unknown format, say) is said of them too. An `x-` key of the map is an
// extension, not a webhook, as model/webhooks.ts reads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentSchemas } from '../../generator/schema/walk-schema.ts';
import { projectRoot } from '../support/project.ts';

const fixture = path.join(projectRoot, 'test/fixtures/specs/webhooks-30-schemas.yaml');
const PAYLOAD = '#/x-webhooks/ApplicantScored/post/requestBody/content/application~1json/schema';
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The pointers documentSchemas lists outside `components.schemas`. */
const declaredOutsideComponents = (document: Record<string, any>) => documentSchemas(document).map((found) => found.pointer).filter((pointer) => !pointer.startsWith('#/components/'));

describe('the schemas of webhooks given as x-webhooks (webhooks-30-schemas.yaml)', () => {
  it("lists a 3.0 document's x-webhooks payloads with the paths' schemas, and no extension of the map", async () => {
    const { document } = await loadSpec(fixture);
    expect(declaredOutsideComponents(document)).toEqual(['#/paths/~1applicants/get/responses/200/content/application~1json/schema', PAYLOAD]);
  });

  it('reads the webhooks map the docs read: x-webhooks where a document has both', () => {
    const hook = (property: string) => ({ post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { [property]: { type: 'string' } } } } } }, responses: {} } });
    const document = { openapi: '3.0.3', info: { title: 'Both', version: '1' }, paths: {}, 'x-webhooks': { shown: hook('a') }, webhooks: { ignored: hook('b') } };
    expect(declaredOutsideComponents(document)).toEqual(['#/x-webhooks/shown/post/requestBody/content/application~1json/schema']);
  });

  it("reports a format no validator knows in a webhook's payload, at its place in the file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-schemas-'));
    scratch.push(dir);
    const result = await generate({ projectRoot, specPath: fixture, outDir: path.join(dir, 'out'), emitters: [validatorsEmitter] });
    const where = `${path.relative(process.cwd(), fixture)}:37:41`;
    expect(result.warningGroups.notes).toEqual([`Unknown format "cents": an annotation, values are not checked against it; used at ${where}.`]);
  });
});
