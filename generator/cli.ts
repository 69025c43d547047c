// `npm run generate [-- --check] [-- --spec PATH --out DIR] [-- --watch]`: the arguments are checked
// here, before the generator itself (run-generate.ts) is loaded, which takes a couple of seconds; so
// `--help` and a mistyped option are answered at once.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { GenerateOptions } from './generate.ts';
import { projectRoot } from './project-root.ts';
import { shellWord } from './shell-words.ts';
import { specSource } from './load/spec-source.ts';
import { commandRef, isUrl } from './load/spec-address.ts';
import { shownSpecHeader, specHeaders } from './load/spec-headers.ts';
import { clientNameProblem, loadProfileModule } from './profiles/index.ts';

const USAGE = `Usage: npm run generate -- [--check] [--watch] [--spec PATH|URL [--spec-header 'NAME: VALUE']... --out DIR] [--name NAME] [--profile MODULE] [--no-docs]
  --check       write nothing; exit 1 listing every stale file
  --watch       regenerate on each save under the spec's folder, of redocly.yaml, under templates/
                and under lint/ (the lint plugin)
  --spec PATH   generate for another OpenAPI 3.x document, a file or an http(s) URL
                (default: spec/openapi.yaml)
  --spec-header 'NAME: VALUE'
                with a URL --spec: send this header (repeatable) with each request to that URL's
                origin, never to another host; \${VAR} in VALUE is the environment variable VAR, so
                a token stays out of the command: --spec-header 'Authorization: Bearer \${SPEC_TOKEN}'
                (single quotes: the generator reads the variable). A value is never printed
  --out DIR     output folder (default: generated/, for this project's spec only; --spec needs --out)
  --name NAME   name the client from NAME instead of info.title: "Acme Billing" gives AcmeBillingClient,
                the package acme-billing-client and $ACME_BILLING_API_KEY (this spec too; its
                conventions stay)
  --profile MODULE
                use the service profile MODULE exports as its default (a ProfileDefinition,
                generator/profiles/profile.ts) instead of the built-in ones; the document must
                declare its conventions
  --strict      refuse what the linter calls structurally invalid although tools commonly read it
                (a key OpenAPI does not define where it stands, such as \`nullable\` in 3.1 or
                \`webhooks\` in 3.0, and \`null\` where a value is expected), which is otherwise a warning
  --lenient     accept every structural problem (a missing field, a value of the wrong type) as a
                warning; unresolved $refs and YAML errors still stop the run
  --no-docs     make the code only: no reference docs (the HTML page is the slowest output); what an
                earlier run wrote under docs/ is left as it is, and --check does not look at it`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { check: { type: 'boolean' }, watch: { type: 'boolean' }, spec: { type: 'string' }, 'spec-header': { type: 'string', multiple: true }, out: { type: 'string' }, name: { type: 'string' }, profile: { type: 'string' }, strict: { type: 'boolean' }, lenient: { type: 'boolean' }, 'no-docs': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  for (const flag of ['spec', 'out', 'profile'] as const) {
    if (args[flag] !== undefined && args[flag]!.trim() === '') {
      console.error(`--${flag} needs a path.\n${USAGE}`);
      return 2;
    }
  }
  const nameProblem = args.name === undefined ? null : clientNameProblem(args.name);
  if (nameProblem) {
    console.error(`${nameProblem}\n${USAGE}`);
    return 2;
  }
  if (args.strict && args.lenient) {
    console.error(`--strict and --lenient contradict each other: pick one.\n${USAGE}`);
    return 2;
  }
  let profile;
  try {
    profile = args.profile === undefined ? undefined : await loadProfileModule(args.profile);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const specProblem = args.spec === undefined ? null : specArgumentProblem(args.spec, Boolean(args.watch));
  if (specProblem) {
    console.error(`${specProblem}\n${USAGE}`);
    return 2;
  }
  const written = args['spec-header'] ?? [];
  if (written.length > 0 && (args.spec === undefined || !isUrl(args.spec))) {
    console.error(`--spec-header is sent with the requests for a --spec URL (http:// or https://); a file is read from disk without one.\n${USAGE}`);
    return 2;
  }
  const headers = written.length === 0 ? null : specHeaders(written, args.spec!, process.env);
  if (headers && 'problem' in headers) {
    console.error(headers.problem);
    return 2;
  }
  const { specPath, project } = specSource(projectRoot, args.spec);
  if (project === null && args.out === undefined) {
    // generated/ is this project's own package: another document's output written there would replace it.
    console.error(`--spec names another document: give --out DIR too (generated/ holds this project's own package).\n${USAGE}`);
    return 2;
  }
  if (!isUrl(specPath) && !fs.existsSync(specPath)) {
    console.error(`No spec at ${specPath}.`);
    return 2;
  }
  const options: GenerateOptions = {
    projectRoot,
    specPath,
    specHeaders: headers?.headers,
    outDir: path.resolve(args.out ?? path.join(projectRoot, 'generated')),
    check: args.check,
    strictness: args.strict ? 'strict' : args.lenient ? 'lenient' : undefined,
    name: args.name,
    profile,
    docs: !args['no-docs'],
  };
  const { runOnce, watch } = await import('./run-generate.ts');
  return args.watch ? watch(options) : runOnce(options, regenerateCommand(args));
}

/**
 * What is wrong with `--spec`'s value, or null: a URL is read over http(s) only, and cannot be
 * watched. The URL itself is not repeated, as it may carry a token in its query.
 */
function specArgumentProblem(spec: string, watching: boolean): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(spec)) return null;
  if (!isUrl(spec)) return '--spec takes a file or an http(s) URL: download the document first and pass its path.';
  if (!URL.canParse(spec)) return '--spec: the URL given is not a valid URL.';
  if (watching) return '--watch regenerates on each save of a file: with a URL, download the document and pass its path.';
  return null;
}

/**
 * The command that writes what this run makes: its arguments but `--check` and `--watch`, as given
 * (a path relative to the working folder stays so). `--check` suggests it when the output is stale.
 */
function regenerateCommand(args: { spec?: string; 'spec-header'?: string[]; out?: string; name?: string; profile?: string; strict?: boolean; lenient?: boolean; 'no-docs'?: boolean }): string {
  const flags = (names: readonly ('spec' | 'out' | 'name' | 'profile')[]) =>
    names.flatMap((flag) => (args[flag] === undefined ? [] : [`--${flag}`, shellWord(flag === 'spec' && isUrl(args.spec!) ? commandRef(args.spec!) : args[flag]!)]));
  const kept = [
    ...flags(['spec']),
    // A header as written where its value names a variable, else without its value (spec-headers.ts).
    ...(args['spec-header'] ?? []).flatMap((header) => ['--spec-header', shellWord(shownSpecHeader(header))]),
    ...flags(['out', 'name', 'profile']),
    ...(['strict', 'lenient', 'no-docs'] as const).filter((flag) => args[flag]).map((flag) => `--${flag}`),
  ];
  return kept.length === 0 ? 'npm run generate' : `npm run generate -- ${kept.join(' ')}`;
}

process.exitCode = await main();
