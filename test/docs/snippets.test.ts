// The TypeScript in the READMEs compiles: every ```ts block of README.md and of generated/README.md,
// in order, as modules (later blocks use what earlier ones declared; a block that creates a client
// again starts a new module, as a new walk-through does), placed at the repository root, with the
// package name resolving to generated/ and the consumer settings the package promises
// (strict, exactOptionalPropertyTypes); and every operation's TypeScript sample in the HTML reference.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadProjectModel, projectRoot } from '../support/project.ts';
import { clientSample } from '../../generator/emit/docs/request-examples.ts';

const PACKAGE = '@hiring-api/client';

/** The ```ts blocks of a markdown file, in order. */
export function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/** Blocks grouped into walk-throughs: a block that declares `client` when the group already has one starts the next. */
function walkthroughs(blocks: string[]): string[][] {
  const groups: string[][] = [];
  for (const block of blocks) {
    const current = groups.at(-1);
    const declares = (text: string) => /\b(const|let) client\b/.test(text);
    if (!current || (declares(block) && current.some(declares))) groups.push([block]);
    else current.push(block);
  }
  return groups;
}

/** One module from the blocks: imports hoisted and merged per module (blocks repeat them), the rest in order. */
function moduleOf(blocks: string[]): string {
  const imports = new Map<string, { values: Set<string>; types: Set<string>; namespace: string | null }>();
  const body: string[] = [];
  for (const block of blocks) {
    for (const line of block.split('\n')) {
      const named = /^import (type )?\{([^}]*)\} from '([^']+)';/.exec(line);
      const namespace = /^import \* as (\w+) from '([^']+)';/.exec(line);
      if (named) {
        const entry = imports.get(named[3]) ?? { values: new Set(), types: new Set(), namespace: null };
        for (const raw of named[2].split(',').map((n) => n.trim()).filter(Boolean)) {
          if (named[1] || raw.startsWith('type ')) entry.types.add(raw.replace(/^type /, ''));
          else entry.values.add(raw);
        }
        imports.set(named[3], entry);
      } else if (namespace) {
        imports.set(`${namespace[2]}#ns`, { values: new Set(), types: new Set(), namespace: namespace[1] });
      } else {
        body.push(line);
      }
    }
  }
  const head = [...imports.entries()].map(([from, e]) =>
    e.namespace ? `import * as ${e.namespace} from '${from.replace(/#ns$/, '')}';` : `import { ${[...e.values, ...[...e.types].map((t) => `type ${t}`)].join(', ')} } from '${from}';`,
  );
  return `${head.join('\n')}\n${body.join('\n')}\nexport {};\n`;
}

function diagnostics(name: string, source: string): string[] {
  return diagnosticsOf({ [name]: source })[name];
}

/** The type errors of each module (by name), compiled together in one program at the repository root. */
function diagnosticsOf(sources: Record<string, string>): Record<string, string[]> {
  const files = new Map(Object.entries(sources).map(([name, source]) => [path.join(projectRoot, `__${name}.snippets.ts`), { name, source }]));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: ['node'],
    baseUrl: projectRoot,
    paths: { [PACKAGE]: ['generated/index.ts'], [`${PACKAGE}/validators`]: ['generated/validators.d.ts'], [`${PACKAGE}/server`]: ['generated/server/index.ts'] },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => files.get(path.resolve(f))?.source ?? readFile(f);
  host.fileExists = (f) => files.has(path.resolve(f)) || fileExists(f);
  const program = ts.createProgram([...files.keys()], options, host);
  const found: Record<string, string[]> = Object.fromEntries([...files.values()].map(({ name }) => [name, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file && files.get(path.resolve(d.file.fileName));
    if (file) found[file.name].push(`${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  return found;
}

describe('README snippets type-check', () => {
  for (const readme of ['README.md', 'generated/README.md']) {
    // Each walk-through is a whole program over the generated package: a safety net, on a busy machine, of two minutes.
    it(readme, { timeout: 120_000 }, () => {
      const blocks = typescriptBlocks(fs.readFileSync(path.join(projectRoot, readme), 'utf8'));
      expect(blocks.length).toBeGreaterThan(0);
      for (const [index, group] of walkthroughs(blocks).entries()) {
        const source = moduleOf(group);
        const found = diagnostics(`${readme.replace(/\W/g, '_')}_${index}`, source);
        expect(found, `${readme} as compiled:\n${source}`).toEqual([]);
      }
    });
  }

  it('a snippet with a mistake is caught (the check can fail)', () => {
    const found = diagnostics('broken', moduleOf([`import { HiringApiClient } from '${PACKAGE}';\nconst client = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://x' });\nawait client.candidate.info({ candidateId });`]));
    expect(found.join('\n')).toMatch(/shorthand property 'candidateId'/);
  });
});

describe('docs samples type-check', () => {
  it("every operation's TypeScript sample in the HTML reference compiles against the generated client", async () => {
    const model = await loadProjectModel();
    const samples = Object.fromEntries(model.operations.map((op) => [`sample_${op.name.replace(/\W/g, '_')}`, clientSample(model, op)]));
    expect(Object.keys(samples)).toHaveLength(model.operations.length);
    const failing = Object.entries(diagnosticsOf(samples)).filter(([, errors]) => errors.length > 0);
    expect(failing.map(([name, errors]) => `${name}:\n${samples[name]}\n${errors.join('\n')}`)).toEqual([]);
  }, 120_000);
});
