// deprecated aliases: a deprecated operation answers in the same shape as its replacement.
import { fail, skip, type Check, type Finding } from '../types.ts';
import { jsonAnswer } from './answers.ts';
import { childPath } from '../../generator/schema/json-path.ts';

export const deprecatedAliasCheck: Check = {
  name: 'deprecated-alias',
  description: 'a deprecated alias answers in the same shape as the operation that replaces it',
  async run(context) {
    const { operation, model } = context;
    if (!operation.deprecated || !operation.replacedBy) return skip('not a deprecated alias');
    const replacement = model.operations.find((o) => o.name === operation.replacedBy);
    if (!replacement) return fail([{ message: `the spec names "${operation.replacedBy}" as the replacement, but has no such operation` }]);
    const [alias, current] = await Promise.all([context.primary(), context.primary(replacement.name)]);
    const a = jsonAnswer(alias);
    const b = jsonAnswer(current);
    if (!a || !b) return skip(`no JSON answer from ${a ? replacement.name : operation.name} to compare (see its transport check)`);
    const findings: Finding[] = [];
    if (a.status !== b.status) findings.push({ message: `the alias answered HTTP ${a.status}, ${replacement.name} answered HTTP ${b.status}`, status: a.status, request: a.request });
    const difference = shapeDifference(a.json, b.json, '$');
    if (difference) findings.push({ message: `${difference.message} (compared with ${replacement.name}, sent ${b.request.body})`, path: difference.path, value: difference.value, request: a.request, status: a.status });
    return fail(findings);
  },
};

type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/**
 * The first place two bodies differ in shape: a key one has and the other lacks, or a value of
 * another JSON type. Values are not compared; `null` matches anything (an absent optional value).
 */
export function shapeDifference(alias: unknown, replacement: unknown, path: string): { path: string; message: string; value?: unknown } | null {
  const ka = kindOf(alias);
  const kb = kindOf(replacement);
  if (ka === 'null' || kb === 'null') return null;
  if (ka !== kb) return { path, message: `the alias gives ${ka} where the replacement gives ${kb}`, value: alias };
  if (ka === 'array') {
    const [x, y] = [(alias as unknown[])[0], (replacement as unknown[])[0]];
    return x === undefined || y === undefined ? null : shapeDifference(x, y, childPath(path, 0));
  }
  if (ka !== 'object') return null;
  const a = alias as Record<string, unknown>;
  const b = replacement as Record<string, unknown>;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const at = childPath(path, key);
    if (!(key in a)) return { path: at, message: 'the alias leaves out a field the replacement carries' };
    if (!(key in b)) return { path: at, message: 'the alias carries a field the replacement does not', value: a[key] };
    const inner = shapeDifference(a[key], b[key], at);
    if (inner) return inner;
  }
  return null;
}
