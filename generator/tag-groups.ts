// `x-tagGroups`, Redoc's extension grouping tags in the page's menu. Where a document has it, Redoc
// lists only the tags its groups name: an operation whose tags are in no group (or that has no tag)
// is not on the page at all, and the page's search leads nowhere. The one place for that rule: the
// lint rule below says where it happens (an error for this service's spec, a warning for other
// documents), and the docs copy of the document (emit/docs/docs-document.ts) lists such tags in one
// more group, so no operation is left off the page. It sits above the folders because lint/, load/
// and emit/ all use it.

/** The group the docs page lists ungrouped tags under. */
export const OTHER_GROUP = 'Other';

/**
 * The tag Redoc files a webhook without tags under (an operation of `paths` without tags goes under
 * the empty tag `''`).
 */
const UNTAGGED_WEBHOOK_TAG = 'webhooks';

/** An operation as Redoc files it: its tags, and whether it is a webhook (the document's webhooks map). */
export interface TaggedOperation {
  tags: string[];
  webhook?: boolean;
}

/** The tags Redoc lists `op` under: its own, or for an operation without any the tag Redoc gives it. */
export function redocTags(op: TaggedOperation): string[] {
  if (op.tags.length > 0) return op.tags;
  return [op.webhook ? UNTAGGED_WEBHOOK_TAG : ''];
}

/** The tags the document's `x-tagGroups` groups name, or null when it has none (Redoc then lists every tag). */
export function groupedTags(document: Record<string, any>): Set<string> | null {
  const groups: unknown = document?.['x-tagGroups'];
  if (!Array.isArray(groups)) return null;
  return new Set(groups.flatMap((group: any) => (Array.isArray(group?.tags) ? group.tags.filter((tag: unknown) => typeof tag === 'string') : [])));
}

/**
 * The tags of `operations` that no group names, in first-use order, `''` standing for operations
 * without a tag and `webhooks` for webhooks without one (the tags Redoc files those under); empty
 * when the document has no groups.
 */
export function ungroupedTags(document: Record<string, any>, operations: TaggedOperation[]): string[] {
  const grouped = groupedTags(document);
  if (!grouped) return [];
  const found = new Set<string>();
  for (const op of operations) for (const tag of redocTags(op)) if (!grouped.has(tag)) found.add(tag);
  return [...found];
}

/**
 * `document` (the docs copy) with the tags `operations` (its webhooks' too) use that no group names
 * listed in the `Other` group, so Redoc shows their operations: a group added after the document's
 * own, or, where the document has a group of that name, that group, where it stands in the menu,
 * with the tags after its own.
 */
export function withUngroupedTagsListed(document: Record<string, any>, operations: TaggedOperation[]): Record<string, any> {
  const ungrouped = ungroupedTags(document, operations);
  if (ungrouped.length === 0) return document;
  const groups: any[] = document['x-tagGroups'];
  const at = groups.findIndex((group) => group?.name === OTHER_GROUP);
  if (at === -1) return { ...document, 'x-tagGroups': [...groups, { name: OTHER_GROUP, tags: ungrouped }] };
  const other = groups[at];
  const joined = { ...other, tags: [...(Array.isArray(other.tags) ? other.tags : []), ...ungrouped] };
  return { ...document, 'x-tagGroups': groups.with(at, joined) };
}

/**
 * A Redocly lint rule: each operation whose tag is in no `x-tagGroups` group (or that has no tag,
 * where the document has groups), reported at the tag (or the operation).
 */
export function tagInGroupRule() {
  let grouped: Set<string> | null = null;
  const hint = `so Redoc would leave its operations off the page: add it to a group (docs/index.html lists it under "${OTHER_GROUP}")`;
  return {
    Root: {
      enter(root: Record<string, any>) {
        grouped = groupedTags(root);
      },
    },
    Operation(operation: Record<string, any>, { report, location }: { report: (problem: { message: string; location: any }) => void; location: any }) {
      if (!grouped) return;
      const tags: unknown[] = Array.isArray(operation.tags) ? operation.tags : [];
      if (tags.length === 0) {
        report({ message: `The operation has no tag and the document has \`x-tagGroups\`, so Redoc would leave it off the page: tag it with a tag of a group (docs/index.html lists it under "${OTHER_GROUP}").`, location: location.key() });
      }
      tags.forEach((tag, index) => {
        if (typeof tag === 'string' && !grouped!.has(tag)) report({ message: `Tag \`${tag}\` is in no \`x-tagGroups\` group, ${hint}.`, location: location.child(['tags', index]) });
      });
    },
  };
}
