// The validators of stream items: each stream whose items are JSON (server-sent events whose data
// is JSON, JSON Lines) has its item schema compiled on its own, looked up by operation and media
// type (validateStreamItem); a stream of whole events has none, and an item schema Ajv cannot
// compile is left out with a warning, as other validators are.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import { projectRoot } from '../support/project.ts';
import { emitAndImport, type EmittedValidators } from './support.ts';

const emitted: EmittedValidators[] = [];
afterAll(() => emitted.forEach((e) => e.remove()));

async function validatorsOf(document: Record<string, any>): Promise<{ module: EmittedValidators['module']; declarations: string; warnings: string[] }> {
  const warnings: string[] = [];
  const result = await emitAndImport(documentModel(document), { warn: (message) => warnings.push(message) });
  emitted.push(result);
  return { module: result.module, declarations: result.declarations, warnings };
}

const plain = (result: { ok: boolean; errors: unknown[] }) => ({ ok: result.ok, errors: result.errors });

describe('validateStreamItem', () => {
  for (const fixture of ['event-streams.yaml', 'event-streams-32.yaml']) {
    it(`checks one item of each JSON stream against its item schema, by media type (${fixture})`, async () => {
      const { module, declarations, warnings } = await validatorsOf((await loadSpec(path.join(projectRoot, 'test/fixtures/specs', fixture))).document);
      expect(warnings).toEqual([]);
      const { validateStreamItem } = module;
      expect(plain(validateStreamItem('chat.create', 'text/event-stream', { index: 0, delta: 'H' }))).toEqual({ ok: true, errors: [] });
      expect(plain(validateStreamItem('chat.create', 'text/event-stream', { index: 'x', delta: 'H' }))).toEqual({ ok: false, errors: [{ path: '$.index', message: 'must be integer' }] });
      expect(plain(validateStreamItem('exports.list', 'application/x-ndjson', {}))).toEqual({ ok: false, errors: [{ path: '$.n', message: "must have required property 'n'" }] });
      // Not the JSON answer's schema: the item's.
      expect(validateStreamItem('chat.create', 'text/event-stream', { id: 'c1', text: 'Hello' }).ok).toBe(false);
      // Whole events, a media type the operation does not stream, an operation without streams: nothing to check.
      expect(validateStreamItem('logs.tail', 'text/event-stream', 42).ok).toBe(true);
      expect(validateStreamItem('chat.create', 'application/x-ndjson', 42).ok).toBe(true);
      expect(validateStreamItem('chat.create', '__proto__', 42).ok).toBe(true);
      expect(() => validateStreamItem('chat.nope', 'text/event-stream', {})).toThrow(/validateStreamItem: unknown operation "chat\.nope"/);
      expect(declarations).toContain('export function validateStreamItem(operation: OperationName, mediaType: string, item: unknown): ValidationResult;');
    });
  }

  it('leaves out an item schema Ajv cannot compile, with a warning, and passes its items', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Bad items', version: '1' },
      paths: {
        '/feed': {
          get: {
            operationId: 'feed',
            responses: {
              '200': {
                description: 'records',
                content: {
                  'application/x-ndjson': { schema: { type: 'object', properties: { code: { type: 'string', pattern: '(' } } } },
                  'text/event-stream': { schema: { type: 'object', required: ['n'] } },
                },
              },
            },
          },
        },
      },
    };
    const { module, warnings } = await validatorsOf(document);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Validator left out: feed application\/x-ndjson stream item \(validateStreamItem passes every item\): #\/paths\/~1feed\/get\/responses\/200\/content\/application~1x-ndjson\/schema\/properties\/code\/pattern .+\.$/);
    expect(module.leftOutValidators.feed?.items?.['application/x-ndjson']).toMatch(/^#\/paths\/~1feed\/.+\/pattern: /);
    expect(module.leftOutValidators.feed?.request).toBeUndefined();
    expect(module.validateStreamItem('feed', 'application/x-ndjson', { code: 1 }).ok).toBe(true);
    // The operation's other stream is still checked.
    expect(module.validateStreamItem('feed', 'text/event-stream', {}).ok).toBe(false);
  });
});
