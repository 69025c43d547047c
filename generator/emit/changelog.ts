// generated/CHANGELOG.md (the package's) and generated/docs/reference/changes.md (the docs'), from
// the release history and the pending changes generate worked out (context.release;
// generator/changes/ writes the markdown). Only for a spec that keeps a release history: the
// project's own.
import type { Emitter } from './emitter.ts';
import { renderChangelog, renderChangesPage } from '../changes/changelog.ts';

export const CHANGES_PAGE = 'docs/reference/changes.md';

export const changesEmitter: Emitter = {
  name: 'changes',
  usesRelease: true,
  emit: (model, { release }) => (release ? [{ path: 'CHANGELOG.md', contents: renderChangelog(release, model.profile.packageName) }] : []),
};

export const docsChangesMarkdownEmitter: Emitter = {
  name: 'docs-changes-markdown',
  usesRelease: true,
  docs: true,
  emit: (model, { release }) => (release ? [{ path: CHANGES_PAGE, contents: renderChangesPage(release, model.title) }] : []),
};
