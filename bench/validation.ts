// Section 2: validation speed. The generated validators (Ajv standalone code, generated/validators.js)
// against Ajv compiling the same schemas at run time (the project's own Ajv configuration) and
// hand-written zod 4 schemas, on three payloads, valid and invalid.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchContext } from './context.ts';
import { buildPayloads, loadBundledModel, operationOf, type Payload } from './payloads.ts';
import { projectRoot } from './process.ts';
import { type SectionResult, type Table, type TargetCheck } from './report.ts';
import { formatBytes, formatMs, formatNumber, formatRatio, formatSummary, pairedRatio, summarize, type Summary } from './stats.ts';
import { zodSchemas } from './zod-schemas.ts';
import { createAjv } from '../generator/schema/create-ajv.ts';
import { rewriteRefs } from '../generator/schema/json-schema.ts';
import { documentModel } from '../generator/document-model.ts';

const TITLE = '2. Validation';
// Ratios within 3% of 1 read "same"; and the narrowest band the Ajv target ever allows.
const SAME_WITHIN = 1.03;
// Beyond 10% apart, two copies of the same code say the run cannot judge "as fast as Ajv".
const MAX_CONTROL_NOISE = 1.1;
const validatorsFile = path.join(projectRoot, 'generated/validators.js');

type Check = (body: unknown) => boolean;

interface Contender {
  label: string;
  checks: Record<string, Check>;
}

/** Calls per second of `check(body)` over one timed batch of `sampleMs`. */
function sampleRate(check: Check, body: unknown, sampleMs: number): { rate: number; result: boolean } {
  let result = false;
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < sampleMs) {
    for (let i = 0; i < 20; i += 1) result = check(body);
    calls += 20;
    now = performance.now();
  }
  return { rate: (calls / (now - start)) * 1000, result };
}

/**
 * Rates of every contender on one body, their samples interleaved round by round (the first
 * contender moves each round), so a slow spell of this shared machine lands on all of them alike.
 * Ratios are then taken per round (stats.ts pairedRatio), not between medians of separate spells.
 */
function interleavedRates(checks: Check[], body: unknown, sampleMs: number, samples: number): { rates: number[][]; results: boolean[] } {
  // Warm-up: let the JIT settle before anything is recorded.
  const results = checks.map((check) => sampleRate(check, body, sampleMs).result);
  const rates: number[][] = checks.map(() => []);
  for (let round = 0; round < samples; round += 1) {
    for (let k = 0; k < checks.length; k += 1) {
      const c = (round + k) % checks.length;
      const { rate, result } = sampleRate(checks[c], body, sampleMs);
      rates[c].push(rate);
      results[c] = result;
    }
  }
  return { rates, results };
}

async function generatedContender(): Promise<Contender | string> {
  if (!fs.existsSync(validatorsFile)) return 'generated/validators.js does not exist (run `npm run generate`)';
  const module = await import(pathToFileURL(validatorsFile).href);
  if (typeof module.validateResponse !== 'function') return 'generated/validators.js has no validateResponse export';
  const check = (operation: string): Check => (body) => module.validateResponse(operation, body).ok;
  return { label: 'generated validators (validateResponse)', checks: { list: check('application.list'), candidate: check('candidate.info'), feedback: check('applicationFeedback.submit') } };
}

function ajvRuntimeContender(document: Record<string, any>, payloads: Payload[], options: { checkFormats?: boolean; label?: string } = {}): { contender: Contender; compileMs: number } {
  const started = performance.now();
  const model = documentModel(document);
  const ajv = createAjv(document);
  // Only for the note on what format checks cost: the same schemas with every `format` ignored.
  if (options.checkFormats === false) ajv.opts.validateFormats = false;
  const checks: Record<string, Check> = {};
  for (const payload of payloads) {
    const op = operationOf(model, payload.operation);
    if (!op.response.bodySchema) throw new Error(`the model has no response schema for ${payload.operation}`);
    const validate = ajv.compile(rewriteRefs(op.response.bodySchema) as object);
    checks[payload.id] = (body) => validate(body) as boolean;
  }
  return { contender: { label: options.label ?? 'Ajv compiled at run time (same config)', checks }, compileMs: performance.now() - started };
}

