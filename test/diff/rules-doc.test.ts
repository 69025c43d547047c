// docs/change-rules.md is the rules table as rules.ts states it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRulesDoc, RULES_DOC } from '../../generator/changes/rules-doc.ts';
import { RULES } from '../../generator/changes/rules.ts';
import { projectRoot } from '../support/project.ts';

describe('docs/change-rules.md', () => {
  it('is written from rules.ts (node generator/changes/rules-doc.ts)', () => {
    expect(fs.readFileSync(path.join(projectRoot, RULES_DOC), 'utf8')).toBe(renderRulesDoc());
  });

  it('has one row per rule, each with its level', () => {
    const text = renderRulesDoc();
    for (const [id, rule] of Object.entries(RULES)) expect(text).toContain(`| \`${id}\` | ${rule.level} |`);
  });
});
