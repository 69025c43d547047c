import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRatio, formatSummary, median, pairedRatio, ratio, summarize } from '../../bench/stats.ts';
import { mergeReport, renderReport, writeReport, type SectionResult } from '../../bench/report.ts';
import { ratioWords, toolWarnings } from '../../bench/generation.ts';
import { asFastAsAjv } from '../../bench/validation.ts';

describe('bench statistics', () => {
  it('takes the median of odd and even counts without reordering the input', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('summarizes with spread and compares medians', () => {
    const s = summarize([10, 30, 20]);
    expect(s).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
    expect(ratio(s, summarize([10]))).toBe(2);
    expect(formatSummary(s, (v) => `${v} ms`)).toBe('20 ms (10 ms – 30 ms)');
    expect(formatRatio(1.234)).toBe('1.23x');
  });

  it('says "slower" when this project takes longer than the peer', () => {
    expect(ratioWords(2)).toBe('this project **2.00x slower**');
    expect(ratioWords(0.5)).toBe('this project 2.00x faster');
    expect(ratioWords(1.01)).toMatch(/^same/);
    expect(ratioWords(undefined)).toBe('n/a');
  });

  it('pairs ratios round by round, skipping rounds either side missed', () => {
    // Two rounds say 2; the ratio of medians mixes rounds and says 0.6.
    expect(pairedRatio([10, 40, 12], [5, 20, 30])).toBe(2);
    expect(median([10, 40, 12]) / median([5, 20, 30])).toBe(0.6);
    expect(pairedRatio([3, undefined, 9], [1, 5, 3])).toBe(3);
    expect(pairedRatio([undefined], [1])).toBeUndefined();
  });
});

describe('the "as fast as Ajv" verdict against the A/A control', () => {
  it('is met at or above Ajv\'s rate, however noisy the run', () => {
    expect(asFastAsAjv(1, 1.02)).toBe(true);
    expect(asFastAsAjv(1.05, 1.5)).toBe(true);
  });

  it('is missed below the control\'s reach, and below 3% when the control reads tighter', () => {
    expect(asFastAsAjv(0.9, 1.05)).toBe(false);
    expect(asFastAsAjv(0.96, 1.01)).toBe(false);
    expect(asFastAsAjv(0.6, 1.5)).toBe(false);
  });

  it('cannot tell apart a rate within the control\'s reach: met while the control stays within 10%, else no verdict', () => {
    expect(asFastAsAjv(0.98, 1.01)).toBe(true);
    expect(asFastAsAjv(0.95, 1.08)).toBe(true);
    expect(asFastAsAjv(0.9, 1.2)).toBe('inconclusive');
  });
});

describe('bench report', () => {
  it('lists the machine, command, missed targets and unavailable sections', () => {
    const sections: SectionResult[] = [
      { id: 'a', title: '1. A', method: [], tables: [{ headers: ['Tool', 'Time'], rows: [['x | y', '1 s']] }], targets: [{ target: 'fast', measured: '2 s', met: false }, { target: 'as fast', measured: 'noisy', met: 'inconclusive' }], notes: ['a note'] },
      { id: 'b', title: '2. B', unavailable: 'generated/client.ts does not exist', method: [], tables: [], targets: [], notes: [] },
    ];
    const text = renderReport({
      command: 'npm run bench -- --quick',
      machine: { cpu: 'CPU', cores: 2, memory: '4 GiB', node: 'v20.20.2', os: 'Linux', loadBefore: '0.00' },
      date: '2026-01-01',
      quick: true,
      durationMs: 1000,
      sections,
    });
    expect(text).toContain('`npm run bench -- --quick`');
    expect(text).toContain('2 cores');
    expect(text).toContain('Node v20.20.2');
    expect(text).toContain('| fast | 2 s | **missed** |');
    expect(text).toContain('| as fast | noisy | **inconclusive** |');
    expect(text).toContain('| x \\| y | 1 s |');
    expect(text).toContain('Not available yet: generated/client.ts does not exist');
  });

  /** The machine and a one-target section the report tests below merge runs of. */
  const machine = { cpu: 'CPU', cores: 2, memory: '4 GiB', node: 'v24.0.0', os: 'Linux', loadBefore: '0.50' };
  const section = (id: string, title: string, measured: string): SectionResult => ({
    id,
    title,
    method: [`measured ${measured}`],
    tables: [],
    targets: [{ target: `${id} target`, measured, met: true }],
    notes: [],
  });

  it('after --only, replaces the sections and target rows it ran and keeps the rest as they were', () => {
    const full = renderReport({ command: 'npm run bench', machine, date: '2026-01-01', quick: false, durationMs: 1000, sections: [section('a', '1. A', 'first'), section('b', '2. B', 'first')] });
    const withNotes = `${full}\n## Notes by hand\n\nKept as written.\n`;
    const fresh = { ...section('b', '2. B', 'second'), targets: [{ target: 'b target', measured: 'second', met: false }, { target: 'new target', measured: 'new', met: true }] };
    const merged = mergeReport(withNotes, { command: 'npm run bench -- --only b', machine, date: '2026-02-02', quick: false, durationMs: 10, sections: [fresh] });
    expect(merged).toContain('- Command: `npm run bench`');
    expect(merged).toContain('| a target | first | met |');
    expect(merged).toContain('| b target | second | **missed** |');
    expect(merged).not.toContain('| b target | first |');
    expect(merged.indexOf('| new target | new | met |')).toBeGreaterThan(merged.indexOf('| b target |'));
    expect(merged).toContain('## 1. A\n\nmeasured first');
    expect(merged).toContain('## 2. B\n\nMeasured by `npm run bench -- --only b` on 2026-02-02: Node v24.0.0, load average at start 0.50.\n\nmeasured second');
    expect(merged).not.toContain('measured first\n\n## Notes');
    expect(merged.trimEnd().endsWith('## Notes by hand\n\nKept as written.')).toBe(true);
    expect(merged.indexOf('## 2. B')).toBeLessThan(merged.indexOf('## Notes by hand'));
  });

  it("after --only, writes a section's new target beside its other one, not at the table's end", () => {
    const full = renderReport({ command: 'npm run bench', machine, date: '2026-01-01', quick: false, durationMs: 1000, sections: [section('a', '1. A', 'first'), section('b', '2. B', 'first')] });
    const fresh = { ...section('a', '1. A', 'second'), targets: [{ target: 'a target', measured: 'second', met: true }, { target: '… and without docs', measured: 'new', met: true }] };
    const merged = mergeReport(full, { command: 'npm run bench -- --only a', machine, date: '2026-02-02', quick: false, durationMs: 10, sections: [fresh] });
    expect(merged).toContain('| a target | second | met |\n| … and without docs | new | met |\n| b target | first | met |');
  });

  it('after a run of all, replaces the run header and every section it ran, and keeps what was written by hand', () => {
    const first = renderReport({ command: 'npm run bench', machine, date: '2026-01-01', quick: false, durationMs: 1000, sections: [section('a', '1. A', 'first'), section('b', '2. B', 'first')] });
    // A section and a target row written by hand, between and after the generated ones.
    const byHand = first
      .replace('## 2. B', '### Runs by hand\n\nKept after section 1.\n\n## Analysis by hand\n\nKept as written.\n\n## 2. B')
      .replace('| b target | first | met |', '| b target | first | met |\n| hand target | by hand | met |');
    const merged = mergeReport(byHand, { command: 'npm run bench', machine: { ...machine, node: 'v24.1.0' }, date: '2026-02-02', quick: false, durationMs: 10, sections: [section('a', '1. A', 'second'), section('b', '2. B', 'second')] }, { whole: true });
    expect(merged).toContain('- Date: 2026-02-02');
    expect(merged).not.toContain('- Date: 2026-01-01');
    // A `###` part of a section the run rendered again follows its new text.
    expect(merged).toContain('## 1. A\n\nmeasured second\n\n### Runs by hand\n\nKept after section 1.\n\n## Analysis by hand');
    expect(merged).toContain('## 2. B\n\nmeasured second');
    expect(merged).not.toContain('measured first');
    expect(merged).not.toContain('Measured by');
    expect(merged).toContain('| a target | second | met |');
    expect(merged).toContain('| hand target | by hand | met |');
    expect(merged.indexOf('## 1. A')).toBeLessThan(merged.indexOf('## Analysis by hand\n\nKept as written.'));
    expect(merged.indexOf('## Analysis by hand')).toBeLessThan(merged.indexOf('## 2. B'));
    // What `npm run bench` (all sections) writes over an existing bench/RESULTS.md.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    try {
      const file = path.join(dir, 'RESULTS.md');
      fs.writeFileSync(file, byHand);
      writeReport(file, { command: 'npm run bench', machine, date: '2026-03-03', quick: false, durationMs: 10, sections: [section('a', '1. A', 'third'), section('b', '2. B', 'third')] });
      const written = fs.readFileSync(file, 'utf8');
      expect(written).toContain('## Analysis by hand\n\nKept as written.');
      expect(written.match(/### Runs by hand/g)).toHaveLength(1);
      expect(written).toContain('- Date: 2026-03-03');
      expect(written).toContain('## 2. B\n\nmeasured third');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('toolWarnings', () => {
  it('keeps the indented lines under a warning, which say what it is about', () => {
    const stdout = '🍻 orval v7.13.0\n\u001b[33m⚠️  SyntaxError: Swagger schema validation failed.\u001b[39m\n  #/servers/0/variables/base_url must NOT have unevaluated properties\n\n🎉 api - done\n  not a detail\n';
    expect(toolWarnings({ stdout, stderr: '' })).toBe('⚠️  SyntaxError: Swagger schema validation failed. #/servers/0/variables/base_url must NOT have unevaluated properties');
  });

  it('quotes whole warnings, cutting only a first one too long to quote, at a word', () => {
    const warning = (n: number, words: number) => `warning: ${n} ${'/a/long/path.json:1:2 '.repeat(words).trim()}`;
    const three = [warning(1, 8), warning(2, 8), warning(3, 30)].join('\n');
    // The third would pass the length quoted: it is left out whole, not cut mid-path.
    expect(toolWarnings({ stdout: three, stderr: '' })).toBe(`${warning(1, 8)} / ${warning(2, 8)}`);
    const long = toolWarnings({ stdout: warning(1, 40), stderr: '' })!;
    expect(long.length).toBeLessThanOrEqual(502);
    expect(long).toMatch(/\/a\/long\/path\.json:1:2 …$/);
  });

  it('is null for a run without warnings', () => {
    expect(toolWarnings({ stdout: 'done\n  details of nothing\n', stderr: '' })).toBeNull();
  });
});
