// A synthetic spec `factor` times the size of the bundled one: every operation and every
// component schema copied under new names (`candidate.info` -> `candidateCopy2.info`,
// `Candidate` -> `CandidateCopy2`), with each copy's schema references rewritten to its own
// copies, so tools face `factor` times the distinct types and operations, not repeats.
import { escapeToken, unescapeToken } from '../generator/json-pointer.ts';

const SCHEMA_REF = '#/components/schemas/';

export function copySuffix(copy: number): string {
  return copy === 1 ? '' : `Copy${copy}`;
}

/** `candidate.info` -> `candidateCopy2.info`; names without a dot get the suffix at the end. */
export function copyOperationName(name: string, copy: number): string {
  if (copy === 1) return name;
  const dot = name.indexOf('.');
  return dot === -1 ? `${name}${copySuffix(copy)}` : `${name.slice(0, dot)}${copySuffix(copy)}${name.slice(dot)}`;
}

/** A deep copy of `node` with schema refs and operation-name references pointed at copy `copy`. */
function rewriteCopy(node: unknown, copy: number, operationNames: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteCopy(item, copy, operationNames));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      const name = unescapeToken(value.slice(SCHEMA_REF.length));
      out[key] = `${SCHEMA_REF}${escapeToken(`${name}${copySuffix(copy)}`)}`;
    } else if ((key === 'operationId' || key === 'x-replaced-by') && typeof value === 'string' && operationNames.has(value)) {
      out[key] = copyOperationName(value, copy);
    } else {
      out[key] = rewriteCopy(value, copy, operationNames);
    }
  }
  return out;
}

/** Path of an operation copy: `/candidate.info` -> `/candidateCopy2.info`. */
function copyPath(pathKey: string, copy: number): string {
  return `/${copyOperationName(pathKey.replace(/^\//, ''), copy)}`;
}

export function syntheticSpec(document: Record<string, any>, factor: number): Record<string, any> {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a positive integer, got ${factor}`);
  const operationNames = new Set<string>();
  for (const item of Object.values<Record<string, any>>(document.paths ?? {})) {
    for (const operation of Object.values<any>(item)) {
      if (operation && typeof operation === 'object' && typeof operation.operationId === 'string') operationNames.add(operation.operationId);
    }
  }
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (let copy = 1; copy <= factor; copy += 1) {
    for (const [pathKey, item] of Object.entries<unknown>(document.paths ?? {})) {
      paths[copyPath(pathKey, copy)] = rewriteCopy(item, copy, operationNames);
    }
    for (const [name, schema] of Object.entries<unknown>(document.components?.schemas ?? {})) {
      schemas[`${name}${copySuffix(copy)}`] = rewriteCopy(schema, copy, operationNames);
    }
  }
  const sortedSchemas = Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]));
  return {
    ...document,
    info: { ...document.info, title: `${document.info?.title ?? 'API'} (synthetic, ${factor}x)` },
    paths,
    components: { ...document.components, schemas: sortedSchemas },
  };
}

// ---- A public-style description (not this service's conventions) ----

const WORDS = ['account', 'invoice', 'customer', 'charge', 'refund', 'payout', 'dispute', 'product', 'price', 'coupon', 'discount', 'order', 'shipment', 'subscription', 'plan', 'quote', 'receipt', 'transfer', 'balance', 'card', 'bank', 'mandate', 'session', 'webhook', 'event', 'file', 'report', 'tax', 'rate', 'location'];

/** Resource `index`'s name: `invoice`, then `invoiceItem2`-style names once the words run out. */
function resourceName(index: number): string {
  const word = WORDS[index % WORDS.length];
  return index < WORDS.length ? word : `${word}Variant${Math.floor(index / WORDS.length) + 1}`;
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** A sentence of documentation of the length real descriptions have, different for each field. */
function prose(subject: string, seed: number): string {
  const clauses = [
    `The ${subject} as the API last saw it.`,
    'Present on every object of this type, and kept when the object is updated unless the request names it.',
    'Values may grow: treat an unknown one as the default and do not fail.',
    `See the guide to ${subject}s for the rules that apply in each country.`,
    'Set by the platform; a request that sends it is refused with `parameter_invalid`.',
  ];
  return clauses.slice(0, 2 + (seed % 4)).join(' ');
}

/** The properties of resource `index`: mixed types, nullable references to other resources, 3.0 idioms. */
function resourceProperties(index: number, resources: number, fields: number): Record<string, unknown> {
  const name = resourceName(index);
  const properties: Record<string, unknown> = {
    id: { type: 'string', description: `Unique identifier of the ${name}.`, example: `${name.slice(0, 3)}_1NzQ8aKq` },
    object: { type: 'string', enum: [name], description: 'String representing the object type.' },
    created: { type: 'integer', format: 'unix-time', description: prose('creation time', index) },
    livemode: { type: 'boolean', description: prose('mode', index + 1) },
    metadata: { type: 'object', nullable: true, additionalProperties: { type: 'string', maxLength: 500 }, description: prose('metadata', index + 2) },
  };
  for (let f = 0; f < fields; f += 1) {
    const field = `${['amount', 'status', 'note', 'country', 'related', 'items', 'threshold', 'label'][f % 8]}${Math.floor(f / 8) || ''}`;
    const description = prose(field, index + f);
    switch (f % 8) {
      case 0: properties[field] = { type: 'integer', minimum: 0, description, example: 1999 }; break;
      case 1: properties[field] = { type: 'string', enum: ['draft', 'open', 'paid', 'void', 'uncollectible'], description }; break;
      case 2: properties[field] = { type: 'string', nullable: true, maxLength: 5000, description }; break;
      case 3: properties[field] = { type: 'string', format: 'iso-country-code', nullable: true, description }; break;
      case 4: properties[field] = { nullable: true, anyOf: [{ type: 'string', maxLength: 5000 }, { $ref: `#/components/schemas/${pascal(resourceName((index + f + 1) % resources))}` }], description }; break;
      case 5: properties[field] = { type: 'array', items: { $ref: `#/components/schemas/${pascal(resourceName((index + f + 2) % resources))}Line` }, description }; break;
      case 6: properties[field] = { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 100, description }; break;
      default: properties[field] = { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9 _-]*$', description };
    }
  }
  return properties;
}

