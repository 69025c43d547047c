// generator/profiles/<service>/ is the only owner of a service's conventions. Outside profiles/, in
// the generator, the runtime and server the package ships, the package and docs templates and the
// generic contract checks, nothing imports a service's profile and nothing spells what it owns: its
// field names, header, error code, names, or the names of its operations and permissions.
// Checked on the syntax tree: string literals, names in code, and (in what ships to users, where
// a comment becomes their documentation) comments.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hiringApi } from '../../generator/profiles/hiring-api/index.ts';
import { projectRoot } from '../support/project.ts';

/** Generic code: read as code (string literals and names). */
const CODE = ['generator', 'templates/runtime', 'templates/server', 'contract/checks'];
/** What ships to users as it is written (comments included): the runtime and server copies, the validators' runtime, the templates. */
const SHIPPED = ['templates/runtime', 'templates/server', 'templates/docs', 'templates/package', 'generator/emit/validators/runtime.js'];
const PROFILES = 'generator/profiles';

/** Field names of the service that are everyday words of code and prose, never checked, each with why. */
const EVERYDAY_WORDS = new Map([
  ['errors', 'validation results and problem documents have errors too'],
  ['message', 'every Error has one; the runtime reads it from bodies of any kind'],
  ['cursor', "a paging kind's name, and the paging code's own variables"],
  ['limit', 'timeouts and body sizes have limits'],
]);

/**
 * Field names of the service that are ordinary words: a generic module may use them as names
 * (`successValue`'s role, `Read.results`), but never as a string (`'results' in body`), and what
 * ships never writes them as fields in its comments (`` `results` ``).
 */
const ORDINARY_WORDS = new Set(['success', 'results']);

/** A name of the service the public API keeps as its own word, each with where and why. */
const KEPT = new Map([['syncToken', "PagePromise.syncToken: the client's documented name for the token a full pass leaves (a role, whatever the service's field is called)"]]);

function hiringLiterals(): { distinctive: string[]; fields: string[] } {
  const document = JSON.parse(fs.readFileSync(path.join(projectRoot, 'generated/openapi.json'), 'utf8'));
  const profile = hiringApi.create(document, {}).conventions;
  const fields = [
    ...Object.values(profile.envelope ?? {}).filter((v): v is string => typeof v === 'string'),
    ...Object.values(profile.paging ?? {}).filter((v): v is string => typeof v === 'string'),
  ];
  const operations: string[] = [];
  const permissions = new Set<string>();
  for (const item of Object.values<any>(document.paths)) {
    for (const op of Object.values<any>(item)) {
      if (typeof op?.operationId === 'string') operations.push(op.operationId);
      for (const requirement of op?.security ?? []) for (const scopes of Object.values<string[]>(requirement)) scopes.forEach((s) => permissions.add(s));
    }
  }
  const distinctive = [
    ...fields.filter((f) => !EVERYDAY_WORDS.has(f) && !ORDINARY_WORDS.has(f)),
    ...profile.headerOptions.flatMap((o) => [o.option, o.header]),
    profile.permissionCode!,
    profile.id,
    profile.clientClass,
    profile.errorAlias!,
    profile.packageName,
    profile.apiKeyVariable,
    ...operations,
    ...permissions,
  ];
  return { distinctive: [...new Set(distinctive)], fields: [...new Set(fields.filter((f) => !EVERYDAY_WORDS.has(f)))] };
}

function filesUnder(relative: string): string[] {
  const full = path.join(projectRoot, relative);
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(full, entry.name);
    if (entry.isDirectory()) return child.startsWith(path.join(projectRoot, PROFILES)) ? [] : filesUnder(path.relative(projectRoot, child));
    return /\.(ts|mts|js|mjs|cjs|hbs)$/.test(entry.name) ? [child] : [];
  });
}

interface Found {
  where: string;
  what: string;
}

