// The generated package type-checks under `tsc --strict`, and its types reject wrong calls:
// test/fixtures/client-types/usage.ts compiles as is, and each line marked `@ts-expect-error` is an
// error once the directive is removed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project.ts';

const usagePath = path.join(projectRoot, 'test/fixtures/client-types/usage.ts');
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  types: ['node'],
};

let previous: ts.Program | undefined;

/** Diagnostics of the usage file, compiled with `source` as its text (reusing the last program's unchanged files). */
function diagnosticsFor(source: string): ts.Diagnostic[] {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === usagePath ? source : readFile(file));
  host.getSourceFile = (file, language, onError) =>
    path.resolve(file) === usagePath ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, onError);
  const program = ts.createProgram([usagePath], options, host, previous);
  previous = program;
  return [...program.getSemanticDiagnostics(), ...program.getSyntacticDiagnostics()];
}

const lineOf = (d: ts.Diagnostic) => d.file!.getLineAndCharacterOfPosition(d.start!).line + 1;
const describeAll = (ds: ts.Diagnostic[]) => ds.map((d) => `${d.file ? path.relative(projectRoot, d.file.fileName) + ':' + lineOf(d) : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);

describe('client types', () => {
  const source = fs.readFileSync(usagePath, 'utf8');

  it('the generated package and correct usage compile under --strict with no error', () => {
    expect(describeAll(diagnosticsFor(source))).toEqual([]);
  });

  it('a wrong field type, an unknown operation or resource, untyped results and bad options are compile errors', () => {
    const lines = source.split('\n');
    const marked = lines.flatMap((line, i) => (line.trim().startsWith('// @ts-expect-error') ? [i + 2] : []));
    expect(marked.length).toBe(11);
    const stripped = lines.map((line) => (line.trim().startsWith('// @ts-expect-error') ? '' : line)).join('\n');
    const errorLines = new Set(diagnosticsFor(stripped).filter((d) => d.file && path.resolve(d.file.fileName) === usagePath).map(lineOf));
    for (const line of marked) expect(errorLines.has(line), `line ${line}: ${lines[line - 1].trim()}`).toBe(true);
  });
});

/** A program of one file that exists only in memory, `source` at `file` (reusing the last program's unchanged files). */
function programOf(file: string, source: string): ts.Program {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  host.getSourceFile = (name, language, onError) => (path.resolve(name) === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, onError));
  return ts.createProgram([file], options, host, previous);
}

describe('names in hovers and compiler messages', () => {
  const hoverPath = path.join(projectRoot, 'test/fixtures/client-types/__names.ts');
  const source = `import { HiringApiClient } from '../../../generated/index.ts';
declare const client: HiringApiClient;
export const one = client.candidate.info({ candidateId: 'c' });
export const page = client.candidate.list();
export const first = page.then((p) => p.results[0]);
client.candidate.info({ candidateID: 'c' });
`;
  const program = programOf(hoverPath, source);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(hoverPath)!;
  const typeOf = (name: string) => {
    const declaration = file.statements.flatMap((s) => (ts.isVariableStatement(s) ? [...s.declarationList.declarations] : [])).find((d) => d.name.getText(file) === name)!;
    return checker.typeToString(checker.getTypeAtLocation(declaration.name));
  };

  it('a call reads as the schema it resolves to, a list as a page of it', () => {
    expect(typeOf('one')).toBe('ApiPromise<Candidate>');
    expect(typeOf('page')).toBe('PagePromise<ListPage<Candidate>>');
    expect(typeOf('first')).toBe('Promise<Candidate>');
  });

  it('a misspelt field is refused naming the parameter type and the field meant', () => {
    const messages = ts.getPreEmitDiagnostics(program, file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([expect.stringMatching(/'candidateID' does not exist in type 'CandidateInfoParams'\. Did you mean to write 'candidateId'\?/)]);
  });
});

describe("README's client example", () => {
  // The first TypeScript block of "Using the client", importing the generated package as a user's
  // project would, compiled under the same strict options: an example that names the wrong error
  // class or a field the client lacks fails here.
  const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Using the client'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)![1];
  const examplePath = path.join(projectRoot, 'test/fixtures/client-types/__readme-example.ts');
  const source = `${block.replace("from '@hiring-api/client'", "from '../../../generated/index.ts'")}\nexport {};\n`;

  it('compiles under --strict against the generated package', () => {
    expect(block).toContain("from '@hiring-api/client'");
    const program = programOf(examplePath, source);
    const problems = ts.getPreEmitDiagnostics(program, program.getSourceFile(examplePath)).filter((d) => !IGNORED_IN_EXAMPLES.has(d.code));
    expect(describeAll(problems)).toEqual([]);
  });
});

/** Unused locals in an example are fine: it shows what each call gives. */
const IGNORED_IN_EXAMPLES = new Set([6133, 6196]);
