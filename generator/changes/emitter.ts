// generated/CHANGELOG.md and generated/docs/reference/changes.md, from the release history and the
// pending changes (releases.ts). Only for this service's own spec, which keeps releases/.
import type { Emitter } from '../emit/emitter.ts';
import { renderChangelog, renderChangesPage } from './changelog.ts';
import { releaseStateOf } from './state.ts';

export const CHANGES_PAGE = 'docs/reference/changes.md';

export const changesEmitter: Emitter = {
  name: 'changes',
  emit: (model, context) => {
    const state = releaseStateOf(model, context);
    if (!state) return [];
    return [
      { path: 'CHANGELOG.md', contents: renderChangelog(state, model.profile.packageName) },
      { path: CHANGES_PAGE, contents: renderChangesPage(state, model.title) },
    ];
  },
};
