// What a generated package says and does beyond the OpenAPI document itself: its names, its example
// values, and the conventions of one service. The generic profile, for any document, is here; a
// service's profile lives in its own folder (hiring-api/) and is registered in index.ts. What a profile
// hands the model is declared in model/service-profile.ts; emitters and the runtime read the data it
// leaves on the model (ApiModel.profile), never a service name.
import { toIdentifier } from '../model/names.ts';
import type { Profile, ServiceProfile } from '../model/service-profile.ts';

export type { AccessFacts, AccessWording, DocumentFacts, EnvelopeConventions, HeaderOption, OperationFacts, PagingConventions, Profile, ServiceProfile } from '../model/service-profile.ts';

/**
 * One service's conventions, as index.ts registers it and `generate --profile <module>` loads it (the
 * module's default export): switched on for a document that declares them.
 */
export interface ProfileDefinition {
  /** The service's id (`ServiceProfile.id`). */
  id: string;
  /** Whether the document declares this service's conventions (an envelope schema, a marker extension). */
  declaredBy(document: Record<string, any>): boolean;
  /** The profile for a document that declares them. */
  create(document: Record<string, any>, options: ProfileOptions): Profile;
}

export interface ProfileOptions {
  /**
   * The client's name (`--name`), instead of the document's `info.title`: `Acme Billing` gives the
   * class `AcmeBillingClient`, the package `acme-billing-client` and the variable `ACME_BILLING_API_KEY`,
   * whichever profile is in force.
   */
  name?: string;
}

/** Why `name` cannot name a client (it has no ASCII letter or digit), or null when it can. */
export function clientNameProblem(name: string): string | null {
  return clientWords(name).length > 0 ? null : `--name ${JSON.stringify(name)} has no ASCII letter or digit to name the client from.`;
}

/** The profile of a document that declares no service conventions: every name from its title (or --name). */
export function genericProfile(document: Record<string, any>, options: ProfileOptions = {}): ServiceProfile {
  const words = clientWords(options.name ?? String(document.info?.title ?? ''));
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') || 'Api';
  const base = /^[A-Za-z]/.test(pascal) ? pascal : `Api${pascal}`;
  const server = document.servers?.[0]?.url;
  return {
    id: 'generic',
    clientClass: `${base}Client`,
    errorAlias: null,
    packageName: `${words.map((w) => w.toLowerCase()).join('-') || 'api'}-client`,
    apiKeyVariable: words.length > 0 ? `${words.map((w) => w.toUpperCase()).join('_')}_API_KEY` : 'API_KEY',
    exampleBaseUrl: typeof server === 'string' && /^https?:\/\//i.test(server) ? server.replace(/\/+$/, '') : 'https://api.example.com',
    headerOptions: [],
    envelope: null,
    paging: null,
    permissionCode: null,
    permissions: false,
    syncChanges: {},
    readmeExamples: { call: [], list: [] },
    runtime: null,
  };
}

/** A profile that reads no extension and words nothing: what OpenAPI says stands. */
export function withoutReaders(conventions: ServiceProfile): Profile {
  return { conventions, readDocument: () => ({}), readOperation: () => ({}), accessWording: () => null };
}

/** `The Pet Store API 2.0` -> [`pet`, `store`, `2`, `0`]: ASCII words without a trailing "API"/"client". */
function clientWords(title: string): string[] {
  const words = toIdentifier(title, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  while (words.length > 0 && ['api', 'client', 'the'].includes(words[words.length - 1])) words.pop();
  while (words.length > 0 && words[0] === 'the') words.shift();
  return words.slice(0, 4);
}
