// Whether one `pattern` accepts every string another accepts. JSON Schema matches a pattern
// anywhere in the string (`abc` accepts `xabcx`), so each pattern's language is the set of strings
// containing a match; refa turns both into finite automata and compares those. `^\w+$` -> `.*` is
// wider (every word matches `.*`), `^\d+$` -> `^[0-9]+$` is the same language written otherwise.
import { DFA, JS, NFA, Transformers, transform, type NoParent } from 'refa';
import { compiledPattern } from '../schema/inline-flags.js';
import { unicodePattern } from '../schema/unicode-pattern.ts';
import { relationOf, type Relation } from './relation.ts';

/** Automata bigger than this are not built: the answer is then 'unknown' (no pattern seen so far comes near). */
const MAX_NODES = 20_000;

const cache = new Map<string, Relation>();

/** How the strings `after` accepts relate to those `before` accepts. */
export function patternRelation(before: string, after: string): Relation {
  if (before === after) return 'equal';
  const key = `${before}\u0000${after}`;
  let relation = cache.get(key);
  if (relation === undefined) {
    relation = compute(before, after);
    cache.set(key, relation);
  }
  return relation;
}

/** Whether the pattern accepts every string (`.*`, `^[^]*$`): the empty pattern, found in any string, does. */
export function acceptsEverything(pattern: string): boolean {
  return patternRelation('', pattern) === 'equal';
}

function compute(before: string, after: string): Relation {
  let old: DFA;
  let now: DFA;
  try {
    old = language(before);
    now = language(after);
  } catch {
    // Backreferences, lookarounds inside the pattern, or a pattern too large to decide.
    return 'unknown';
  }
  try {
    return relationOf(isSubset(old, now), isSubset(now, old));
  } catch {
    return 'unknown';
  }
}

function isSubset(small: DFA, large: DFA): boolean {
  const outside = large.copy();
  outside.complement();
  return DFA.fromIntersection(small, outside, new DFA.LimitedNodeFactory(MAX_NODES)).isEmpty;
}

/**
 * The minimal automaton of the strings that contain a match of `pattern` (Unicode mode, as the
 * validators compile it: a leading flag group, `(?i)`, read as the rest with its flags).
 */
function language(pattern: string): DFA {
  const { source, flags } = compiledPattern(unicodePattern(pattern) ?? pattern, 'u');
  const { expression, maxCharacter } = JS.Parser.fromLiteral({ source, flags }).parse({ assertions: 'parse', backreferences: 'throw', maxNodes: MAX_NODES });
  const simplified = transform(Transformers.simplify({ ignoreOrder: true }), searched(expression));
  const nfa = NFA.fromRegex(simplified, { maxCharacter }, { assertions: 'throw' }, new NFA.LimitedNodeFactory(MAX_NODES));
  const dfa = DFA.fromFA(nfa, new DFA.LimitedNodeFactory(MAX_NODES));
  dfa.minimize();
  return dfa;
}

type Expression = NoParent<ReturnType<JS.Parser['parse']>['expression']>;
type Concatenation = Expression['alternatives'][number];
type Element = Concatenation['elements'][number];

/** `[^]*`: any characters, as many as there are. */
const ANY_CHARACTERS: Element = JS.Parser.fromLiteral({ source: '[^]*', flags: 'u' }).parse().expression.alternatives[0].elements[0];

/**
 * Each alternative of the pattern as a search matches it: a leading `^` (refa's "no character
 * before") is dropped, and without it any characters may come first; the same at the end for `$`.
 */
function searched(expression: Expression): Expression {
  const alternatives = expression.alternatives.map((alternative): Concatenation => {
    const elements = [...alternative.elements];
    const anchoredStart = elements.length > 0 && isEdge(elements[0], 'behind');
    if (anchoredStart) elements.shift();
    const anchoredEnd = elements.length > 0 && isEdge(elements[elements.length - 1], 'ahead');
    if (anchoredEnd) elements.pop();
    return { type: 'Concatenation', elements: [...(anchoredStart ? [] : [ANY_CHARACTERS]), ...elements, ...(anchoredEnd ? [] : [ANY_CHARACTERS])] };
  });
  return { type: 'Expression', alternatives };
}

/** `^` (kind 'behind') or `$` (kind 'ahead'): refa writes them as "no character before / after". */
function isEdge(element: Element, kind: 'behind' | 'ahead'): boolean {
  if (element.type !== 'Assertion' || element.kind !== kind || !element.negate) return false;
  const [only] = element.alternatives;
  if (element.alternatives.length !== 1 || only.elements.length !== 1) return false;
  const [character] = only.elements;
  return character.type === 'CharacterClass' && character.characters.isAll;
}
