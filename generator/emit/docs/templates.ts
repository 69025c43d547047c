// Handlebars for generated markdown. Every value a template prints goes through a helper that
// escapes it for markdown (`text`, `cell`, `blocks`, `section`, `code`, `fence`); anything printed without one
// still gets Handlebars' HTML escaping, so a forgotten helper can garble text but never inject markup.
import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { trimEndWhere } from '../../linear-text.ts';
import { codeBlock, inlineCode, inlineText, markdownBlocks, tableCell } from './markdown-text.ts';

export type Template = (view: unknown) => string;

function createMarkdownHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  const safe = (s: string) => new hb.SafeString(s);
  hb.registerHelper('text', (value: unknown) => safe(inlineText(value)));
  hb.registerHelper('cell', (value: unknown) => safe(tableCell(value)));
  // A page's own description, its headings under the page title and anchored for links; an operation's, under its heading.
  hb.registerHelper('blocks', (value: unknown) => safe(markdownBlocks(value, { headingLevel: 2, anchors: true })));
  hb.registerHelper('section', (value: unknown) => safe(markdownBlocks(value, { headingLevel: 3 })));
  hb.registerHelper('code', (value: unknown) => safe(inlineCode(value)));
  hb.registerHelper('codeCell', (value: unknown) => safe(inlineCode(value, { tableCell: true })));
  hb.registerHelper('fence', (value: unknown, language: unknown) => safe(codeBlock(String(value ?? ''), typeof language === 'string' ? language : '')));
  hb.registerHelper('yesNo', (value: unknown) => (value ? 'yes' : 'no'));
  hb.registerHelper('join', (list: unknown, separator: unknown) => (Array.isArray(list) ? list.join(typeof separator === 'string' ? separator : ', ') : ''));
  return hb;
}

/**
 * Compiles the markdown templates of one folder under templates/ (`docs`, `package`): each
 * `<name>.md.hbs` becomes template `<name>`, and each `_<name>.md.hbs` the partial `<name>`.
 */
export function loadTemplates(projectRoot: string, folder: string): Record<string, Template> {
  const hb = createMarkdownHandlebars();
  const dir = path.join(projectRoot, 'templates', folder);
  const templates: Record<string, Template> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md.hbs')).sort()) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const name = file.replace(/\.md\.hbs$/, '');
    // Handlebars parses lazily, on the first render, and its error names no file: parse here to say which.
    try {
      hb.parse(source);
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), path.join(dir, file))}: ${(error as Error).message}`);
    }
    if (name.startsWith('_')) hb.registerPartial(name.slice(1), source);
    else templates[name] = hb.compile(source, { strict: true, preventIndent: true });
  }
  return templates;
}

/** Collapses the blank-line runs templates leave around blocks, and ends the file with one newline. */
export function tidyMarkdown(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const marker = /^(`{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (line.trim() === fence))) fence = fence === null ? marker : null;
    if (fence === null && line.trim() === '' && out.length > 0 && out[out.length - 1].trim() === '') continue;
    out.push(fence === null ? trimEndWhere(line, (char) => char === ' ' || char === '\t') : line);
  }
  return `${out.join('\n').trim()}\n`;
}
