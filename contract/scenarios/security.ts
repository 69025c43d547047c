// Security probes a reviewer of an HTTP API expects on every run. All of them go to one read
// operation (candidate.list), so nothing is written whatever the server does.
import type { ApiModel } from '../../generator/model/types.ts';
import { authorizationFor, unknownApiKey } from '../requests.ts';
import { envelopeOf, isObject } from '../checks/answers.ts';
import { whatCameBack } from '../checks/flow.ts';
import { fail, skip, type Exchange, type Finding, type Scenario } from '../types.ts';

const PROBE = 'candidate.list';

const status = (exchange: Exchange) => (exchange.answered ? { status: exchange.status } : {});
/** Whether an answer carries data: a success, or results of any kind (an envelope that says failure but gives records all the same). */
function gaveData(model: ApiModel, exchange: Exchange): boolean {
  if (!exchange.answered || !isObject(exchange.json)) return false;
  const envelope = envelopeOf(model);
  if (envelope.succeeded(exchange.json)) return true;
  const results = envelope.conventions ? envelope.results(exchange.json) : undefined;
  return results !== undefined && results !== null;
}

function securityScenario(name: string, description: string, run: Scenario['run']): Scenario {
  return { name: `security.${name}`, description, operation: PROBE, uses: [PROBE], needs: 'read only', run };
}

/** Refused without data and without a 5xx, with one of `statuses`. */
function expectRefusal(model: ApiModel, exchange: Exchange, what: string, statuses: number[]): Finding[] {
  if (!exchange.answered) return [{ operation: PROBE, message: `${what}: no answer (${exchange.message})`, request: exchange.request }];
  if (statuses.includes(exchange.status) && !gaveData(model, exchange)) return [];
  return [{ operation: PROBE, message: `${what}: expected HTTP ${statuses.join(' or ')} without data, got ${whatCameBack(model, exchange)}`, request: exchange.request, ...status(exchange) }];
}

export const credentialsScenario = securityScenario(
  'credentials',
  'malformed Basic credentials, an empty user name and a Bearer token are refused (401/403), never answered with data or a 5xx',
  async (context) => {
    if (context.target.kind === 'prism-mock') return skip('the built-in Prism mock accepts any Basic credentials');
    const body = context.requestBody(PROBE);
    const probes: { what: string; exchange: Promise<Exchange> }[] = [
      { what: 'an Authorization header that is not valid Basic credentials', exchange: context.send(body, { auth: { authorization: 'Basic %%%not-base64%%%', shown: 'Basic %%%not-base64%%%' } }) },
      { what: 'Basic credentials with an empty user name', exchange: context.send(body, { auth: { authorization: authorizationFor(''), shown: 'Basic Og== (":")' } }) },
      { what: 'an unknown key sent as a Bearer token', exchange: context.send(body, { auth: { authorization: `Bearer ${unknownApiKey()}`, shown: 'Bearer <a random key>' } }) },
    ];
    const findings: Finding[] = [];
    for (const probe of probes) findings.push(...expectRefusal(context.model, await probe.exchange, probe.what, [401, 403]));
    return fail(findings);
  },
);

export const keyEchoScenario = securityScenario('key-echo', 'no answer repeats the API key it was sent, accepted or refused', async (context) => {
  const body = context.requestBody(PROBE);
  const unknown = unknownApiKey();
  const exchanges = await Promise.all([
    context.send(body),
    context.send(['not', 'an', 'object']),
    context.send(body, { auth: { authorization: authorizationFor(unknown), shown: 'Basic <a random key>' } }),
  ]);
  const findings: Finding[] = [];
  for (const exchange of exchanges) {
    if (!exchange.answered) continue;
    const echoed = exchange.echoedKey || exchange.text.includes(unknown) || Object.values(exchange.headers).some((v) => v.includes(unknown));
    if (echoed) findings.push({ operation: PROBE, message: 'the answer repeats the API key it was sent (shown here as <redacted>): a key in an answer ends up in logs and caches', value: exchange.text.slice(0, 200).split(unknown).join('<redacted>'), request: exchange.request, status: exchange.status });
  }
  return fail(findings);
});

