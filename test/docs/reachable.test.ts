// What a reader on a git host can learn from the markdown alone: every operation's section carries
// the spec's response example, and every field of every named schema is listed on some page (the
// records page, linked from the index and from the tables that use each record).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import type { ApiModel } from '../../generator/model/types.ts';

const reference = path.join(projectRoot, 'generated/docs/reference');
const read = (file: string) => fs.readFileSync(path.join(reference, file), 'utf8');
let model: ApiModel;

beforeAll(async () => {
  model = await loadProjectModel();
});

/** Each `## \`name\`` section of a page, by name. */
function sections(markdown: string): Map<string, string> {
  const parts = markdown.split(/^(?=## `)/m).slice(1);
  return new Map(parts.map((part) => [/^## `([^`]+)`/.exec(part)![1], part]));
}

/** The first cells of a section's table rows: `candidateId`, `results[].id`. */
function rowNames(section: string): string[] {
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
}

/** A named schema's own property names, through $ref and allOf (read from the document, not the docs code). */
function propertyNames(schema: any, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  const target = typeof schema.$ref === 'string' ? model.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return [...Object.keys((target as any)?.properties ?? {}), ...((target as any)?.allOf ?? []).flatMap((part: unknown) => propertyNames(part, depth + 1))];
}

describe('markdown reference reachability', () => {
  it('lists every field of every named schema on the records page, linked from the index', () => {
    const records = sections(read('records.md'));
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(model.schemas)) {
      const properties = propertyNames(schema);
      if (properties.length === 0) continue;
      const rows = new Set(rowNames(records.get(name) ?? ''));
      for (const property of properties) if (!rows.has(property)) missing.push(`${name}.${property}`);
    }
    expect(missing).toEqual([]);
    // The nested types a reader could not find before.
    for (const [record, field] of [['EmailAddress', 'isPrimary'], ['InterviewStageSummary', 'interviewPlanId'], ['ApplicationJob', 'locationId']]) {
      expect(rowNames(records.get(record) ?? ''), `${record}.${field}`).toContain(field);
    }
    expect(read('index.md')).toContain('[Records](records.md)');
  });

  it("gives every operation with a response example that example, as the spec has it", () => {
    const pages = fs.readdirSync(reference).filter((f) => f.endsWith('.md') && !['index.md', 'records.md', 'changes.md'].includes(f));
    const all = new Map(pages.flatMap((file) => [...sections(read(file))]));
    const withExample = model.operations.filter((op) => op.response.hasExample);
    expect(withExample.length).toBeGreaterThan(100);
    for (const op of withExample) {
      const section = all.get(op.name);
      const fence = /\*\*Response example\*\*\n\n```json\n([\s\S]*?)\n```\n/.exec(section ?? '');
      expect(fence, `${op.name} has a response example`).not.toBeNull();
      expect(JSON.parse(fence![1]), op.name).toEqual(op.response.example);
    }
  });
});
