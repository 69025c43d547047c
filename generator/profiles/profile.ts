// What a generated package says and does beyond the OpenAPI document itself: its names, its example
// values, and the conventions of one service. The generic profile, for any document, is here; a
// service's profile lives in its own folder (hiring-api/) and is registered in index.ts. What a profile
// hands the model is declared in model/service-profile.ts; emitters and the runtime read the data it
// leaves on the model (ApiModel.profile), never a service name.
import { toIdentifier } from '../model/names.ts';
import { serverUrlWithDefaults } from '../model/server-url.ts';
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

/**
 * The address the README's examples construct the client with: the document's first server, a
 * protocol-relative one (`//petstore.swagger.io/v2`) over https; `https://api.example.com` where it
 * gives none with a host (no server, or a relative one such as `/v1`).
 */
function exampleBaseUrl(server: string | null): string {
  if (server !== null && /^https?:\/\/[^/]/i.test(server)) return server;
  if (server !== null && /^\/\/[^/]/.test(server)) return `https:${server}`;
  return 'https://api.example.com';
}

/** The profile of a document that declares no service conventions: every name from its title (or --name). */
export function genericProfile(document: Record<string, any>, options: ProfileOptions = {}): ServiceProfile {
  const words = options.name !== undefined ? clientWords(options.name) : documentWords(document);
  const server = serverUrlWithDefaults(document.servers?.[0]);
  return {
    id: 'generic',
    clientClass: `${classWords(words).join('') || 'Api'}Client`,
    errorAlias: null,
    packageName: `${words.map((w) => w.toLowerCase()).join('-') || 'api'}-client`,
    apiKeyVariable: words.length > 0 ? `${spellLeadingNumber(words).map((w) => w.toUpperCase()).join('_')}_API_KEY` : 'API_KEY',
    exampleBaseUrl: exampleBaseUrl(server),
    headerOptions: [],
    envelope: null,
    paging: null,
    permissionCode: null,
    permissions: false,
    syncChanges: {},
    createdAlongside: [],
    readmeExamples: { call: [], list: [] },
    runtime: null,
  };
}

/** A profile that reads no extension and words nothing: what OpenAPI says stands. */
export function withoutReaders(conventions: ServiceProfile): Profile {
  return { conventions, readDocument: () => ({}), readOperation: () => ({}), accessWording: () => null };
}

/** Words that say what a document is, not whose: a title made only of them names no one. */
const GENERIC_WORDS = new Set(['api', 'apis', 'rest', 'http', 'https', 'web', 'public', 'open', 'openapi', 'swagger', 'reference', 'documentation', 'docs', 'doc', 'spec', 'specification', 'definition', 'description', 'service', 'services', 'server', 'endpoints', 'interface', 'schema', 'client']);

/** Words a title ends with that say nothing a name needs (`Pet Store API`, `Petstore - OpenAPI 3.0`). */
const TRAILING_WORDS = new Set(['api', 'apis', 'client', 'openapi', 'swagger', 'rest']);

/**
 * The words a document's client is named from: its title's, led by its owner's name from the first
 * server's host (`{region}.sentry.io` -> `sentry`) when the title names no one (`API Reference` ->
 * `sentry`, `API`, `Reference`), or has no ASCII word at all.
 */
function documentWords(document: Record<string, any>): string[] {
  const words = clientWords(String(document.info?.title ?? ''));
  if (words.some((w) => !GENERIC_WORDS.has(w.toLowerCase()))) return words;
  const owner = ownerName(document.servers?.[0]?.url);
  return owner ? [...owner, ...words].slice(0, 4) : words;
}

/** Second-level labels that stand below a country's domain: `co` of `example.co.uk`. */
const SHARED_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu']);

/**
 * The registrable name of an absolute URL's host, as words (`https://api.eu.getlago.com` -> `getlago`,
 * `api.ideal-postcodes.co.uk` -> `ideal`, `postcodes`), else null.
 */
