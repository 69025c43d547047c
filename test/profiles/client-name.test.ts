// `--name`: the client, its package and its key variable are named from it instead of info.title,
// under the generic profile and this service's alike (generator/profiles/).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentModel } from '../../generator/document-model.ts';
import { genericProfile } from '../../generator/profiles/profile.ts';
import { readmeView } from '../../generator/emit/package-readme.ts';
import { renderIndex } from '../../generator/emit/package.ts';
import { loadProjectModel, projectRoot as root } from '../support/project.ts';

const run = promisify(execFile);

describe('--name on another spec', () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'client-name-'));
    fs.rmSync(out, { recursive: true });
    await run(process.execPath, ['generator/cli.ts', '--spec', 'test/fixtures/specs/pet-store.yaml', '--out', out, '--name', 'Acme Billing'], { cwd: root });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('names the client class, package and key variable from it', () => {
    expect(fs.readFileSync(path.join(out, 'client.ts'), 'utf8')).toContain('export class AcmeBillingClient {');
    expect(fs.readFileSync(path.join(out, 'index.ts'), 'utf8')).toContain("export { AcmeBillingClient } from './client.js';");
    expect(JSON.parse(fs.readFileSync(path.join(out, 'package.json'), 'utf8')).name).toBe('acme-billing-client');
    const readme = fs.readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain('process.env.ACME_BILLING_API_KEY!');
    expect(readme).toContain('npm install acme-billing-client');
  });

  it('leaves no name from info.title in the code', () => {
    for (const file of ['client.ts', 'index.ts', 'package.json', 'README.md']) {
      expect(fs.readFileSync(path.join(out, file), 'utf8'), file).not.toMatch(/PetStoreClient|pet-store-client|PET_STORE_API_KEY/);
    }
  });
});

describe('--name on this spec (the hiring profile)', () => {
  it('renames the client and drops the HiringApiError alias, keeping the conventions', async () => {
    const model = documentModel((await loadProjectModel()).bundle, { name: 'Acme Billing' });
    expect(model.profile).toMatchObject({
      id: 'hiring-api',
      clientClass: 'AcmeBillingClient',
      packageName: 'acme-billing-client',
      apiKeyVariable: 'ACME_BILLING_API_KEY',
      errorAlias: null,
      envelope: { flagField: 'success', successValue: true, failureValue: false },
      permissionCode: 'missing_endpoint_permission',
    });
    expect(model.profile.headerOptions.map((o) => o.option)).toEqual(['onBehalfOf']);
    expect(readmeView(model, null).construct).toContain('process.env.ACME_BILLING_API_KEY!');
    const index = renderIndex(model);
    expect(index).toContain("export { AcmeBillingClient } from './client.js';");
    expect(index).not.toMatch(/HiringApi/);
  });

  it('keeps the names it has always had without --name', async () => {
    const { profile } = await loadProjectModel();
    expect(profile).toMatchObject({ clientClass: 'HiringApiClient', packageName: '@hiring-api/client', apiKeyVariable: 'HIRING_API_KEY', errorAlias: 'HiringApiError' });
  });
});

