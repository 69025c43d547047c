// What every consumer setup runs against a sandbox: a page of candidates, one read back with its
// response, the validators entry point, and a write the read-only key is refused (a
// PermissionDeniedError by class and by name). Written once as TypeScript; setups that run plain
// JavaScript get it with the types stripped by `asJavaScript`.

export const FULL_KEY = 'sandbox-full-access';
export const READ_ONLY_KEY = 'sandbox-read-only';

/** How a setup imports the package: static ES imports, or `require`. */
export type ImportStyle = 'import' | 'require';

export interface ScenarioResult {
  count: number;
  sameCandidate: boolean;
  status: number;
  refused: [name: string, byClass: boolean, status: number, permission: boolean];
  validatorsLoaded: boolean;
  userAgent: boolean;
}

function imports(style: ImportStyle, pkg: string): string {
  if (style === 'require') {
    return `const { HiringApiClient, PermissionDeniedError, VERSION } = require('${pkg}');\nconst validators = require('${pkg}/validators');\n`;
  }
  return `import { HiringApiClient, PermissionDeniedError, VERSION, type Candidate } from '${pkg}';\nimport * as validators from '${pkg}/validators';\n`;
}

/** The scenario as TypeScript: its imports and `async function scenario(baseUrl)`; the caller adds what runs it. */
export function scenarioSource(style: ImportStyle = 'import', pkg = '@hiring-api/client'): string {
  return `${imports(style, pkg)}
async function scenario(baseUrl: string) {
  const client = new HiringApiClient({ apiKey: '${FULL_KEY}', baseUrl, maxRetries: 0 });
  const page = await client.candidate.list({ limit: 2 });
  const first${style === 'import' ? ': Candidate' : ''} = page.results[0];
  const { data, response } = await client.candidate.info({ candidateId: first.id }).withResponse();
  const readOnly = new HiringApiClient({ apiKey: '${READ_ONLY_KEY}', baseUrl, maxRetries: 0 });
  const refused = await readOnly.candidate.create({ name: 'Refused Example', email: 'refused@example.com' }).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(refused instanceof PermissionDeniedError)) throw new Error('expected a PermissionDeniedError, got ' + String(refused));
  return {
    count: page.results.length,
    sameCandidate: data.id === first.id,
    status: response.status,
    refused: [refused.name, refused instanceof PermissionDeniedError, refused.status ?? 0, refused.missingEndpointPermission],
    validatorsLoaded: validators.validateRequest('candidate.info', { candidateId: 'not-a-uuid' }).ok === false,
    userAgent: typeof VERSION === 'string',
  };
}
`;
}

/** The scenario's TypeScript reduced to JavaScript (the few annotations it has removed). */
export function asJavaScript(source: string): string {
  return source
    .replace(/, type Candidate/g, '')
    .replace(/\(baseUrl: string\)/g, '(baseUrl)')
    .replace(/\(error: unknown\)/g, '(error)')
    .replace(/const first: Candidate =/g, 'const first =');
}

/** What a correct run of the scenario gives against a sandbox. */
export const EXPECTED: ScenarioResult = {
  count: 2,
  sameCandidate: true,
  status: 200,
  refused: ['PermissionDeniedError', true, 403, true],
  validatorsLoaded: true,
  userAgent: true,
};

/** The line a runner prints and a test reads: `RESULT {...}`. */
export function resultOf(output: string): ScenarioResult {
  const line = output.split('\n').map((l) => l.trim()).find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`no RESULT line in:\n${output}`);
  return JSON.parse(line.slice('RESULT '.length));
}
