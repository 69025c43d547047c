// The model of a document under the profile it declares: picks the profile (profiles/) and builds the
// model with it (model/). The one place both meet, so the model never imports a profile.
import { buildModel } from './model/build-model.ts';
import type { ApiModel } from './model/types.ts';
import { placeOf, type SourceLocator } from './schema/source-location.ts';
import { profileFor, type ProfileChoice } from './profiles/index.ts';

export type { ProfileChoice } from './profiles/index.ts';

/** `locator` places the model's warnings in the spec's files (`file:line:column`). */
export function documentModel(bundled: Record<string, any>, choice: ProfileChoice = {}, locator?: SourceLocator): ApiModel {
  return buildModel(bundled, profileFor(bundled, choice), (pointer) => placeOf(locator, pointer));
}