function zodContender(formats: boolean): Contender {
  const { ApplicationListResponse, CandidateInfoResponse, FeedbackSubmitResponse } = zodSchemas({ formats });
  return {
    label: `zod 4 (bench/zod-schemas.ts${formats ? '' : ', format checks off'})`,
    checks: {
      list: (body) => ApplicationListResponse.safeParse(body).success,
      candidate: (body) => CandidateInfoResponse.safeParse(body).success,
      feedback: (body) => FeedbackSubmitResponse.safeParse(body).success,
    },
  };
}

function formatRate(summary: Summary): string {
  const f = (v: number) => (v >= 100 ? formatNumber(v) : formatNumber(v, 1));
  return formatSummary(summary, f);
}

export async function validationSection(context: BenchContext): Promise<SectionResult> {
  const model = loadBundledModel();
  const payloads = buildPayloads(model);
  const generated = await generatedContender();
  // Run-time Ajv's cost includes finding the schemas, so it builds its own model from the document.
  const ajv = ajvRuntimeContender(model.bundle, payloads);
  // The A/A control: Ajv against a second compile of itself. Identical code, so whatever its ratio
  // reads is this machine's noise, the band within which "as fast as Ajv" cannot be told apart.
  const control = ajvRuntimeContender(model.bundle, payloads, { label: 'Ajv again (A/A control: a second compile)' }).contender;
  const zod = zodContender(true);
  const contenders = [...(typeof generated === 'string' ? [] : [generated]), ajv.contender, control, zod];
  const ajvNoFormats = ajvRuntimeContender(model.bundle, payloads, { checkFormats: false }).contender;
  const zodNoFormats = zodContender(false);
  const sampleMs = context.quick ? 100 : 300;
  // Many short samples: on this shared machine a single 300 ms sample swings by a third.
  const samples = context.quick ? 3 : 15;

  const measured = new Map<string, Map<Contender, { summary: Summary; rates: number[]; agrees: boolean }>>();
  const disagreements: string[] = [];
  for (const payload of payloads) {
    for (const validity of ['valid', 'invalid'] as const) {
      const key = `${payload.id}:${validity}`;
      const row = new Map<Contender, { summary: Summary; rates: number[]; agrees: boolean }>();
      const { rates, results } = interleavedRates(contenders.map((c) => c.checks[payload.id]), payload[validity], sampleMs, samples);
      contenders.forEach((contender, c) => {
        const agrees = results[c] === (validity === 'valid');
        if (!agrees) disagreements.push(`${contender.label} ${results[c] ? 'accepted' : 'rejected'} the ${validity} ${payload.label} payload.`);
        const summary = summarize(rates[c]);
        row.set(contender, { summary, rates: rates[c], agrees });
        context.log(`  ${payload.id} ${validity} ${contender.label}: ${formatRate(summary)} ops/s`);
      });
      measured.set(key, row);
    }
  }

  // What the format checks (uuid, date-time, email, uri) cost each side: the valid payloads without them,
  // Ajv and zod alike, and how the two compare once neither checks formats.
  const formatShare = payloads.map((payload) => {
    const rivals = [ajvNoFormats, ajv.contender, zodNoFormats, zod];
    const { rates, results } = interleavedRates(rivals.map((c) => c.checks[payload.id]), payload.valid, sampleMs, samples);
    for (const k of [0, 2]) if (!results[k]) disagreements.push(`${rivals[k].label} rejected the valid ${payload.label} payload.`);
    const without = (k: number) => `${formatRate(summarize(rates[k]))} ops/s (${formatRatio(pairedRatio(rates[k], rates[k + 1])!)} its rate with them)`;
    return `${payload.label}: Ajv ${without(0)}, zod ${without(2)}, so without format checks Ajv runs ${formatRatio(pairedRatio(rates[0], rates[2])!)} the zod rate`;
  });
  const ours = typeof generated === 'string' ? undefined : generated;
  const rateTable: Table = {
    caption: `Validations per second of a whole 200 body (median of ${samples} samples of ${sampleMs} ms after a warm-up, the contenders' samples interleaved; higher is better). The ratios are medians of per-round ratios. Invalid payloads carry one error deep inside.`,
    headers: ['Payload', ...contenders.map((c) => c.label), 'A/A control vs Ajv', ...(ours ? ['Generated vs Ajv run time', 'Generated vs zod'] : [])],
    rows: [],
  };
  // Per row: the A/A control's rate over Ajv's. How far identical code strayed from 1, either way, is
  // how close to Ajv "as fast as Ajv" can be judged in this run.
  const controlRatio = new Map([...measured].map(([key, row]) => [key, pairedRatio(row.get(control)!.rates, row.get(ajv.contender)!.rates)!]));
  const controlRatios = [...controlRatio.values()];
  // Each row is judged against its own control: the payloads' resolutions differ (the format-bound list page strays most).
  const verdicts: (boolean | 'inconclusive')[] = [];
  const targets: TargetCheck[] = [];
  // Worst ratio per validity, so a miss on invalid payloads (error reporting) is not hidden by valid ones.
  type Peer = 'ajv' | 'zod';
  const peerName: Record<Peer, string> = { ajv: 'Ajv', zod: 'zod' };
  const none = (): Record<Peer, [number, string]> => ({ ajv: [Infinity, ''], zod: [Infinity, ''] });
  const worst: Record<'valid' | 'invalid', Record<Peer, [number, string]>> = { valid: none(), invalid: none() };
  for (const payload of payloads) {
    for (const validity of ['valid', 'invalid'] as const) {
      const key = `${payload.id}:${validity}`;
      const row = measured.get(key)!;
      const label = `${payload.label}, ${validity}`;
      const cells = contenders.map((c) => `${formatRate(row.get(c)!.summary)}${row.get(c)!.agrees ? '' : ' (**wrong answer**)'}`);
      const aa = controlRatio.get(key)!;
      cells.push(formatRatio(aa));
      if (ours) {
        // Rates: above 1 means the generated validators are faster.
        const vs: Record<Peer, number> = {
          ajv: pairedRatio(row.get(ours)!.rates, row.get(ajv.contender)!.rates)!,
          zod: pairedRatio(row.get(ours)!.rates, row.get(zod)!.rates)!,
        };
        for (const peer of Object.keys(vs) as Peer[]) if (vs[peer] < worst[validity][peer][0]) worst[validity][peer] = [vs[peer], payload.label];
        verdicts.push(asFastAsAjv(vs.ajv, Math.max(aa, 1 / aa)));
        cells.push(speedWords(vs.ajv), speedWords(vs.zod));
      }
      rateTable.rows.push([label, ...cells]);
    }
  }
  if (ours) {
    const describe = (peer: Peer) => (['valid', 'invalid'] as const).map((v) => `${v}: worst ${formatRatio(worst[v][peer][0])} the ${peerName[peer]} rate (${worst[v][peer][1]})`).join('; ');
    const least = (peer: Peer) => Math.min(worst.valid[peer][0], worst.invalid[peer][0]);
    const band = `identical code (the A/A control) read ${formatRatio(Math.min(...controlRatios))} – ${formatRatio(Math.max(...controlRatios))}`;
    targets.push({
      target: 'Validators at least as fast as Ajv compiled at run time (every payload)',
      measured: `${describe('ajv')}; ${band}`,
      met: verdicts.includes(false) ? false : verdicts.includes('inconclusive') ? 'inconclusive' : true,
    });
    targets.push({ target: 'Validators at least 3x zod (every payload)', measured: describe('zod'), met: least('zod') >= 3 });
  } else {
    targets.push({ target: 'Validators at least as fast as Ajv compiled at run time', measured: `not available yet: ${generated}`, met: null });
    targets.push({ target: 'Validators at least 3x zod', measured: `not available yet: ${generated}`, met: null });
  }

  const sizeTable = codeSizeTable();
  const notes = [
    ...payloads.map((p) => `Invalid ${p.label}: ${p.invalidAt}.`),
    `Ajv at run time: building the model, one Ajv instance with every component schema and compiling the three response schemas took ${formatMs(ajv.compileMs)} in this process, a cost the generated validators pay at generate time instead.`,
    'The A/A control is Ajv against a second, separate compile of the same schemas with the same configuration: identical code, measured in the same interleaved rounds. Its ratio to Ajv is how far two copies of the same code land apart in one process (the machine\'s noise, plus the JIT optimizing each copy its own way), the resolution of this table. For the Ajv target each payload is judged against its own control: a rate at least Ajv\'s is met and one below the control\'s reach (never narrower than 3%) is missed; one in between is met while the control stays within 10% of 1, and gets no verdict ("inconclusive") when the control strays further. Any missed payload misses the target.',
    'Ajv at run time compiles with the project\'s configuration (generator/schema/create-ajv.ts), which is Ajv\'s default inlining: a schema that refers to no other is copied into each use, the rest are shared functions. The generated validators are that same code, compiled at generate time, with two additions: single-value components (ids, timestamps) are written into their users before compiling, and a body that names its branch by `success` is checked against that branch alone.',
    'All four answer the same question (is this the operation\'s success or error envelope?); the generated validators and Ajv (both copies) also collect every error with its JSON path (allErrors), zod collects every issue too. zod returns a parsed copy, the others only check. The generated validators work out an invalid result\'s readable issues (JSON path, message) when `errors` is first read; the rates above read only `ok`.',
    `Format checks are most of the time on id- and timestamp-heavy payloads. Without them (Ajv at run time with \`format\` ignored; zod with plain strings for ids, timestamps, e-mail addresses and URLs; the valid payloads, in their own interleaved rounds): ${formatShare.join('; ')}. generated/formats.js puts a fast path in front of ajv-formats\' checks for uuid, date, date-time and uri; zod checks the same strings with one regex each (z.guid(), z.iso.datetime(), z.email()) and \`new URL\` (z.url()), so on such payloads both spend most of their time on the same kind of string checks, and 3x zod there would need string checks three times cheaper than zod\'s.`,
    ...disagreements.map((d) => `Disagreement: ${d}`),
  ];
  if (typeof generated === 'string') notes.unshift(`Generated validators not available yet: ${generated}.`);
  return {
    id: 'validation',
    title: TITLE,
    method: [],
    tables: [rateTable, ...(sizeTable ? [sizeTable] : [])],
    targets,
    notes,
  };
}

