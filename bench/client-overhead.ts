// Section 3: client overhead. Sequential requests per second through HiringApiClient against
// bare fetch and bare openapi-fetch, on a local keep-alive server answering candidate.info's
// canned success envelope; the extra cost per call is the difference in time per request.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { BenchContext } from './context.ts';
import { projectRoot } from './process.ts';
import { unavailableSection, type SectionResult, type Table, type TargetCheck } from './report.ts';
import { startCannedServer } from './server-process.ts';
import { buildPayloads, loadBundledModel } from './payloads.ts';
import { formatNumber, formatSummary, pairedRatio, summarize, type Summary } from './stats.ts';

const TITLE = '3. Client overhead';
const clientFile = path.join(projectRoot, 'generated/client.ts');
// A placeholder, not a key: the canned server ignores it.
const API_KEY = 'bench-placeholder';
const AUTHORIZATION = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;
const HEADERS = { authorization: AUTHORIZATION, accept: 'application/json; version=1', 'content-type': 'application/json' };
const BODY = { candidateId: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b' };

interface Caller {
  label: string;
  call: () => Promise<unknown>;
  /** Also compared with bare openapi-fetch (the clients built on it). */
  onOpenapiFetch?: boolean;
}

function checkResults(results: unknown): void {
  if (!results || typeof results !== 'object' || typeof (results as { id?: unknown }).id !== 'string') {
    throw new Error(`unexpected results: ${JSON.stringify(results).slice(0, 100)}`);
  }
}

/**
 * One sample: for `ms`, every caller makes one request in turn (A, B, C, A, B, C, ...), each timed
 * on its own, so a load burst from a neighbour hits every caller alike. Returns requests per second.
 */
async function interleavedSample(callers: Caller[], ms: number): Promise<number[]> {
  const spent = callers.map(() => 0);
  const counts = callers.map(() => 0);
  const end = performance.now() + ms * callers.length;
  while (performance.now() < end) {
    for (let i = 0; i < callers.length; i += 1) {
      const start = performance.now();
      checkResults(await callers[i].call());
      spent[i] += performance.now() - start;
      counts[i] += 1;
    }
  }
  return callers.map((_, i) => (counts[i] / spent[i]) * 1000);
}

export async function clientOverheadSection(context: BenchContext): Promise<SectionResult> {
  if (!fs.existsSync(clientFile)) return unavailableSection('client', TITLE, 'generated/client.ts does not exist yet (run `npm run generate` once the client emitter lands)');
  const module = await import(pathToFileURL(clientFile).href);
  if (typeof module.HiringApiClient !== 'function') return unavailableSection('client', TITLE, 'generated/client.ts exports no HiringApiClient');
  validators = await import(pathToFileURL(path.join(path.dirname(clientFile), 'validators.js')).href);

  const sampleMs = context.quick ? 300 : 1000;
  const samples = context.quick ? 3 : 9;
  const server = await startCannedServer(['envelope']);
  let network: Measured;
  try {
    context.log('  over the network:');
    network = await measureCallers(callersFor(module.HiringApiClient, server.baseUrl, fetch), samples, sampleMs, context);
  } finally {
    server.stop();
  }
  // The same calls answered by an in-process fetch stub: no socket, no scheduling of a second
  // process, so what remains is each client's own work per call (and far less noise).
  const cannedBody = JSON.stringify(buildPayloads(loadBundledModel()).find((p) => p.id === 'candidate')!.valid);
  const stub = async (_input: unknown, _init?: unknown) => new Response(cannedBody, { status: 200, headers: { 'content-type': 'application/json' } });
  context.log('  with an in-process fetch stub:');
  // The stub stands in for the global fetch, so every client takes the path it takes by default.
  const realFetch = globalThis.fetch;
  let stubbed: Measured;
  globalThis.fetch = stub as typeof fetch;
  try {
    stubbed = await measureCallers(callersFor(module.HiringApiClient, 'http://127.0.0.1:9', globalThis.fetch), samples, Math.max(100, sampleMs / 2), context);
  } finally {
    globalThis.fetch = realFetch;
  }

  const overhead = pairedOverhead(network, 2);
  const extraStub = usPerCall(stubbed.summaries[2]) - usPerCall(stubbed.summaries[0]);
  const targets: TargetCheck[] = [
    {
      target: 'Client overhead under 10% of a bare fetch',
      measured: `${percent(overhead)} over the network (bare openapi-fetch: ${percent(pairedOverhead(network, 1))}); own work +${formatNumber(extraStub, 1)} µs a call with a fetch stub`,
      met: overhead < 0.1,
    },
  ];
  return {
    id: 'client',
    title: TITLE,
    method: [],
    tables: [
      overheadTable(
        network,
        `Over the network: sequential requests per second (median of ${samples} samples after a warm-up; in a sample the clients take turns, one request each, for ${sampleMs} ms per client; higher is better) against a keep-alive server in another process answering candidate.info's success envelope.`,
      ),
      overheadTable(stubbed, 'The same calls answered by an in-process stub standing in for the global fetch (a new `Response` with the same body): each client\'s own cost per call, without the network.'),
    ],
    targets,
    notes: [
      'Every caller sends the same headers (Basic auth, `Accept: application/json; version=1`) and body, parses the JSON answer and returns `results`.',
      'HiringApiClient sends through openapi-fetch. With the global fetch (the default, and the network table) it hands openapi-fetch a plain record instead of a WHATWG Request, so undici does not copy the Request and its body stream a second time (templates/runtime/transport.ts); bare openapi-fetch pays that copy.',
      'A custom `fetch` option is called as `fetch(url, init)` too, so it does not pay the Request copy either.',
      'Overhead vs bare fetch is the median over the samples of each sample\'s own ratio (both measured in the same second, request by request in turn), which a slow spell of the shared machine moves far less than a ratio of medians.',
      'The client\'s extra cost is a roughly fixed number of microseconds a call, so its percentage depends on how long a loopback round trip takes at the time: the same client reads a smaller percentage on a busy machine (slow round trips) than on a quiet one. The stub table gives the client\'s own work; over the network, undici adds its own per-call handling of the timeout signal, which the "bare fetch with a timeout signal" row measures apart.',
      'The timeout signal stays: without it a call to a server that stops answering would wait for undici\'s own limits (five minutes for headers, five for the body) instead of the client\'s defaults (30 s an attempt, 60 s a call) or the caller\'s `timeoutMs`.',
    ],
  };
}

type FetchLike = (input: any, init?: any) => Promise<Response>;

/** generated/validators.js, for the client created with `validateResponses: true`. */
let validators: unknown;

function callersFor(HiringApiClient: any, baseUrl: string, fetchImpl: FetchLike): Caller[] {
  const url = `${baseUrl}/candidate.info`;
  // Over the network every client is set up as a user would: with the global fetch as default.
  const custom = fetchImpl === globalThis.fetch ? {} : { fetch: fetchImpl };
  const bare = createClient<any>({ baseUrl, headers: HEADERS, ...custom });
  const ours = new HiringApiClient({ apiKey: API_KEY, baseUrl, ...custom });
  const validating = new HiringApiClient({ apiKey: API_KEY, baseUrl, ...custom, validateResponses: true, validators });
  return [
    {
      label: 'bare fetch (JSON.stringify, fetch, response.json())',
      call: async () => {
        const response = await fetchImpl(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(BODY) });
        return ((await response.json()) as { results: unknown }).results;
      },
    },
    {
      label: `bare openapi-fetch ${version('openapi-fetch')} (client.POST)`,
      call: async () => ((await bare.POST('/candidate.info', { body: BODY })).data as { results: unknown }).results,
    },
    { label: 'HiringApiClient (client.candidate.info)', call: () => ours.candidate.info(BODY), onOpenapiFetch: true },
    { label: 'HiringApiClient with validateResponses: true', call: () => validating.candidate.info(BODY), onOpenapiFetch: true },
    {
      // What the client's default timeout costs on its own: the same per-call AbortController and
      // timer (templates/runtime/core.ts), and the listener undici hangs on any signal it is given.
      label: 'bare fetch with a timeout signal (AbortController + setTimeout per call, as the client)',
      call: async () => {
        const timeout = new AbortController();
        const timer = setTimeout(() => timeout.abort(), 60_000);
        try {
          const response = await fetchImpl(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(BODY), signal: timeout.signal });
          return ((await response.json()) as { results: unknown }).results;
        } finally {
          clearTimeout(timer);
        }
      },
    },
  ];
}

