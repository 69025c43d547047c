// The model of a document under the profile it declares: picks the profile (profiles/) and builds the
// model with it (model/). The one place both meet, so the model never imports a profile.
import { buildModel } from './model/build-model.ts';
import type { ApiModel } from './model/types.ts';
import { profileFor, type ProfileChoice } from './profiles/index.ts';

export type { ProfileChoice } from './profiles/index.ts';

export function documentModel(bundled: Record<string, any>, choice: ProfileChoice = {}): ApiModel {
  return buildModel(bundled, profileFor(bundled, choice));
}
