// Picks the profile a document declares: a service's when the document carries its conventions, else
// the generic one (profile.ts). The built-in services are listed here; adding one is adding a folder
// and a line to BUILT_IN. A profile outside the project (`generate --profile <module>`) is loaded by
// loadProfileModule and handed to profileFor, which then requires the document to declare it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { genericProfile, withoutReaders, type Profile, type ProfileDefinition, type ProfileOptions } from './profile.ts';
import { hiringApi } from './hiring-api/index.ts';

export type { Profile, ProfileDefinition, ProfileOptions, ServiceProfile } from './profile.ts';
export { clientNameProblem } from './profile.ts';

const BUILT_IN: readonly ProfileDefinition[] = [hiringApi];

export interface ProfileChoice extends ProfileOptions {
  /** A profile to use instead of the built-in ones (`--profile`): the document must declare it. */
  profile?: ProfileDefinition;
}

export function profileFor(document: Record<string, any>, options: ProfileChoice = {}): Profile {
  const { profile: given, ...profileOptions } = options;
  if (given) {
    if (!given.declaredBy(document)) throw new Error(`The document does not declare the conventions of the profile "${given.id}", so it cannot be used for it.`);
    return given.create(document, profileOptions);
  }
  const declared = BUILT_IN.find((definition) => definition.declaredBy(document));
  return declared ? declared.create(document, profileOptions) : withoutReaders(genericProfile(document, profileOptions));
}

/** The profile a module exports as its default (`--profile <module>`), or an error saying what is wrong with it. */
export async function loadProfileModule(file: string): Promise<ProfileDefinition> {
  const where = path.resolve(file);
  let loaded: { default?: unknown };
  try {
    loaded = await import(pathToFileURL(where).href);
  } catch (error) {
    throw new Error(`--profile ${file}: the module cannot be loaded: ${(error as Error).message}`);
  }
  const definition = loaded.default as Partial<ProfileDefinition> | undefined;
  if (!definition || typeof definition.id !== 'string' || typeof definition.declaredBy !== 'function' || typeof definition.create !== 'function') {
    throw new Error(`--profile ${file}: its default export is not a service profile (an object with \`id\`, \`declaredBy(document)\` and \`create(document, options)\`; generator/profiles/profile.ts ProfileDefinition).`);
  }
  return definition as ProfileDefinition;
}