interface Measured {
  callers: Caller[];
  summaries: Summary[];
  /** Requests per second of each caller in each sample. */
  rates: number[][];
}

/** How much longer a call through `caller` takes than through `base`, sample by sample (pairedRatio of the rates). */
function pairedOverhead(measured: Measured, caller: number, base = 0): number {
  return pairedRatio(measured.rates[base], measured.rates[caller])! - 1;
}

async function measureCallers(callers: Caller[], samples: number, sampleMs: number, context: BenchContext): Promise<Measured> {
  await interleavedSample(callers, sampleMs); // warm-up: connections open, JIT settled
  const rates: number[][] = callers.map(() => []);
  for (let s = 0; s < samples; s += 1) {
    const values = await interleavedSample(callers, sampleMs);
    values.forEach((v, i) => rates[i].push(v));
    context.log(`    sample ${s + 1}: ${values.map((v, i) => `${callers[i].label.split(' (')[0]} ${formatNumber(v)}`).join(', ')} req/s`);
  }
  return { callers, summaries: rates.map((r) => summarize(r)), rates };
}

const usPerCall = (s: Summary) => 1e6 / s.median;

function overheadTable(measured: Measured, caption: string): Table {
  const { callers, summaries } = measured;
  const fetchRate = summaries[0];
  return {
    caption,
    headers: ['Client', 'Requests/s', 'Time per call', 'Extra per call vs bare fetch', 'Overhead vs bare fetch', 'vs bare openapi-fetch'],
    rows: callers.map((caller, i) => {
      const summary = summaries[i];
      const extra = usPerCall(summary) - usPerCall(fetchRate);
      return [
        caller.label,
        formatSummary(summary, (v) => formatNumber(v)),
        `${formatNumber(usPerCall(summary), 1)} µs`,
        i === 0 ? '' : `${extra >= 0 ? '+' : ''}${formatNumber(extra, 1)} µs`,
        i === 0 ? '' : percent(pairedOverhead(measured, i)),
        caller.onOpenapiFetch ? percent(pairedOverhead(measured, i, 1)) : '',
      ];
    }),
  };
}

function percent(value: number): string {
  return `${value >= 0 ? '+' : ''}${formatNumber(value * 100, 1)}%`;
}

function version(pkg: string): string {
  return JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}
