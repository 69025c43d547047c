// Spec text that writes HTML (`<p>`, `<code>`, `<a href>`, `<ul><li>`, as AWS's, Stripe's and
// SendGrid's descriptions do) read as the HTML page reads it, then written as the markdown structure
// markdown-text.ts knows: paragraphs, `-` lists, `#` headings, pipe tables, fenced code, code spans,
// links and (marked, for markdown-text.ts to write where CommonMark reads it) bold and italic.
// markdown-it renders the text (CommonMark with its HTML) and turndown turns that HTML into
// markdown. The result is not trusted: markdown-text.ts escapes it as it escapes any spec text, so
// what stays markup is what it keeps (code spans, web links, emphasis), and HTML never passes through.
import { createRequire } from 'node:module';
import MarkdownIt from 'markdown-it';
import type TurndownService from 'turndown';
import { joinLines } from '../../linear-text.ts';
import { isLinkableUrl, urlOf } from './markdown-links.ts';
import { markedEmphasis, withoutHtmlEmphasisMarks } from './markdown-emphasis.ts';

/**
 * A tag of HTML's text markup, opening or closing: what makes a text HTML rather than prose that
 * mentions `<id>` or `a < b`. The names are literal and the lookahead one character, so the scan is linear.
 */
const HTML_MARKUP =
  /<\/?(?:a|b|blockquote|br|code|dd|div|dl|dt|em|h[1-6]|hr|i|img|kbd|li|ol|p|pre|s|span|strong|sub|sup|table|tbody|td|th|thead|tr|tt|u|ul)(?=[\s/>])/i;

/**
 * Whether `text` is read as HTML: it holds HTML's text markup (a tag HTML_MARKUP names) and does not
 * nest elements deeper than the conversion can follow (see nestsTooDeep).
 */
export function hasHtmlMarkup(text: string): boolean {
  return text.includes('<') && HTML_MARKUP.test(text) && !nestsTooDeep(text);
}

// Any tag's start, opening or closing; the name is a run of name characters, so the scan is linear.
const ANY_TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)/g;
// Tags that do not deepen the tree where they are left open: void elements, and those HTML closes
// when the next of their kind starts (`<li>a<li>b` is two items side by side, not one in the other).
const FLAT_TAGS = new Set(['area', 'br', 'col', 'dd', 'dt', 'embed', 'hr', 'img', 'input', 'li', 'option', 'p', 'source', 'td', 'th', 'tr', 'wbr']);
/** How deep elements may nest in a text read as HTML: turndown walks the tree recursively. */
const MAX_NESTING = 256;

/**
 * Whether `text` opens elements more than MAX_NESTING deep (`<ul><li>` nested thousands of times
 * overflows the call stack of the conversion, and the HTML parser's work grows with the depth).
 * Such a text is not converted: it is escaped as written, as text without HTML is.
 */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (const [, closing, name] of text.matchAll(ANY_TAG)) {
    if (FLAT_TAGS.has(name.toLowerCase())) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING) return true;
  }
  return false;
}

/** `text`, which hasHtmlMarkup says is HTML, as markdown. */
export function markdownFromHtml(text: string): string {
  return converters().block.turndown(commonMark.render(text));
}

/**
 * `markdownFromHtml` for text that goes on one line (a title, a table cell): a code block is a code
 * span there, and a table's cells are text whose `|` the line's escaping takes care of.
 */
export function lineFromHtml(text: string): string {
  return converters().line.turndown(commonMark.render(text));
}

// CommonMark with its HTML; no typographer, no linkify: the text's own links are found later.
const commonMark = new MarkdownIt({ html: true });

let loaded: { block: TurndownService; line: TurndownService } | undefined;

/**
 * The two turndown services, made on first use: turndown loads its DOM (domino) as it loads, which
 * a document without HTML in its text (this service's own) never needs.
 */
function converters(): { block: TurndownService; line: TurndownService } {
  if (!loaded) {
    const Turndown = createRequire(import.meta.url)('turndown') as typeof TurndownService;
    loaded = { block: converter(Turndown, { oneLine: false }), line: converter(Turndown, { oneLine: true }) };
  }
  return loaded;
}

function converter(Turndown: typeof TurndownService, options: { oneLine: boolean }): TurndownService {
  const service = new Turndown({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', hr: '- - -' });
  // Text is left as written for markdown-text.ts to escape; an `&` is written as a reference, since
  // the DOM has already read `&lt;` and `&amp;` as the characters they stand for.
  // The marks of HTML's emphasis (markdown-emphasis.ts) are the converter's own: a text's own are dropped.
  service.escape = (text) => withoutHtmlEmphasisMarks(text).replace(/&/g, '&amp;');
  // A script's or style's text is not the description's.
  service.remove(['script', 'style']);
  // Bold and italic are marked for markdown-text.ts, which writes them as emphasis where CommonMark
  // reads them so (markdown-emphasis.ts); underline and strike-through are layout: their words are kept.
  // Inside code they are layout too: a code span shows its characters as written.
  const inCode = (node: TurndownService.Node) => {
    for (let parent = node.parentNode; parent; parent = parent.parentNode) if (parent.nodeName === 'CODE' || parent.nodeName === 'PRE') return true;
    return false;
  };
  service.addRule('strong', { filter: ['b', 'strong'], replacement: (content, node) => (inCode(node) ? content : markedEmphasis(content, 'strong')) });
  service.addRule('emphasis', { filter: ['i', 'em'], replacement: (content, node) => (inCode(node) ? content : markedEmphasis(content, 'em')) });
  service.addRule('layout', { filter: ['u', 's', 'del'], replacement: (content) => content });
  // List items as the `-` items markdown-text.ts reads, one line each however many paragraphs they
  // hold; an ordered list's items keep their numbers as text.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const list = node.parentNode as HTMLElement | null;
      const number = list?.nodeName === 'OL' ? `${(Number(list.getAttribute('start')) || 1) + Array.prototype.indexOf.call(list.children, node)}. ` : '';
      const lines = content.split('\n').filter((line) => line.trim() !== '');
      return `- ${number}${lines.map((line) => line.trim()).join('\n  ')}\n`;
    },
  });
  // A link to a web address stays a link; any other (relative, `javascript:`) shows its label.
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A',
    replacement: (content, node) => {
      const href = urlOf((node as HTMLElement).getAttribute('href') ?? '');
      return isLinkableUrl(href) && content.trim() !== '' ? `[${content.trim()}](${href})` : content;
    },
  });
  // An image is never fetched: its alt text, linking to it where its address is a web address.
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const alt = (node as HTMLElement).getAttribute('alt')?.trim() ?? '';
      const src = urlOf((node as HTMLElement).getAttribute('src') ?? '');
      return isLinkableUrl(src) ? `[${alt || 'image'}](${src})` : alt;
    },
  });
  if (options.oneLine) {
    service.addRule('codeBlock', { filter: 'pre', replacement: (_content, node) => ` \`${joinLines(node.textContent ?? '').trim()}\` ` });
    service.addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => ` ${content.trim()} ` });
    return service;
  }
  // A table cell's text on one line, so each row is one line of a pipe table.
  service.addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => ` ${joinLines(content).trim().replace(/\|/g, '\\|')} |` });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      // A pipe table's first row is its header, whatever the HTML table marks as one.
      const row = node as HTMLElement;
      const isFirst = row.closest('table')?.querySelector('tr') === row;
      return `|${content}\n${isFirst ? `|${' --- |'.repeat(row.children.length)}\n` : ''}`;
    },
  });
  service.addRule('table', { filter: 'table', replacement: (content) => `\n\n${content.trim()}\n\n` });
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  return service;
}