function ownerName(url: unknown): string[] | null {
  const host = typeof url === 'string' ? /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+)/i.exec(url)?.[1] : undefined;
  if (!host) return null;
  const labels = host.toLowerCase().split('.').filter((label) => /^[a-z0-9-]+$/.test(label));
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) return null;
  const index = labels.length >= 3 && SHARED_SECOND_LEVEL.has(labels.at(-2)!) && labels.at(-1)!.length === 2 ? labels.length - 3 : labels.length - 2;
  const name = labels[index];
  return ['localhost', 'example'].includes(name) ? null : name.split('-').filter(Boolean);
}

/**
 * `Discord HTTP API (Preview)` -> `Discord`, `HTTP`, `API`, `Preview`: the title's ASCII words as
 * written (accents dropped: `PokéAPI` -> `PokeAPI`), at most four, without a leading "the" or
 * trailing words that name no one ("API", "client", "OpenAPI", a version number: `Swagger Petstore -
 * OpenAPI 3.0` -> `Swagger`, `Petstore`). A package and a variable take each word whole (`PagerDuty`
 * -> `pagerduty-client`, `PAGERDUTY_API_KEY`).
 */
function clientWords(title: string): string[] {
  const words = asciiLetters(title)
    // An apostrophe joins its word (`Ajv's` -> `Ajvs`), as a person writing a name drops it.
    .replace(/['\u2019](?=[A-Za-z])/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  while (words.length > 0 && (TRAILING_WORDS.has(words.at(-1)!.toLowerCase()) || /^v?\d+$/i.test(words.at(-1)!))) words.pop();
  // A title that is already a class name (`StorageManagementClient`) gets its own `Client` suffix once.
  const last = words.at(-1);
  if (last !== undefined && /[a-z]Client$/.test(last)) words[words.length - 1] = last.slice(0, -'Client'.length);
  while (words.length > 0 && words[0].toLowerCase() === 'the') words.shift();
  return firstWords(words, 4);
}

/** Words that join a title's phrases (`Apache Polaris and Apache Iceberg`). */
const JOINING_WORDS = new Set(['and', 'or', 'for', 'of', 'with', 'to', 'on', 'in', 'by', 'from']);

/**
 * The first `count` words; where that cuts the phrase a joining word starts within its last two
 * words, the words before it (`Apache Polaris and Apache Iceberg REST Catalog` -> `Apache`,
 * `Polaris`, not `... and Apache`), unless those name no one (`Open API for FSP ...` stays).
 */
function firstWords(words: string[], count: number): string[] {
  const kept = words.slice(0, count);
  if (words.length <= count) return kept;
  const join = kept.findIndex((word, i) => i > 0 && i >= count - 2 && JOINING_WORDS.has(word.toLowerCase()));
  return join > 0 && kept.slice(0, join).some((word) => !GENERIC_WORDS.has(word.toLowerCase())) ? kept.slice(0, join) : kept;
}

/**
 * A class name's parts, each capitalised so acronyms read as words (`Discord`, `HTTP`, `API`,
 * `Preview` -> `DiscordHttpApiPreviewClient`). Within a word a capital after a lower-case letter
 * starts a part (`PagerDuty` -> `Pager`, `Duty`), a run of capitals is one part up to the capital
 * that starts the next (`XMLHttp` -> `Xml`, `Http`), and so is a number after letters (`Api2`).
 */
function classWords(words: string[]): string[] {
  return spellLeadingNumber(words)
    .flatMap((word) => word.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ').replace(/([A-Za-z])(\d)/g, '$1 $2').split(' '))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
}

/** `text` with accented Latin letters as their base letters (`PokéAPI` -> `PokeAPI`), so they stay in their word. */
function asciiLetters(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * Words for a class or variable name, which cannot start with a digit: a leading digit is spelt out
 * (`1Password` -> `one`, `Password`), a longer leading number gets `api` before it (`api`, `360`, `dialog`).
 */
function spellLeadingNumber(words: string[]): string[] {
  const first = words[0] ?? '';
  const number = /^\d+/.exec(first)?.[0];
  if (number === undefined) return words;
  const rest = first.slice(number.length);
  const lead = number.length === 1 ? [DIGIT_NAMES[Number(number)]] : ['api', number];
  return [...lead, ...(rest ? [rest] : []), ...words.slice(1)];
}
