// The reference's overview: what holds for every operation, said once and linked from each
// operation's section. Its prose is the document's own description (info.description, headings
// kept); after it come the sections built from data: the headers every operation takes, the admin
// settings, and what the document leaves out across the API. The markdown index and the HTML
// page's introduction render the same sections: the partial templates/docs/_overview.md.hbs, in
// index.md.hbs and, alone, in overview.md.hbs.
import { trimEndWhere } from '../../linear-text.ts';
import type { ApiModel } from '../../model/types.ts';
import { loadTemplates, tidyMarkdown } from './templates.ts';
import { slug } from './markdown-text.ts';

/** Where the overview is read: the markdown index (`index.md#paging`) or the HTML page (`#section/paging`). */
export type OverviewStyle = 'markdown' | 'html';

/** Links from an operation's section to the overview sections it relies on (absent: no such section). */
export interface OverviewLinks {
  permissions?: string;
  paging?: string;
  errors?: string;
  adminSettings?: string;
  notDocumented?: string;
}

export const ADMIN_SETTINGS_TITLE = 'Admin settings';
export const NOT_DOCUMENTED_TITLE = 'What is not documented';

/** A header parameter every operation takes (such as `X-On-Behalf-Of`), described once in the overview. */
export interface SharedHeader {
  name: string;
  description: string;
  title: string;
}

/** The view of templates/docs/_overview.md.hbs. */
export function overviewView(model: ApiModel, style: OverviewStyle) {
  return {
    anchors: style === 'markdown',
    headers: sharedHeaders(model).map((header) => ({ ...header, anchor: slug(header.title) })),
    adminSettings: model.adminSettings,
    adminSettingsAnchor: slug(ADMIN_SETTINGS_TITLE),
    notShownApi: model.notShown,
    notDocumentedAnchor: slug(NOT_DOCUMENTED_TITLE),
  };
}

/** The HTML page's copy of the document, its introduction the overview: the document's description, then the sections built from data. */
export function withOverview(document: Record<string, any>, model: ApiModel, projectRoot: string): Record<string, any> {
  const sections = loadTemplates(projectRoot, 'docs').overview({ overview: overviewView(model, 'html') });
  const description = tidyMarkdown([model.description.trim(), sections].filter(Boolean).join('\n\n')).trimEnd();
  return { ...document, info: { ...document.info, description } };
}

/**
 * The overview sections an operation links to: the description's own sections on permissions,
 * paging and errors (found by their headings' words), and the generated ones. `from` is the page
 * the link sits on, for markdown (`index.md`, or a module page beside it).
 */
export function overviewLinks(model: ApiModel, style: OverviewStyle, from: 'index' | 'page' = 'page'): OverviewLinks {
  const href = (title: string) => (style === 'html' ? `#/section/${slug(title)}` : `${from === 'index' ? '' : 'index.md'}#${slug(title)}`);
  const headings = descriptionHeadings(model.description);
  const find = (word: RegExp) => headings.find((title) => word.test(title));
  const links: OverviewLinks = {};
  const permissions = find(/permission/i);
  const paging = find(/paging|pagination/i);
  const errors = find(/error/i);
  if (permissions) links.permissions = href(permissions);
  if (paging) links.paging = href(paging);
  if (errors) links.errors = href(errors);
  if (model.adminSettings.length > 0) links.adminSettings = href(ADMIN_SETTINGS_TITLE);
  if (model.notShown.length > 0) links.notDocumented = href(NOT_DOCUMENTED_TITLE);
  return links;
}

/** The titles of the ATX headings in a markdown text. */
function descriptionHeadings(description: string): string[] {
  return description.split(/[\r\n\u2028\u2029]/).flatMap((line) => {
    const title = headingTitle(line);
    return title === null ? [] : [title];
  });
}

const isBlank = (char: string) => char === ' ' || char === '\t';

/**
 * The title of an ATX heading line (`## Title ##`): after the `#`s and the blanks that follow them,
 * without the closing `#`s and the blanks around them, and at least one character; null for
 * another line.
 */
function headingTitle(line: string): string | null {
  let level = 0;
  while (level < line.length && line[level] === '#') level++;
  if (level < 1 || level > 6 || !isBlank(line[level] ?? '')) return null;
  let start = level;
  while (isBlank(line[start] ?? '')) start++;
  const body = line.slice(start);
  // Only blanks: the title is the last of them, when at least one blank is left to follow the `#`s.
  if (body.length === 0) return start - level >= 2 ? line.slice(-1) : null;
  const kept = trimEndWhere(trimEndWhere(trimEndWhere(body, isBlank), (char) => char === '#'), isBlank);
  return body.slice(0, Math.max(1, kept.length));
}

/**
 * Error codes and statuses every operation has: the overview's errors section describes them, so an
 * operation's section lists only its own, and a shared code only where the operation words its
 * condition differently (`auditLog.list` names its scope). Without such a section nothing is shared.
 */
export function sharedFailures(model: ApiModel, links: OverviewLinks): { codes: Set<string>; statuses: Set<string> } {
  if (!links.errors || model.operations.length < 2) return { codes: new Set(), statuses: new Set() };
  return {
    codes: commonest(model.operations.map((op) => op.errorCodes.map((c) => [c.code, c.condition]))),
    statuses: commonest(model.operations.map((op) => op.response.otherStatuses.map((s) => [s.status, s.description]))),
  };
}

/** `key text` for each key every list has, with the text most lists give it. */
function commonest(lists: [string, string][][]): Set<string> {
  const shared = new Set<string>();
  const keys = lists.map((list) => new Set(list.map(([key]) => key)));
  for (const key of keys[0] ?? []) {
    if (!keys.every((set) => set.has(key))) continue;
    const counts = new Map<string, number>();
    for (const list of lists) for (const [k, text] of list) if (k === key) counts.set(text, (counts.get(text) ?? 0) + 1);
    const [text] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    shared.add(`${key} ${text}`);
  }
  return shared;
}

/** Header parameters every operation takes (such as `X-On-Behalf-Of`), with their descriptions. */
export function sharedHeaders(model: ApiModel): SharedHeader[] {
  const [first, ...rest] = model.operations;
  if (!first) return [];
  return first.parameters
    .filter((p) => p.in === 'header' && rest.every((op) => op.parameters.some((q) => q.in === 'header' && q.name === p.name)))
    .map((p) => ({ name: p.name, description: p.description, title: `The ${p.name} header` }));
}
