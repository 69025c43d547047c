// Holds DEVELOPING.md's "Making a change" recipes to the files they name. A recipe ends with a
// `Files:` line (it may wrap) listing in backticks every file, or folder ending in `/`, the change
// touches; `<name>` stands for the new thing's name. A recipe test applies the change in a copy of
// the project, sees it work, and compares the files that differ from the original with that list.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './project.ts';

/** What a copy of the project holds: everything a recipe may touch and what running it reads. */
const COPIED = ['contract', 'generator', 'generated', 'lint', 'releases', 'spec', 'templates', 'test', 'package.json', 'redocly.yaml', 'tsconfig.json'];

/** The files a recipe names on its `Files:` line, `<name>` replaced by `name`. */
export function recipeFiles(title: string, name: string): string[] {
  const guide = fs.readFileSync(path.join(projectRoot, 'DEVELOPING.md'), 'utf8');
  const start = guide.indexOf(`**${title}.**`);
  if (start < 0) throw new Error(`DEVELOPING.md has no recipe "**${title}.**"`);
  const paragraph = guide.slice(start).split(/\n\s*\n/)[0];
  const at = paragraph.search(/^Files: /m);
  if (at < 0) throw new Error(`The recipe "${title}" has no Files: line`);
  return [...paragraph.slice(at).matchAll(/`([^`]+)`/g)].map((match) => match[1].replaceAll('<name>', name));
}

export interface RecipeCopy {
  dir: string;
  /** Files added, changed or removed in the copy since it was made (paths relative to its root). */
  changed(): string[];
}

/** A copy of the project (node_modules linked) for a recipe to change; the caller removes `dir`. */
export function copyForRecipe(prefix: string): RecipeCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const original = fingerprints(dir);
  return {
    dir,
    changed: () => {
      const now = fingerprints(dir);
      return [...new Set([...original.keys(), ...now.keys()])].filter((file) => original.get(file) !== now.get(file)).sort();
    },
  };
}

/** Whether `file` is one the recipe names: the file itself, or under a named folder (`generated/`). */
export function isNamed(file: string, named: string[]): boolean {
  return named.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

function fingerprints(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full)) walk(relative ? `${relative}/${entry}` : entry);
      return;
    }
    hashes.set(relative, crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
  };
  for (const entry of COPIED) walk(entry);
  return hashes;
}
