// When a lint rule throws instead of reporting (Redocly's own rule or a plugin's, reading a value of
// a type it did not expect, such as a `null` where an object belongs), Redocly's lint ends with that
// bare error and no place. This words it as a refusal: which rule stopped, with what, and the
// document's structural problems (a lint of `struct` alone, which reads every node by its type),
// among which the value that stopped the rule most likely is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lint } from '@redocly/openapi-core';
import { SpecResolver } from './spec-resolver.mjs';
import { foreignTypesPlugin } from './foreign-types.mjs';
import { shownRef } from './spec-address.ts';

/** Where Redocly's built-in rules live inside its package: a frame there names the rule by its file. */
const REDOCLY_RULES = `${path.sep}@redocly${path.sep}openapi-core${path.sep}lib${path.sep}rules${path.sep}`;

/** Whether `error`, thrown by lint, is code failing on a value rather than Redocly refusing the document. */
export function isRuleFailure(error) {
  return error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError;
}

/**
 * `{ problems, hint }` for a lint that `error` stopped: the structural problems of the document at
 * `specPath` (`file:line:column message (struct)`), or one line naming the file where there are
 * none, and the hint saying which rule stopped and how. `originHeaders`: `--spec-header`'s, with
 * which a URL `specPath` is read again.
 */
export async function lintStopped(error, specPath, formatProblem, originHeaders = undefined, cwd = process.cwd()) {
  const who = ruleOf(error, cwd);
  const said = firstLine(error.message);
  const structural = await structuralProblems(specPath, originHeaders).catch(() => []);
  const problems = structural.length > 0 ? structural.map((problem) => formatProblem(problem, cwd)) : [`${shownRef(specPath, cwd)}: ${who} stopped with "${said}"`];
  const cause = structural.length > 0 ? ', most likely at one of the places above' : '';
  return { problems, hint: `Lint stopped early: ${who} failed with "${said}" on a value it did not expect${cause}; nothing after it was checked.` };
}

/** The document's problems by `struct` alone, with node types read as for any other document. */
async function structuralProblems(specPath, originHeaders) {
  const config = await createConfig({ rules: { struct: 'error' } }, { plugins: [foreignTypesPlugin] });
  const problems = await lint({ ref: specPath, config, externalRefResolver: new SpecResolver(config.resolve, originHeaders) });
  return problems.filter((problem) => problem.severity === 'error');
}

/** The rule that threw, from the top frame of the stack: Redocly's by its name, any other by its file and line. */
function ruleOf(error, cwd) {
  const place = topFramePlace(error.stack ?? '');
  if (place === null) return 'a lint rule';
  const { file, line } = splitPlace(place);
  const at = file.indexOf(REDOCLY_RULES);
  if (at !== -1) return `Redocly's rule \`${path.basename(file, '.js')}\``;
  return `the lint rule at ${path.relative(cwd, file) || file}${line ? `:${line}` : ''}`;
}

/**
 * The place (`file:line:column`, the file as a path or URL) of the first `at` line of a V8 stack in
 * a file (not Node's own code, `node:...`, nor a builtin's `<anonymous>`), or null.
 */
function topFramePlace(stack) {
  for (const line of stack.split('\n')) {
    const text = line.trim();
    if (!text.startsWith('at ')) continue;
    const place = text.endsWith(')') ? text.slice(text.lastIndexOf('(') + 1, -1) : text.slice('at '.length);
    if (!place.startsWith('node:') && !place.startsWith('<')) return place;
  }
  return null;
}

/** `{ file, line }` of a stack place, the file as a path; `line` is empty where the place has none. */
function splitPlace(place) {
  const lastColon = place.lastIndexOf(':');
  const before = lastColon === -1 ? -1 : place.lastIndexOf(':', lastColon - 1);
  const line = before === -1 ? '' : place.slice(before + 1, lastColon);
  const numbered = /^\d+$/.test(line) && /^\d+$/.test(place.slice(lastColon + 1));
  const file = numbered ? place.slice(0, before) : place;
  return { file: file.startsWith('file://') ? fileURLToPath(file) : file, line: numbered ? line : '' };
}

const firstLine = (text) => String(text).split('\n')[0];
