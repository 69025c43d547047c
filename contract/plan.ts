// A plan (`--plan`): the run goes through every check as it would, but each request is recorded
// instead of sent, and answered with the operation's own success example (a list's as its last
// page), so what a check sends next follows what the spec shows. Requests that depend on an
// answer (a created record's id, a next page) carry the values the examples give.
import type { ApiModel } from '../generator/model/types.ts';
import { isObject } from './checks/answers.ts';
import type { ConsentLevel } from './consent.ts';
import { KEY_ROLES } from './keys.ts';
import type { BuiltRequest } from './requests.ts';
import type { RequestMeta, Transport } from './session.ts';
import type { Exchange } from './types.ts';

export interface PlannedRequest {
  level: ConsentLevel;
  method: string;
  /** The path the request goes to (`/candidate.list`). */
  path: string;
  /** The body as sent, cut to a line (a multipart form as its parts). */
  body: string;
  /** Which key it carries, by role: never the key. */
  key: string;
  operation: string;
  check: string;
}

const BODY_SHOWN = 160;

export function planTransport(model: ApiModel): { transport: Transport; requests: PlannedRequest[] } {
  const requests: PlannedRequest[] = [];
  const examples = new Map(model.operations.map((o) => [o.name, o.response.example]));
  const transport: Transport = async (request: BuiltRequest, meta: RequestMeta) => {
    const body = request.shown.body;
    requests.push({
      level: meta.level,
      method: request.method,
      path: new URL(request.url).pathname,
      body: body.length > BODY_SHOWN ? `${body.slice(0, BODY_SHOWN)}... (${body.length} characters)` : body,
      key: meta.key,
      operation: meta.operation,
      check: meta.check,
    });
    return answerAsExample(request, examples.get(meta.operation));
  };
  return { transport, requests };
}

/** The operation's success example as an answer; a list's as its last page, so no check pages on. */
function answerAsExample(request: BuiltRequest, example: unknown): Exchange {
  const json: Record<string, unknown> = isObject(example) ? structuredClone(example) : { success: true, results: null };
  if ('moreDataAvailable' in json) json.moreDataAvailable = false;
  if ('nextCursor' in json) json.nextCursor = null;
  const text = JSON.stringify(json);
  return { answered: true, request: request.shown, status: 200, contentType: 'application/json', headers: { 'content-type': 'application/json' }, text, json, parseError: null, elapsedMs: 0 };
}

/** The plan as the console shows it: counts by consent level, then each distinct request once, with the checks that send it. */
export function planLines(requests: PlannedRequest[], withheld: { operation: string; check: string; needs: string | null; reason: string }[], baseUrl: string): string[] {
  const out: string[] = [];
  const levels: ConsentLevel[] = ['read-only', 'writes', 'destructive'];
  const byLevel = (level: ConsentLevel) => requests.filter((r) => r.level === level);
  out.push(`Plan for ${baseUrl}: ${requests.length} requests would be sent (none was): ${levels.map((l) => `${byLevel(l).length} ${l}`).join(', ')}.`);
  if (withheld.length) {
    const needs = new Map<string, number>();
    for (const w of withheld) needs.set(w.needs ?? 'never sent', (needs.get(w.needs ?? 'never sent') ?? 0) + 1);
    out.push(`${withheld.length} more are held back: ${[...needs].map(([flag, n]) => (flag === 'never sent' ? `${n} never sent (they would change a record the suite did not create)` : `${n} need ${flag}`)).join(', ')}.`);
  }
  out.push('Requests that follow an answer (the next page, a record the suite created) show the values the spec\'s examples give.');
  for (const level of levels) {
    const rows = byLevel(level);
    if (!rows.length) continue;
    out.push('', `${level} (${rows.length}):`);
    const grouped = new Map<string, { request: PlannedRequest; checks: Set<string> }>();
    for (const request of rows) {
      const key = `${request.method} ${request.path} ${request.key} ${request.body}`;
      const entry = grouped.get(key) ?? { request, checks: new Set<string>() };
      entry.checks.add(request.check);
      grouped.set(key, entry);
    }
    for (const { request, checks } of grouped.values()) {
      out.push(`  ${request.method} ${request.path} [${keyShown(request.key)}] ${request.body || '(no body)'}  <- ${[...checks].join(', ')}`);
    }
  }
  if (withheld.length) {
    out.push('', 'held back:');
    const grouped = new Map<string, Set<string>>();
    for (const w of withheld) grouped.set(w.reason, (grouped.get(w.reason) ?? new Set()).add(w.check));
    for (const [reason, checks] of grouped) out.push(`  ${reason}  <- ${[...checks].join(', ')}`);
  }
  return out;
}

/** Which key a planned request carries, by the flag that gives it. */
function keyShown(key: string): string {
  if (key === 'valid') return '--api-key';
  if (key === 'none') return 'no key';
  if (key === 'unknown') return 'a random key';
  if (key === 'raw') return 'a malformed Authorization header';
  return KEY_ROLES.find((k) => k.role === key)?.flag ?? key;
}
