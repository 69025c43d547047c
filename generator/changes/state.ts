// What the other emitters ask of the release history: the package version, and the HTML
// reference's "Changes" section. One computation per generate pass (releases.ts keeps it).
import type { EmitContext } from '../emit/emitter.ts';
import type { ApiModel } from '../model/types.ts';
import { renderChangesSection } from './changelog.ts';
import { hasReleases, releaseStateFor, type ReleaseState } from './releases.ts';

type Where = Pick<EmitContext, 'projectRoot'> & { ownSpec?: boolean };

/** Whether this pass writes the changelog and the docs' "Changes" page. */
export function hasChangesPage(context: Where): boolean {
  return Boolean(context.ownSpec) && hasReleases(context.projectRoot);
}

/** The release state of this generate pass, or null where there is no release history (another document given with --spec). */
export function releaseStateOf(model: ApiModel, context: Where): ReleaseState | null {
  if (!hasChangesPage(context)) return null;
  return releaseStateFor(context.projectRoot, model.bundle);
}

/** The package version: the released one moved by the pending changes; undefined without a release history. */
export function packageVersionOf(model: ApiModel, context: Where): string | undefined {
  return releaseStateOf(model, context)?.version;
}

/** The HTML reference's copy of the document, with a "Changes" section closing its introduction. */
export function withChangesSection(document: Record<string, any>, model: ApiModel, context: Where): Record<string, any> {
  const state = releaseStateOf(model, context);
  if (!state) return document;
  const description = [document.info?.description?.trimEnd(), renderChangesSection(state)].filter(Boolean).join('\n\n');
  return { ...document, info: { ...document.info, description } };
}