/**
 * One payload's verdict on the Ajv target, from its rate ratio to Ajv and its A/A control's reach
 * (how far from 1 the control read, either way). At or above 1: met. Below the reach (never narrower
 * than SAME_WITHIN): missed. In between the two cannot be told apart: met while the control stays
 * within MAX_CONTROL_NOISE, else no verdict (a --quick run's short samples often stray that far).
 */
export function asFastAsAjv(ratio: number, noise: number): boolean | 'inconclusive' {
  if (ratio >= 1) return true;
  if (ratio < 1 / Math.max(noise, SAME_WITHIN)) return false;
  return noise <= MAX_CONTROL_NOISE ? true : 'inconclusive';
}

/** A rate ratio in words: above 1 the generated validators are faster. */
function speedWords(value: number): string {
  if (value >= SAME_WITHIN) return `${formatRatio(value)} faster`;
  if (value <= 1 / SAME_WITHIN) return `**${formatRatio(1 / value)} slower**`;
  return `same (${formatRatio(value)})`;
}

function codeSizeTable(): Table | null {
  const rows: string[][] = [];
  const add = (label: string, file: string, covers: string) => {
    if (!fs.existsSync(file)) return;
    const bytes = fs.readFileSync(file);
    rows.push([label, covers, formatBytes(bytes.length), formatBytes(gzipSync(bytes).length)]);
  };
  add('generated/validators.js', validatorsFile, 'request + response of every operation');
  add('bench/zod-schemas.ts', path.join(projectRoot, 'bench/zod-schemas.ts'), 'the three response bodies only');
  if (rows.length === 0) return null;
  return { caption: 'Validator code size (the generated file imports generated/formats.js, ajv-formats\' checks with fast paths, and small Ajv runtime helpers; Ajv at run time ships the Ajv compiler and the schemas instead).', headers: ['File', 'Covers', 'Size', 'gzip'], rows };
}

