// No regular expression the project runs on client input or on a --spec document's text can
// backtrack super-linearly: every regex literal and `new RegExp('...')` in the hand-written code of
// sandbox/, templates/ and generator/, and every pattern compiled into generated/validators.js,
// goes through recheck (a maintained ReDoS analyser), with no exception list. A spec whose own
// pattern is vulnerable gets a generate-time warning naming it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { validatorsEmitter } from '../../generator/emit/validators.ts';
import { regexVerdict, repeatsWithoutBound, vulnerablePatterns } from '../../generator/schema/redos.ts';
import { projectRoot } from '../support/project.ts';

interface FoundRegex {
  where: string;
  source: string;
  flags: string;
}

const CODE = /\.(ts|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(projectRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
}

/** Regex literals and RegExp constructions from string literals; dynamic constructions are listed apart. */
function regexesIn(file: string): { found: FoundRegex[]; dynamic: string[] } {
  const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/');
      found.push({ where: where(node), source: node.text.slice(1, slash), flags: node.text.slice(slash + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      if (pattern && ts.isStringLiteralLike(pattern) && (!flags || ts.isStringLiteralLike(flags))) found.push({ where: where(node), source: pattern.text, flags: flags ? (flags as ts.StringLiteral).text : '' });
      else if (pattern) dynamic.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, dynamic };
}

/** The patterns Ajv's standalone code compiles (`new RegExp("...", "u")`). */
function generatedPatterns(): FoundRegex[] {
  const text = fs.readFileSync(path.join(projectRoot, 'generated/validators.js'), 'utf8');
  return [...text.matchAll(/new RegExp\(("(?:[^"\\]|\\.)*"), "([a-z]*)"\)/g)].map((m) => ({ where: 'generated/validators.js', source: JSON.parse(m[1]) as string, flags: m[2] }));
}

/**
 * RegExps built at run time, each with why it is linear: checked by reading, since no analyser sees
 * their text. A new one fails the test until it is added here with its reason.
 */
const DYNAMIC_REVIEWED: Record<string, string> = {
  'templates/server/routes.ts': 'a path template of the spec: literal text escaped, each parameter `([^/]+)`',
  'templates/runtime/core.ts': 'an error code escaped as literal text between word boundaries',
  'templates/runtime/redact.ts': 'a secret escaped as literal text between word boundaries',
  'generator/load/lint.mjs': 'a file path escaped as literal text, then digits',
  'generator/schema/inline-flags.js': "a spec's own pattern, as the validators compile it, also on the spec's own examples in the change report (a vulnerable one is warned about at generate time)",
};


describe('regular expressions backtrack at most linearly', () => {
  const files = ['sandbox', 'templates', 'generator', 'runtime'].filter((dir) => fs.existsSync(path.join(projectRoot, dir))).flatMap(sourceFiles);
  const scanned = files.map(regexesIn);
  const all = [...scanned.flatMap((s) => s.found), ...generatedPatterns()];

  it('finds the regexes it is meant to check (the e-mail check and the validators patterns among them)', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((r) => r.where.startsWith('generated/validators.js'))).toBe(true);
    expect(all.some((r) => r.where.startsWith('sandbox/'))).toBe(true);
  });

  it('recheck calls none of them vulnerable', async () => {
    const checked = await Promise.all(all.map(async (regex) => ({ ...regex, verdict: await regexVerdict(regex.source, regex.flags.replace(/[gy]/g, '')) })));
    const vulnerable = checked.filter((r) => !r.verdict.safe);
    const unexpected = vulnerable.map((r) => `${r.where}: /${r.source}/${r.flags}: ${r.verdict.summary}${r.verdict.attack ? ` (${r.verdict.attack})` : ''}`);
    expect(unexpected).toEqual([]);
  }, 300_000);

  it('every RegExp built at run time is one a person has reviewed', () => {
    const unreviewed = scanned.flatMap((s) => s.dynamic).filter((where) => !Object.keys(DYNAMIC_REVIEWED).some((prefix) => where.startsWith(prefix)));
    expect(unreviewed).toEqual([]);
  });

  it('the reviewed list names only files that still build one (a stale entry would pass a new one unread)', () => {
    const dynamic = scanned.flatMap((s) => s.dynamic);
    expect(Object.keys(DYNAMIC_REVIEWED).filter((prefix) => !dynamic.some((where) => where.startsWith(prefix)))).toEqual([]);
  });
});

describe('recheck as the project uses it', () => {
  it('calls the quadratic e-mail pattern of issue 32 and a nested repetition vulnerable, and a plain one safe', async () => {
    expect((await regexVerdict('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$')).safe).toBe(false);
    expect(await regexVerdict('^(a+)+$', 'u')).toMatchObject({ safe: false, summary: expect.stringMatching(/exponential/) });
    expect((await regexVerdict('^[^:]+:(read|write)$', 'u')).safe).toBe(true);
  }, 120_000);

  it('skips the analysis only for patterns without unbounded repetition', () => {
    expect(repeatsWithoutBound('^\\d{4}-\\d{2}$')).toBe(false);
    expect(repeatsWithoutBound('^a{2,}$')).toBe(true);
    expect(repeatsWithoutBound('^\\+\\*$')).toBe(false);
    expect(repeatsWithoutBound('^[a-z]+$')).toBe(true);
  });
});

describe('generate warns about a spec pattern that can backtrack super-linearly', () => {
  const spec = [
    'openapi: 3.1.0',
    'info: { title: Patterns, version: 1.0.0 }',
    'paths:',
    '  /things:',
    '    post:',
    '      operationId: things.create',
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema: { $ref: "#/components/schemas/Thing" }',
    '      responses:',
    "        '200': { description: ok }",
    'components:',
    '  schemas:',
    '    Thing:',
    '      type: object',
    '      properties:',
    '        code:',
    '          type: string',
    '          pattern: "^([a-z0-9]+)*$"',
    '        plain:',
    '          type: string',
    '          pattern: "^[a-z]+$"',
    '',
  ].join('\n');

  it('names the schema, the pattern and the file and line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redos-spec-'));
    try {
      const specPath = path.join(dir, 'openapi.yaml');
      fs.writeFileSync(specPath, spec);
      const result = await generate({ projectRoot, specPath, outDir: path.join(dir, 'out'), strictness: 'lenient', emitters: [validatorsEmitter] });
      const warnings = result.warnings.filter((w) => w.includes('super-linearly'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('#/components/schemas/Thing/properties/code');
      expect(warnings[0]).toContain('"^([a-z0-9]+)*$"');
      expect(warnings[0]).toMatch(/openapi\.yaml:20:\d+/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('reads a leading inline flag group (`(?i)`) as the validators do: the rest, with those flags', async () => {
    // `(a|A)+` is linear as written, exponential without regard to case.
    const document = { components: { schemas: { A: { type: 'string', pattern: '(?i)^(a|A)+$' }, B: { type: 'string', pattern: '(?i)^[a-z]+$' } } } };
    expect(await vulnerablePatterns(document)).toEqual([
      { pointer: '#/components/schemas/A/pattern', schema: '#/components/schemas/A', pattern: '(?i)^(a|A)+$', verdict: expect.objectContaining({ safe: false, summary: expect.stringMatching(/exponential/) }) },
    ]);
  }, 60_000);

  it('finds nothing in a document whose patterns are linear', async () => {
    expect(await vulnerablePatterns({ components: { schemas: { A: { type: 'string', pattern: '^[a-z]+$' } } } })).toEqual([]);
  }, 60_000);
});
