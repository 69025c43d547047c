// A synthetic spec `factor` times the size of the bundled one: every operation and every
// component schema copied under new names (`candidate.info` -> `candidateCopy2.info`,
// `Candidate` -> `CandidateCopy2`), with each copy's schema references rewritten to its own
// copies, so tools face `factor` times the distinct types and operations, not repeats.

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

function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A deep copy of `node` with schema refs and operation-name references pointed at copy `copy`. */
function rewriteCopy(node: unknown, copy: number, operationNames: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteCopy(item, copy, operationNames));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      const name = unescapePointer(value.slice(SCHEMA_REF.length));
      out[key] = `${SCHEMA_REF}${escapePointer(`${name}${copySuffix(copy)}`)}`;
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
