// Which checks run on which operations: `--only` and `--skip` take check names (a name selects its
// dotted sub-checks: `security` is every `security.*`) and operation names (a resource name such
// as `candidate` is every `candidate.*` operation), in any mix.
import type { ApiModel, OperationModel } from '../generator/model/types.ts';
import { CHECKS, SCENARIOS } from './checks/index.ts';
import { UsageError } from './errors.ts';
import type { Check, Scenario } from './types.ts';

export interface Selection {
  operations: OperationModel[];
  /** The per-operation checks to run. */
  checks: Check[];
  /** The checks across operations to run: those selected whose operations are all selected. */
  scenarios: Scenario[];
}

const matchesCheck = (name: string, wanted: string) => name === wanted || name.startsWith(`${wanted}.`);
const matchesOperation = (operation: OperationModel, wanted: string) => operation.name === wanted || operation.name.startsWith(`${wanted}.`);

export function selectRun(model: ApiModel, only: string[] | undefined, skip: string[] | undefined): Selection {
  const checkNames = [...CHECKS, ...SCENARIOS].map((c) => c.name);
  const sort = (flag: string, names: string[] | undefined) => {
    if (names === undefined) return { checks: [], operations: [] };
    if (names.length === 0) throw new UsageError(`${flag} needs at least one check or operation name.`);
    const checks = names.filter((n) => checkNames.some((c) => matchesCheck(c, n)));
    const operations = names.filter((n) => !checks.includes(n) && model.operations.some((o) => matchesOperation(o, n)));
    const unknown = names.filter((n) => !checks.includes(n) && !operations.includes(n));
    if (unknown.length) throw new UsageError(`${flag} names neither a check nor an operation: ${unknown.map((n) => hint(n, checkNames, model)).join('; ')}.`);
    return { checks, operations };
  };
  const wanted = sort('--only', only);
  const unwanted = sort('--skip', skip);

  const operations = model.operations.filter(
    (o) => (wanted.operations.length === 0 || wanted.operations.some((n) => matchesOperation(o, n))) && !unwanted.operations.some((n) => matchesOperation(o, n)),
  );
  const keep = (c: { name: string }) => (wanted.checks.length === 0 || wanted.checks.some((n) => matchesCheck(c.name, n))) && !unwanted.checks.some((n) => matchesCheck(c.name, n));
  const selected = new Set(operations.map((o) => o.name));
  return {
    operations,
    checks: CHECKS.filter(keep),
    scenarios: SCENARIOS.filter(keep).filter((s) => s.uses.every((name) => selected.has(name))),
  };
}

/** A name quoted with the closest check or operation names, for a usage error. */
function hint(name: string, checks: string[], model: ApiModel): string {
  const candidates = [...checks, ...model.operations.map((o) => o.name)];
  const close = candidates.map((n) => ({ n, d: editDistance(name.toLowerCase(), n.toLowerCase()) })).filter((c) => c.d <= Math.max(3, name.length / 3));
  close.sort((a, b) => a.d - b.d || a.n.localeCompare(b.n));
  return close.length ? `"${name}" (did you mean ${close.slice(0, 3).map((c) => c.n).join(', ')}?)` : `"${name}"`;
}

/** Levenshtein distance, for "did you mean" hints. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