describe('--name that cannot name a client', () => {
  it('is refused before anything runs, saying why', async () => {
    const out = path.join(os.tmpdir(), `client-name-refused-${process.pid}`);
    const failure = await run(process.execPath, ['generator/cli.ts', '--spec', 'test/fixtures/specs/pet-store.yaml', '--out', out, '--name', '***'], { cwd: root }).then(
      () => null,
      (error) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--name "***" has no ASCII letter or digit to name the client from.');
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('names from real titles', () => {
  // [info.title, first server URL, client class, package, key variable]: titles as their owners write them.
  const cases: [string, string | null, string, string, string][] = [
    ['Discord HTTP API (Preview)', 'https://discord.com/api/v10', 'DiscordHttpApiPreviewClient', 'discord-http-api-preview-client', 'DISCORD_HTTP_API_PREVIEW_API_KEY'],
    // Sentry's title names no one: the owner comes from the server's host.
    ['API Reference', 'https://{region}.sentry.io', 'SentryApiReferenceClient', 'sentry-api-reference-client', 'SENTRY_API_REFERENCE_API_KEY'],
    ['Lago API documentation', 'https://api.getlago.com/api/v1', 'LagoApiDocumentationClient', 'lago-api-documentation-client', 'LAGO_API_DOCUMENTATION_API_KEY'],
    ['PagerDuty API', 'https://api.pagerduty.com', 'PagerDutyClient', 'pagerduty-client', 'PAGERDUTY_API_KEY'],
    ['OpenAI API', 'https://api.openai.com/v1', 'OpenAiClient', 'openai-client', 'OPENAI_API_KEY'],
    ['Swagger Petstore - OpenAPI 3.0', '/api/v3', 'SwaggerPetstoreClient', 'swagger-petstore-client', 'SWAGGER_PETSTORE_API_KEY'],
    ['Elasticsearch Serverless API', 'https://{url}', 'ElasticsearchServerlessClient', 'elasticsearch-serverless-client', 'ELASTICSEARCH_SERVERLESS_API_KEY'],
    // A title without an ASCII word (freee's HR API): the owner from the host, below a country's `co`.
    ['freee人事労務APIリファレンス', 'https://api.freee.co.jp/hr', 'FreeeClient', 'freee-client', 'FREEE_API_KEY'],
    // A leading digit is spelt out where a name cannot start with one.
    ['1Password Connect', 'http://localhost:8080/v1', 'OnePasswordConnectClient', '1password-connect-client', 'ONE_PASSWORD_CONNECT_API_KEY'],
    ['360dialog API', null, 'Api360DialogClient', '360dialog-client', 'API_360_DIALOG_API_KEY'],
    ['The Pet Store API 2.0', null, 'PetStoreClient', 'pet-store-client', 'PET_STORE_API_KEY'],
    ['REST API', 'http://localhost:3000', 'ApiClient', 'api-client', 'API_KEY'],
    ["Schemas Ajv's strict mode", null, 'SchemasAjvsStrictModeClient', 'schemas-ajvs-strict-mode-client', 'SCHEMAS_AJVS_STRICT_MODE_API_KEY'],
    // An accented letter keeps its word (PokeAPI's title), where dropping it split the word and lost the rest.
    ['PokéAPI', 'https://pokeapi.co', 'PokeApiClient', 'pokeapi-client', 'POKEAPI_API_KEY'],
    // A title that is a class name already (Azure's) is not suffixed twice.
    ['StorageManagementClient', 'https://management.azure.com', 'StorageManagementClient', 'storagemanagement-client', 'STORAGEMANAGEMENT_API_KEY'],
    // An owner's host with a hyphen gives two words (Ideal Postcodes), not one run together.
    ['API Reference', 'https://api.ideal-postcodes.co.uk/v1', 'IdealPostcodesApiReferenceClient', 'ideal-postcodes-api-reference-client', 'IDEAL_POSTCODES_API_REFERENCE_API_KEY'],
    // Four words would end inside the phrase after `and` (Apache Polaris's catalog service): the name stops before it.
    ['Apache Polaris and Apache Iceberg REST Catalog API', 'https://localhost', 'ApachePolarisClient', 'apache-polaris-client', 'APACHE_POLARIS_API_KEY'],
    // A joining word with the phrase whole, or one that would leave only generic words, stays.
    ['Bank of America Merchant Services API', null, 'BankOfAmericaMerchantClient', 'bank-of-america-merchant-client', 'BANK_OF_AMERICA_MERCHANT_API_KEY'],
    ['Open API for FSP Interoperability (FSPIOP)', null, 'OpenApiForFspClient', 'open-api-for-fsp-client', 'OPEN_API_FOR_FSP_API_KEY'],
  ];
  it.each(cases)('%s (%s)', (title, server, clientClass, packageName, apiKeyVariable) => {
    const profile = genericProfile({ openapi: '3.1.0', info: { title, version: '1' }, ...(server ? { servers: [{ url: server }] } : {}) });
    expect(profile).toMatchObject({ clientClass, packageName, apiKeyVariable });
  });

  it('takes --name as written, whatever the title and servers say', () => {
    expect(genericProfile({ info: { title: 'API Reference' }, servers: [{ url: 'https://sentry.io' }] }, { name: 'Acme Billing' })).toMatchObject({ clientClass: 'AcmeBillingClient', packageName: 'acme-billing-client' });
  });
});