/** Text that gives away how the server is built: stack frames, file paths, database errors. */
const DISCLOSURES: [RegExp, string][] = [
  // In a JSON string a line break is the two characters \n.
  [/(?:\n|\\n)\s*at [^\n]*?:\d+:\d+/, 'a stack trace'],
  [/Traceback \(most recent call last\)/, 'a Python traceback'],
  [/(?:\/home\/|\/usr\/|\/var\/|\/app\/|[A-Z]:\\)[^\s"']*\.(?:[cm]?[jt]s|py|rb|java|go|php)\b/, 'a source file path'],
  [/node_modules|node:internal/, 'a path of the server runtime'],
  [/SQLITE_[A-Z]+|SQLSTATE|syntax error at or near|ORA-\d{5}|ER_[A-Z_]+:/, 'a database error'],
];

export const errorDisclosureScenario = securityScenario(
  'error-disclosure',
  'broken bodies (not JSON, deeply nested, wrong types) get no 5xx and no stack trace, file path or database error',
  async (context) => {
    const nested = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
    const probes: { what: string; exchange: Promise<Exchange> }[] = [
      { what: 'a body that is not JSON', exchange: context.send(undefined, { rawBody: '{"limit": 2,' }) },
      { what: 'a JSON body nested 2,000 levels deep', exchange: context.send(undefined, { rawBody: nested }) },
      { what: 'paging fields of the wrong types', exchange: context.send({ limit: 'all', cursor: { $ne: null }, syncToken: ["' OR 1=1 --"] }) },
    ];
    const findings: Finding[] = [];
    for (const probe of probes) {
      const exchange = await probe.exchange;
      if (!exchange.answered) {
        findings.push({ operation: PROBE, message: `${probe.what}: no answer (${exchange.message})`, request: exchange.request });
        continue;
      }
      if (exchange.status >= 500) findings.push({ operation: PROBE, message: `${probe.what}: server error HTTP ${exchange.status}`, value: exchange.text.slice(0, 200), request: exchange.request, status: exchange.status });
      const text = `${exchange.text}\n${Object.values(exchange.headers).join('\n')}`;
      for (const [pattern, what] of DISCLOSURES) {
        const match = pattern.exec(text);
        if (match) findings.push({ operation: PROBE, message: `${probe.what}: the answer gives away ${what}`, value: match[0].trim().slice(0, 200), request: exchange.request, status: exchange.status });
      }
    }
    return fail(findings);
  },
);

export const httpMethodScenario = securityScenario('http-method', 'an operation called with GET instead of POST (with the key) does not answer with data', async (context) => {
  const exchange = await context.send(undefined, { method: 'GET' });
  if (!exchange.answered) return fail([{ operation: PROBE, message: `GET: no answer (${exchange.message})`, request: exchange.request }]);
  if (exchange.status >= 500 || gaveData(context.model, exchange)) {
    return fail([{ operation: PROBE, message: `every operation is POST, but GET ${PROBE} with the key got ${whatCameBack(context.model, exchange)}: a link or image tag could read data`, request: exchange.request, status: exchange.status }]);
  }
  return fail([]);
});

export const contentTypeScenario = securityScenario(
  'content-type',
  'a JSON body sent as text/plain (which a browser sends cross-site without asking) is not answered with data',
  async (context) => {
    if (context.target.kind === 'prism-mock') return skip("the built-in Prism mock reads bodies whatever their declared media type");
    const body = JSON.stringify(context.requestBody(PROBE));
    const exchange = await context.send(undefined, { rawBody: body, headers: { 'content-type': 'text/plain' } });
    if (!exchange.answered) return fail([{ operation: PROBE, message: `a text/plain body: no answer (${exchange.message})`, request: exchange.request }]);
    if (exchange.status >= 500 || gaveData(context.model, exchange)) {
      return fail([{ operation: PROBE, message: `request bodies are application/json, but a body sent as text/plain got ${whatCameBack(context.model, exchange)}: a cross-site form could send it`, request: exchange.request, status: exchange.status }]);
    }
    return fail([]);
  },
);

export const corsScenario = securityScenario('cors', 'a request from another origin is not granted credentialed access (no echoed Origin or * with Allow-Credentials)', async (context) => {
  if (context.target.kind === 'prism-mock') return skip("the built-in Prism mock's CORS headers are Prism's own, not an implementation's");
  const origin = 'https://contract-suite.invalid';
  const exchange = await context.send(context.requestBody(PROBE), { headers: { origin } });
  if (!exchange.answered) return fail([{ operation: PROBE, message: `a request with Origin: no answer (${exchange.message})`, request: exchange.request }]);
  const allowOrigin = exchange.headers['access-control-allow-origin'];
  const allowCredentials = exchange.headers['access-control-allow-credentials'];
  if ((allowOrigin === origin || allowOrigin === '*') && allowCredentials?.toLowerCase() === 'true') {
    return fail([{ operation: PROBE, message: `a request from ${origin} is granted credentialed access: Access-Control-Allow-Origin: ${allowOrigin} with Access-Control-Allow-Credentials: true`, request: exchange.request, status: exchange.status, value: { allowOrigin, allowCredentials } }]);
  }
  return fail([]);
});

export const oversizedBodyScenario = securityScenario('oversized-body', 'a 4 MiB body gets an answer within the timeout and no 5xx (refused or answered, never a crash)', async (context) => {
  // Prism reads and validates the whole body on its one thread, stalling the other checks' requests for seconds.
  if (context.target.kind === 'prism-mock') return skip('the built-in Prism mock is no implementation to probe, and a 4 MiB body stalls it for every other check');
  const big = JSON.stringify({ ...(isObject(context.requestBody(PROBE)) ? (context.requestBody(PROBE) as object) : {}), padding: 'x'.repeat(4 * 1024 * 1024) });
  const exchange = await context.send(undefined, { rawBody: big });
  if (!exchange.answered) {
    // A server may close the connection on a body over its limit; that is a refusal, not a hang.
    if (exchange.reason === 'network-error') return fail([]);
    return fail([{ operation: PROBE, message: `a 4 MiB body: ${exchange.message}`, request: { ...exchange.request, body: `${exchange.request.body.slice(0, 100)}... (4 MiB)` } }]);
  }
  if (exchange.status >= 500) return fail([{ operation: PROBE, message: `a 4 MiB body got a server error HTTP ${exchange.status}`, request: { ...exchange.request, body: `${exchange.request.body.slice(0, 100)}... (4 MiB)` }, status: exchange.status }]);
  return fail([]);
});

export const SECURITY_SCENARIOS: Scenario[] = [credentialsScenario, keyEchoScenario, errorDisclosureScenario, httpMethodScenario, contentTypeScenario, corsScenario, oversizedBodyScenario];
