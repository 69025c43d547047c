// Picks the profile a document declares (profile.ts): this service's when the document carries its
// conventions (hiring-api/), else the generic one. Adding a service is adding a folder and a line here.
import { genericProfile, type ProfileOptions, type ServiceProfile } from './profile.ts';
import { declaresHiringApi, hiringApiProfile } from './hiring-api/index.ts';

export type { HeaderOption, ProfileOptions, ServiceProfile } from './profile.ts';
export { clientNameProblem } from './profile.ts';

export function profileFor(document: Record<string, any>, options: ProfileOptions = {}): ServiceProfile {
  if (declaresHiringApi(document)) return hiringApiProfile(document, options);
  return genericProfile(document, options);
}
