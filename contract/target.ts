// The server a run tests: the one at --base-url, or the Prism mock of the spec, started here and
// stopped when the run ends. A server that cannot be reached at all is said once, before any check.
import { UnreachableError } from './errors.ts';
import { startPrism, type RunningPrism } from './mock/prism.ts';
import type { RunSettings } from './options.ts';
import type { Session } from './session.ts';
import type { Target } from './types.ts';

/** Where the built-in mock is said to listen in a plan, which starts nothing. */
const PLANNED_MOCK_URL = 'http://127.0.0.1:4010';

export interface OpenTarget {
  target: Target;
  stop(): Promise<void>;
}

export async function openTarget(settings: RunSettings, log?: (line: string) => void): Promise<OpenTarget> {
  const allowed = { writes: settings.allowWrites, destructive: settings.allowDestructive };
  if (settings.baseUrl !== undefined) return { target: { baseUrl: settings.baseUrl, kind: 'server', ...allowed }, stop: async () => {} };
  // The suite's own mock holds no data, so nothing a request sends can change anything.
  const mock = { kind: 'prism-mock' as const, writes: true, destructive: true };
  if (settings.plan) return { target: { baseUrl: PLANNED_MOCK_URL, ...mock }, stop: async () => {} };
  log?.('Starting the Prism mock of the spec...');
  const prism: RunningPrism = await startPrism({ specPath: settings.specPath });
  log?.(`Prism mock listening on ${prism.baseUrl}`);
  return { target: { baseUrl: prism.baseUrl, ...mock }, stop: () => prism.stop() };
}

/** Throws an UnreachableError when the server cannot be reached at all; one request, to a read where there is one. */
export async function ensureReachable(session: Session, settings: RunSettings): Promise<void> {
  const unreachable = await reachability(session, settings, true);
  if (unreachable) throw new UnreachableError(`${session.target.baseUrl} cannot be reached: ${unreachable}`);
}

/**
 * After a run in which some requests found no server: why the server cannot be reached now (it
 * stopped answering during the run, so the failures say nothing of its contract), or null.
 */
export async function lostDuringRun(session: Session, settings: RunSettings): Promise<string | null> {
  if (session.networkErrors === 0) return null;
  const unreachable = await reachability(session, settings, false);
  return unreachable && `${session.target.baseUrl} stopped answering during the run (${session.networkErrors} requests found no server; now: ${unreachable})`;
}

/** Why one request to the server found no server at all, or null when it got an answer. */
async function reachability(session: Session, settings: RunSettings, first: boolean): Promise<string | null> {
  if (session.target.kind !== 'server' || settings.operations.length === 0) return null;
  const reader = settings.operations.find((o) => session.consent(o.name).kind === 'read');
  // The first probe is the reader's example request, which its checks then share.
  const probe = reader
    ? await (first ? session.primary(reader.name) : session.send(reader.name, session.requestBody(reader.name), {}, 'reachability'))
    : await session.send(settings.operations[0].name, [], { auth: 'none' }, 'reachability');
  if (probe.answered || probe.reason !== 'network-error') return null;
  return probe.message.replace(/^request failed \((.*)\)$/, '$1');
}
