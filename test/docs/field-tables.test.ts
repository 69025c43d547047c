// Field tables stay bounded on documents whose records nest each other: a field whose type is a
// named record links to it and stops, also when OpenAPI 3.0 wraps the reference in a one-part allOf
// to give it a description. Sizes are asserted as row counts, never as times.
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';
import { documentModel } from '../../generator/document-model.ts';
import { REFERENCE_DIR, renderReference } from '../../generator/emit/docs-markdown.ts';
import { schemaFields } from '../../generator/emit/docs/schema-fields.ts';

const RECORDS = 6;
const ref = (i: number) => `#/components/schemas/Record${i}`;

/**
 * `Record0` … `Record5`, each with a field per record (itself included), every one a described
 * reference (`{ description, allOf: [{ $ref }] }`): a table that expanded them would have
 * 6 + 6² + … rows, one that stops at each record has 6.
 */
function nestingRecords(): Record<string, any> {
  const schemas: Record<string, any> = {};
  for (let i = 0; i < RECORDS; i++) {
    const properties: Record<string, any> = {};
    for (let j = 0; j < RECORDS; j++) properties[`to${j}`] = { description: `Record ${j} inside record ${i}.`, allOf: [{ $ref: ref(j) }] };
    schemas[`Record${i}`] = { type: 'object', description: `Record ${i}.`, properties };
  }
  return schemas;
}

describe('field tables of records that nest each other', () => {
  it('read a described one-part allOf reference as the record it names, and stop there', () => {
    const schemas = nestingRecords();
    const rows = schemaFields(schemas, { $ref: ref(0) }, { records: false, maxDepth: 6 });
    expect(rows.map((row) => row.name)).toEqual(Array.from({ length: RECORDS }, (_, j) => `to${j}`));
    expect(rows.map((row) => row.record)).toEqual(Array.from({ length: RECORDS }, (_, j) => `Record${j}`));
    expect(rows.map((row) => row.type)).toEqual(Array.from({ length: RECORDS }, (_, j) => `Record${j}`));
    // The wrapper's own words describe the field.
    expect(rows[1].description).toBe('Record 1 inside record 0.');
  });

  it('expand records, when asked to (records: true), up to a cycle through a described reference, not through it', () => {
    const rows = schemaFields(nestingRecords(), { $ref: ref(0) }, { maxDepth: 3 });
    // Six fields; each opens its record's six fields, of which the five that name another record open again.
    expect(rows).toHaveLength(6 + 6 * 6 + 6 * 5 * 6);
    expect(rows.some((row) => row.name === 'to1.to1.to0')).toBe(false);
    expect(rows.some((row) => row.name === 'to1.to2.to0')).toBe(true);
  });

  it('build a records page of one table row per field, and operation tables that link to records', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Nesting', version: '1' },
      paths: {
        '/records/{id}': {
          get: {
            operationId: 'records.get',
            summary: 'Get a record',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref(0) } } } } },
          },
        },
      },
      components: { schemas: nestingRecords() },
    };
    const pages = renderReference(documentModel(document), projectRoot);
    const fieldRows = (path: string) => String(pages.find((page) => page.path === `${REFERENCE_DIR}/${path}`)!.contents).split('\n').filter((line) => line.startsWith('| `to'));
    expect(fieldRows('records.md')).toHaveLength(RECORDS * RECORDS);
    const operationPage = pages.find((page) => page.path !== `${REFERENCE_DIR}/records.md` && page.path !== `${REFERENCE_DIR}/index.md`)!;
    const operationRows = fieldRows(operationPage.path.slice(REFERENCE_DIR.length + 1));
    expect(operationRows).toHaveLength(RECORDS);
    expect(operationRows[0]).toContain('](records.md#record0)');
  });
});

describe("OpenAPI 3.0's nullable in field tables", () => {
  it('makes a field nullable on the field, on the component it names, or beside its $ref; a field of no type stays `any`', () => {
    const schemas = {
      Breed: { type: 'string', nullable: true },
      Person: { type: 'object', properties: { name: { type: 'string' } } },
    };
    const body = {
      type: 'object',
      properties: {
        note: { type: 'string', nullable: true },
        breed: { $ref: '#/components/schemas/Breed' },
        owner: { $ref: '#/components/schemas/Person', nullable: true },
        size: { type: 'string', enum: ['small', 'large'], nullable: true },
        anything: { nullable: true },
        plain: { type: 'string', nullable: false },
        // Labels that name null already say it once.
        colour: { type: 'string', enum: ['red', null], nullable: true },
        cleared: { const: null, nullable: true },
        tags: { type: 'array', items: { nullable: true } },
        codes: { type: 'array', items: { type: ['string', 'null'], enum: ['a', null] } },
        ids: { type: 'array', items: { type: 'integer', nullable: true } },
      },
    };
    const rows = schemaFields(schemas, body, { records: false });
    expect(rows.map(({ name, type, nullable }) => [name, type, nullable])).toEqual([
      ['note', 'string | null', true],
      ['breed', 'string | null', true],
      ['owner', 'Person | null', true],
      ['size', '"small" | "large" | null', true],
      ['anything', 'any', true],
      ['plain', 'string', false],
      ['colour', '"red" | null', true],
      ['cleared', 'null', true],
      ['tags', 'array of any', false],
      ['codes', 'array of ("a" | null)', false],
      ['ids', 'array of (integer | null)', false],
    ]);
  });
});

describe('the notes of a deprecated field', () => {
  it('end its description with a full stop before "Deprecated." where the description has none', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Teams', version: '1' },
      paths: {
        '/teams': {
          post: {
            operationId: 'teams.create',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      name: { type: 'string', deprecated: true, description: 'If not provided, it is\n  generated from the slug' },
                      label: { type: 'string', deprecated: true, description: 'Shown in lists.' },
                      code: { type: 'string', deprecated: true },
                    },
                  },
                },
              },
            },
            responses: { '204': { description: 'created' } },
          },
        },
      },
    };
    const pages = renderReference(documentModel(document), projectRoot);
    const rows = pages.flatMap((page) => String(page.contents).split('\n')).filter((line) => /^\| `(name|label|code)`/.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/generated from the slug\. Deprecated\. \|$/);
    expect(rows[1]).toMatch(/Shown in lists\. Deprecated\. \|$/);
    expect(rows[2]).toMatch(/\| Deprecated\. \|$/);
  });
});
