import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraPage } from '../../bench/docs-page.ts';

describe('bench --page NAME=FILE (a variant of the docs page measured beside it)', () => {
  it('reads the label and resolves the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-page-args-'));
    const file = path.join(dir, 'variant.html');
    fs.writeFileSync(file, '<!DOCTYPE html>');
    try {
      expect(extraPage(`without samples=${file}`)).toEqual({ label: 'without samples', file });
      // Only the first "=" separates: a path may hold one.
      const odd = path.join(dir, 'a=b.html');
      fs.writeFileSync(odd, '');
      expect(extraPage(`odd=${odd}`)).toEqual({ label: 'odd', file: odd });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the argument when it is not NAME=FILE or the file is missing', () => {
    expect(() => extraPage('page.html')).toThrow('--page page.html: expected NAME=FILE');
    expect(() => extraPage('=page.html')).toThrow('expected NAME=FILE');
    expect(() => extraPage('label=')).toThrow('expected NAME=FILE');
    expect(() => extraPage('label=/nonexistent/page.html')).toThrow('--page label=/nonexistent/page.html: /nonexistent/page.html does not exist');
  });
});