/**
 * A large description shaped like the public ones (payments, telephony, cloud hosting), not like
 * this service: OpenAPI 3.0.3, REST paths (`GET /v1/invoices`, `POST /v1/invoices/{id}`, ...), five
 * operations a resource, wide objects with long descriptions, nullable references, `unix-time` and
 * `iso-country-code` formats, boolean exclusive bounds, a Bearer scheme and a shared error body.
 * `operations` is rounded down to a multiple of five; `fields` sets the width of each object (and
 * so the size of the document: about 4 MB at 400 operations and 60 fields).
 */
export function publicStyleSpec(operations = 400, fields = 60): Record<string, any> {
  const resources = Math.max(1, Math.floor(operations / 5));
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'object', required: ['type', 'message'], properties: { type: { type: 'string', enum: ['api_error', 'card_error', 'invalid_request_error'] }, message: { type: 'string' }, param: { type: 'string', nullable: true }, code: { type: 'string', nullable: true } } } },
    },
  };
  const errorResponse = { $ref: '#/components/responses/Error' };
  for (let r = 0; r < resources; r += 1) {
    const name = resourceName(r);
    const type = pascal(name);
    const plural = `${name}s`;
    const properties = resourceProperties(r, resources, fields);
    schemas[type] = { type: 'object', description: prose(name, r), required: ['id', 'object', 'created', 'livemode'], properties };
    schemas[`${type}Line`] = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, quantity: { type: 'integer', minimum: 1, nullable: true }, description: { type: 'string', nullable: true, description: prose('line', r) } } };
    schemas[`${type}List`] = { type: 'object', required: ['object', 'data', 'has_more', 'url'], properties: { object: { type: 'string', enum: ['list'] }, data: { type: 'array', items: { $ref: `#/components/schemas/${type}` } }, has_more: { type: 'boolean' }, url: { type: 'string', maxLength: 5000 } } };
    // Create and update take the writable fields, inline, as public descriptions tend to write them.
    const writable = Object.fromEntries(Object.entries(properties).filter(([key]) => !['id', 'object', 'created', 'livemode'].includes(key)));
    const body = (required: string[]) => ({ required: true, content: { 'application/json': { schema: { type: 'object', required, properties: writable } } } });
    const ok = (schema: string, description: string) => ({ '200': { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } }, default: errorResponse });
    const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 5000 }, description: `Identifier of the ${name}.` };
    const tags = [type];
    paths[`/v1/${plural}`] = {
      get: {
        operationId: `list${type}s`, summary: `List ${plural}`, description: prose(`${name} list`, r), tags,
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 }, description: 'How many objects to return, between 1 and 100.' },
          { name: 'starting_after', in: 'query', schema: { type: 'string' }, description: 'A cursor for pagination: the id of the last object of the previous page.' },
          { name: 'created', in: 'query', schema: { type: 'integer', format: 'unix-time' }, description: 'Only objects created at this time.' },
        ],
        responses: ok(`${type}List`, `A page of ${plural}.`),
      },
      post: { operationId: `create${type}`, summary: `Create a ${name}`, description: prose(`new ${name}`, r + 1), tags, requestBody: body(['amount']), responses: ok(type, `The new ${name}.`) },
    };
    paths[`/v1/${plural}/{id}`] = {
      get: { operationId: `retrieve${type}`, summary: `Retrieve a ${name}`, description: prose(name, r + 2), tags, parameters: [idParameter], responses: ok(type, `The ${name}.`) },
      post: { operationId: `update${type}`, summary: `Update a ${name}`, description: prose(`updated ${name}`, r + 3), tags, parameters: [idParameter], requestBody: body([]), responses: ok(type, `The updated ${name}.`) },
      delete: { operationId: `delete${type}`, summary: `Delete a ${name}`, description: prose(`deleted ${name}`, r + 4), tags, parameters: [idParameter], responses: ok(type, `The deleted ${name}.`) },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: `Public-style API (synthetic, ${resources * 5} operations)`, version: '2026-01-01', description: 'Built by bench/synthetic-spec.ts (publicStyleSpec).' },
    servers: [{ url: 'https://api.acme.test' }],
    security: [{ bearerAuth: [] }],
    tags: Array.from({ length: resources }, (_, r) => ({ name: pascal(resourceName(r)), description: prose(resourceName(r), r) })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      responses: { Error: { description: 'An error.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
      schemas: Object.fromEntries(Object.keys(schemas).sort().map((key) => [key, schemas[key]])),
    },
  };
}
