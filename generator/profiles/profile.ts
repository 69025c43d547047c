// What a generated package says and does beyond the OpenAPI document itself: its names, its example
// values, and the conventions of one service (envelopes, permissions, a header option). A profile is
// plain data on the model (ApiModel.profile); emitters and the runtime read it, never a service name.
import { toIdentifier } from '../model/names.ts';

/** A client option that sets a request header on every call (per call, or for the whole client). */
export interface HeaderOption {
  /** The option's name on ClientOptions and RequestOptions (`onBehalfOf`). */
  option: string;
  header: string;
  /** The option's JSDoc on ClientOptions. */
  clientDoc: string;
  /** The option's JSDoc on RequestOptions. */
  requestDoc: string;
}

export interface ServiceProfile {
  /** The profile in force: `generic` for any document, or the service whose conventions it declares. */
  id: 'generic' | 'hiring-api';
  /** The client class (`HiringApiClient`, `PetStoreClient`). */
  clientClass: string;
  /** An extra name the package exports its base error class under (`HiringApiError`), or null. */
  errorAlias: string | null;
  /** The npm package name in the README's install line. */
  packageName: string;
  /** The environment variable examples read the API key from (`HIRING_API_KEY`). */
  apiKeyVariable: string;
  /** The address examples use (`https://hiring.example.com/api`). */
  exampleBaseUrl: string;
  /** Header options the client offers (`onBehalfOf` -> `X-On-Behalf-Of`). */
  headerOptions: HeaderOption[];
  /**
   * The `{ success: true, results } | { success: false, errors }` envelope family: calls resolve to
   * `results`, list operations page by `nextCursor`, and a `success: false` answer is an error.
   */
  envelope: boolean;
  /** The error code a body names when the key lacks the operation's permission. */
  permissionCode: string | null;
  /** Permissions, modules and access levels are described (JSDoc, docs tables). */
  permissions: boolean;
  /**
   * Runtime modules of this service only: a folder (relative to the project root) whose files ship in
   * generated/runtime/ beside the generic runtime, and what the package's index exports from them.
   */
  runtime: { dir: string; exports: { names: string[]; module: string }[] } | null;
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
    envelope: false,
    permissionCode: null,
    permissions: false,
    runtime: null,
  };
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
