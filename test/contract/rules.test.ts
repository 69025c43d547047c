// The service description's rules (contract/rules.ts): each names checks the suite has, the
// README's table is the one rendered from them, and each quotes the description's words on the
// line it cites. That every rule's checks run against the sandbox is held in sandbox.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS, SCENARIOS } from '../../contract/checks/index.ts';
import { loadModel } from '../../contract/model.ts';
import { README, withRulesTable } from '../../contract/rules-table.ts';
import { checkOf, RULES } from '../../contract/rules.ts';

const checks = new Set([...CHECKS, ...SCENARIOS].map((c) => c.name));
const perOperation = new Set(CHECKS.map((c) => c.name));
const operations = new Set(loadModel().operations.map((o) => o.name));

describe('the rules of the service description', () => {
  it('each names at least one check, and only checks (and operations) the suite has', () => {
    expect(RULES.length).toBeGreaterThan(40);
    for (const rule of RULES) {
      expect(rule.checks.length, `line ${rule.line}`).toBeGreaterThan(0);
      for (const entry of rule.checks) {
        const { check, operation } = checkOf(entry);
        expect(checks.has(check), `line ${rule.line} names "${check}", which the suite does not have`).toBe(true);
        if (operation) {
          expect(operations.has(operation), `line ${rule.line} names the operation "${operation}"`).toBe(true);
          expect(perOperation.has(check), `line ${rule.line}: "${entry}" names an operation for a check that runs once`).toBe(true);
        }
      }
    }
  });

  it('contract/README.md holds the table rendered from them', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(readme, 'run `node contract/rules-table.ts --write`').toBe(withRulesTable(readme));
  });

  // The description is kept beside the repository (it is the project's brief, not part of the package).
  const description = [process.env.HIRING_SERVICE_DESCRIPTION, '../shared/seeds/000_c523f8deffd3ce65.txt', '../../shared/seeds/000_c523f8deffd3ce65.txt']
    .filter((p): p is string => Boolean(p))
    .map((p) => path.resolve(import.meta.dirname, '../..', p))
    .find((p) => fs.existsSync(p));
  it.skipIf(!description)('quote the description word for word, on the line they cite', () => {
    const lines = fs.readFileSync(description!, 'utf8').split('\n');
    for (const rule of RULES) expect(lines[rule.line - 1], `line ${rule.line}`).toContain(rule.wording);
  });
});
