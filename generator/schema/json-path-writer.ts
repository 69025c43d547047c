// The path writer of json-path.ts (`pathSegment` and the declarations it uses) as source text, for the
// generated files that carry their own copy: generated/runtime/json-path.ts (TypeScript, exported)
// and generated/validators.js (JavaScript, its functions local). Taken from the module's syntax tree,
// so the copies are its text exactly, with only the type annotations and `export`s cut out where asked.
// Parsed with @babel/parser, which loads in a fraction of the time the TypeScript compiler takes and
// gives each annotation's exact range (colon included).
import fs from 'node:fs';
import { parse, type ParseResult } from '@babel/parser';
import type { File, Node, Statement } from '@babel/types';
import { projectFile } from '../project-root.ts';

export const JSON_PATH_MODULE = 'generator/schema/json-path.ts';
const WRITER = 'pathSegment';

export interface WriterOptions {
  /** Keep the type annotations (TypeScript) or cut them out (JavaScript). */
  types: boolean;
  /** Keep `export` on the writer or make it local to the file it is pasted into. */
  exports: boolean;
}

const written = new Map<string, string>();

/** The writer's declarations with their doc comments, a blank line apart, without a trailing newline. */
export function pathWriterSource(options: WriterOptions): string {
  const text = fs.readFileSync(projectFile(JSON_PATH_MODULE), 'utf8');
  const key = `${options.types}\0${options.exports}\0${text}`;
  let source = written.get(key);
  if (source === undefined) {
    source = writerSource(text, options);
    written.set(key, source);
  }
  return source;
}

/** The same from a module's text, for tests of what the copies may be made from. */
export function writerSource(text: string, options: WriterOptions): string {
  const file: ParseResult<File> = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const declarations = new Map<string, Statement>();
  for (const statement of file.program.body) {
    for (const name of declaredNames(statement)) declarations.set(name, statement);
  }
  const selected = new Set<Statement>();
  const visit = (name: string) => {
    const statement = declarations.get(name);
    if (!statement || selected.has(statement)) return;
    selected.add(statement);
    eachNode(statement, (node) => {
      if (node.type === 'Identifier') visit(node.name);
      return true;
    });
  };
  visit(WRITER);
  if (selected.size === 0) throw new Error(`${JSON_PATH_MODULE} declares no ${WRITER}`);

  return file.program.body
    .filter((statement) => selected.has(statement))
    .map((statement) => {
      const cuts: [number, number][] = [];
      if (!options.exports && statement.type === 'ExportNamedDeclaration' && statement.declaration) cuts.push([statement.start!, statement.declaration.start!]);
      if (!options.types) cuts.push(...annotations(statement));
      const doc = statement.leadingComments?.at(-1);
      let at = doc?.type === 'CommentBlock' && doc.value.startsWith('*') ? doc.start! : statement.start!;
      let out = '';
      for (const [from, to] of cuts.sort((a, b) => a[0] - b[0])) {
        out += text.slice(at, from);
        at = to;
      }
      return out + text.slice(at, statement.end!);
    })
    .join('\n\n');
}

function declaredNames(statement: Statement): string[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (declaration?.type === 'FunctionDeclaration' && declaration.id) return [declaration.id.name];
  if (declaration?.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return [];
}

/**
 * The `: Type` ranges to cut for JavaScript. Any other TypeScript syntax (`as`, `!`, generics, type
 * declarations) is refused with its line, since cutting it out needs more than this.
 */
function annotations(statement: Statement): [number, number][] {
  const cuts: [number, number][] = [];
  eachNode(statement, (node) => {
    if (node.type === 'TSTypeAnnotation') {
      cuts.push([node.start!, node.end!]);
      return false;
    }
    if (node.type.startsWith('TS')) {
      throw new Error(`${JSON_PATH_MODULE}:${node.loc!.start.line}: the path writer may use type annotations only, to be copied into JavaScript (found ${node.type})`);
    }
    return true;
  });
  return cuts;
}

/** Calls `enter` on `node` and every node under it, skipping what lies under a node it returns false for. */
function eachNode(node: Node, enter: (node: Node) => boolean): void {
  if (!enter(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key.endsWith('Comments') || key === 'extra') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof child.type === 'string') eachNode(child, enter);
    }
  }
}
