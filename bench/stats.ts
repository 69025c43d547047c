// Summaries of repeated measurements: the median is the headline, min-max shows the spread,
// ratios compare this project with a peer measured in the same run.

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('summary of no values');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/** `ours / peer` of the medians: above 1 means this project takes more (time, bytes, memory). */
export function ratio(ours: Summary | number, peer: Summary | number): number {
  const a = typeof ours === 'number' ? ours : ours.median;
  const b = typeof peer === 'number' ? peer : peer.median;
  if (b === 0) return Number.POSITIVE_INFINITY;
  return a / b;
}

/**
 * The median over rounds of `ours[round] / peer[round]`, over the rounds both measured (undefined when
 * none): measured in turn, both saw the same load, so a slow spell of a shared machine moves this far
 * less than a ratio of medians taken from different moments.
 */
export function pairedRatio(ours: readonly (number | undefined)[], peer: readonly (number | undefined)[]): number | undefined {
  const ratios = ours.flatMap((mine, round) => (mine !== undefined && peer[round] !== undefined && peer[round] !== 0 ? [mine / peer[round]!] : []));
  return ratios.length > 0 ? median(ratios) : undefined;
}

/** Runs `fn` `warmup` times unrecorded, then `runs` times, and summarizes what it returns. */
export async function measure(runs: number, warmup: number, fn: (index: number) => Promise<number> | number): Promise<Summary> {
  for (let i = 0; i < warmup; i += 1) await fn(-1 - i);
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) values.push(await fn(i));
  return summarize(values);
}

export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatMs(ms: number): string {
  return ms >= 10_000 ? `${formatNumber(ms / 1000, 1)} s` : ms >= 1000 ? `${formatNumber(ms / 1000, 2)} s` : `${formatNumber(ms, ms < 10 ? 2 : 0)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024, 1)} MiB`;
  if (bytes >= 1024) return `${formatNumber(bytes / 1024, 1)} KiB`;
  return `${bytes} B`;
}

/** `median (min-max)` in the given unit formatter. */
export function formatSummary(summary: Summary, format: (value: number) => string): string {
  if (summary.runs === 1) return format(summary.median);
  return `${format(summary.median)} (${format(summary.min)} – ${format(summary.max)})`;
}

/** `1.42x`; with two decimals below 10 so small differences stay visible. */
export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return `${formatNumber(value, value < 10 ? 2 : 1)}x`;
}