/** String literals, template text, names and import specifiers of a module; its comments too with `comments`. */
function tokensOf(file: string, options: { comments: boolean }): { strings: Found[]; names: Found[]; imports: Found[]; comments: Found[]; pinned: Found[] } {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.ts') || file.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const where = (pos: number) => `${path.relative(projectRoot, file)}:${source.getLineAndCharacterOfPosition(pos).line + 1}`;
  const found = { strings: [] as Found[], names: [] as Found[], imports: [] as Found[], comments: [] as Found[], pinned: [] as Found[] };
  const isBoolean = (n: ts.Node): boolean => n.kind === ts.SyntaxKind.TrueKeyword || n.kind === ts.SyntaxKind.FalseKeyword || (ts.isLiteralTypeNode(n) && isBoolean(n.literal));
  const nameOf = (n: ts.Node): string | null =>
    ts.isPropertyAccessExpression(n) ? n.name.text : ts.isElementAccessExpression(n) && ts.isStringLiteral(n.argumentExpression) ? n.argumentExpression.text : null;
  const seenComments = new Set<number>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.imports.push({ where: where(node.getStart()), what: node.moduleSpecifier.text });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.imports.push({ where: where(node.getStart()), what: node.arguments[0].text });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.strings.push({ where: where(node.getStart()), what: node.text });
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      found.names.push({ where: where(node.getStart()), what: node.text.replace(/^#/, '') });
    }
    // A field compared with, or set or typed to, true or false: `body.ok === true`, `{ ok: false }`.
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) {
      for (const [side, other] of [[node.left, node.right], [node.right, node.left]]) {
        const name = nameOf(side);
        if (name && isBoolean(other)) found.pinned.push({ where: where(node.getStart()), what: name });
      }
    }
    if ((ts.isPropertyAssignment(node) && isBoolean(node.initializer)) || (ts.isPropertySignature(node) && node.type && isBoolean(node.type))) {
      if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) found.pinned.push({ where: where(node.getStart()), what: node.name.text });
    }
    if (options.comments) {
      for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
        if (seenComments.has(range.pos)) continue;
        seenComments.add(range.pos);
        found.comments.push({ where: where(range.pos), what: text.slice(range.pos, range.end) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const word = (name: string) => new RegExp(`(^|[^A-Za-z0-9_$@-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_$-])`);

describe('the service profile is the only owner of its conventions', () => {
  const { distinctive, fields } = hiringLiterals();
  const codeFiles = CODE.flatMap(filesUnder).filter((file) => !file.endsWith('.hbs'));
  const shippedFiles = new Set(SHIPPED.flatMap(filesUnder));

  it('finds what it checks: the files, and the literals it looks for', () => {
    expect(codeFiles.length).toBeGreaterThan(80);
    expect(distinctive).toEqual(expect.arrayContaining(['nextCursor', 'moreDataAvailable', 'X-On-Behalf-Of', 'missing_endpoint_permission', 'hiring-api', 'candidate.createNote', 'candidatesWrite']));
    expect(fields).toEqual(expect.arrayContaining(['success', 'results', 'nextCursor']));
    expect(codeFiles.some((file) => file.includes(`${path.sep}profiles${path.sep}`))).toBe(false);
  });

  it('no module outside profiles/ imports a service profile', () => {
    const offenders = codeFiles.flatMap((file) => tokensOf(file, { comments: false }).imports).filter(({ what }) => /(^|\/)profiles\/(?!index\.ts$|profile\.ts$)[^/]+\//.test(what));
    expect(offenders).toEqual([]);
  });

  it("no string literal in generic code spells the service's names, or is one of its field names", () => {
    const offenders = codeFiles.flatMap((file) =>
      tokensOf(file, { comments: false })
        .strings.filter(({ what }) => fields.includes(what) || distinctive.some((name) => !KEPT.has(name) && word(name).test(what)))
        .map(({ where, what }) => `${where}: ${JSON.stringify(what.slice(0, 100))}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no name in generic code is one of the service's own (its public word kept aside)", () => {
    const offenders = codeFiles.flatMap((file) =>
      tokensOf(file, { comments: false })
        .names.filter(({ what }) => distinctive.includes(what) && !KEPT.has(what))
        .map(({ where, what }) => `${where}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no generic code tests or sets the service's success flag", () => {
    const offenders = codeFiles.flatMap((file) =>
      tokensOf(file, { comments: false })
        .pinned.filter(({ what }) => ORDINARY_WORDS.has(what) || distinctive.includes(what))
        .map(({ where, what }) => `${where}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no comment of what ships to users names the service's operations, permissions or fields", () => {
    const backticked = fields.map((f) => `\`${f}\``);
    const offenders = [...shippedFiles].flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      // Handlebars templates are prose throughout; modules are checked in their comments.
      const comments = file.endsWith('.hbs') ? [{ where: path.relative(projectRoot, file), what: text }] : tokensOf(file, { comments: true }).comments;
      return comments
        .filter(({ what }) => distinctive.some((name) => !KEPT.has(name) && word(name).test(what)) || backticked.some((b) => what.includes(b)))
        .map(({ where, what }) => `${where}: ${what.trim().slice(0, 100)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('would see each kind of leak', () => {
    const dir = fs.mkdtempSync(path.join(projectRoot, 'test/.boundary-'));
    try {
      const file = path.join(dir, 'leak.ts');
      fs.writeFileSync(
        file,
        [
          "import { ENVELOPE } from '../../generator/profiles/hiring-api/index.ts';",
          '/** Pages with `nextCursor`, like candidate.list. */',
          "export const leak = (body: any) => body.moreDataAvailable && 'results' in body && body.op === 'candidate.list';",
          'export const flag = (body: any) => body.success === false || body["success"] !== true;',
          'export type Success = { success: true };',
          'export const reply = { success: true };',
        ].join('\n'),
      );
      const tokens = tokensOf(file, { comments: true });
      expect(tokens.imports.map((i) => i.what)).toEqual(['../../generator/profiles/hiring-api/index.ts']);
      expect(tokens.strings.map((s) => s.what)).toEqual(expect.arrayContaining(['results', 'candidate.list']));
      expect(tokens.names.map((n) => n.what)).toContain('moreDataAvailable');
      expect(tokens.pinned.map((n) => n.what)).toEqual(['success', 'success', 'success', 'success']);
      expect(tokens.comments.map((c) => c.what).join('\n')).toContain('`nextCursor`');
      expect(word('candidate.list').test('`candidate.list`')).toBe(true);
      expect(word('candidate.list').test('candidate.listHistory')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
