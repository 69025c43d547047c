// ---- Validation API (hand-written in generator/emit/validators/runtime.js, appended verbatim) ----

/** Operation names in the order the spec lists them. */
export const operationNames = Object.freeze(Object.keys(OPERATIONS));

/** Whether the operation declares a JSON request body schema (without one, validateRequest passes everything). */
export function hasRequestSchema(operation) {
  return operationOf(operation, 'hasRequestSchema').request !== null;
}

/** Whether the operation declares a JSON schema for its 200 body (without one, validateResponse passes everything). */
export function hasResponseSchema(operation) {
  return operationOf(operation, 'hasResponseSchema').response !== null;
}

export function validateRequest(operation, body) {
  const validate = operationOf(operation, 'validateRequest').request;
  if (validate === null || validate(body)) return { ok: true, errors: [] };
  return { ok: false, errors: issuesOf(validate.errors, body) };
}

export function validateResponse(operation, body) {
  const entry = operationOf(operation, 'validateResponse');
  const validate = entry.response;
  if (validate === null) return { ok: true, errors: [] };
  // Branches told apart by their `success` constant exclude each other: checking the branch the
  // body claims is the whole check, and costs one pass instead of one per branch.
  const claimed = entry.exclusive ? claimedBranch(entry, body) : null;
  if (claimed !== null) return claimed(body) ? { ok: true, errors: [] } : { ok: false, errors: issuesOf(claimed.errors, body) };
  if (validate(body)) return { ok: true, errors: [] };
  // A oneOf body (success or error envelope): report why the branch the body claims to be fails,
  // not every branch's mismatch.
  const branch = entry.branches === null ? null : branchFor(entry, body);
  if (branch !== null && !branch(body)) return { ok: false, errors: issuesOf(branch.errors, body) };
  return { ok: false, errors: issuesOf(validate.errors, body) };
}

function operationOf(operation, caller) {
  if (typeof operation === 'string' && Object.hasOwn(OPERATIONS, operation)) return OPERATIONS[operation];
  throw new Error(`${caller}: unknown operation ${JSON.stringify(operation)}; operationNames lists the ${operationNames.length} known operations.`);
}

/** The branch whose `success` constant equals the body's, or null when none does. */
function claimedBranch(entry, body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const match = entry.branches.find(([, success]) => success === body.success);
  return match ? match[0] : null;
}

/** The branch whose `success` constant matches the body's, else the success branch. */
function branchFor(entry, body) {
  const claimed = body !== null && typeof body === 'object' && !Array.isArray(body) ? body.success : undefined;
  const match = entry.branches.find(([, success]) => success !== undefined && success === claimed);
  if (match) return match[0];
  return entry.successBranch === null ? null : entry.branches[entry.successBranch][0];
}

/** Ajv errors as `{ path, message }` with JSON paths (`$.results[0].id`), duplicates dropped. */
function issuesOf(errors, data) {
  const issues = [];
  const seen = new Set();
  for (const error of errors ?? []) {
    const segments = pointerSegments(error.instancePath);
    let message = error.message ?? 'is invalid';
    const params = error.params ?? {};
    if ((error.keyword === 'required' || error.keyword === 'dependentRequired') && params.missingProperty !== undefined) {
      segments.push(String(params.missingProperty));
    } else if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
      segments.push(String(params.additionalProperty));
      message = 'must NOT be present (not an allowed property)';
    } else if (error.keyword === 'unevaluatedProperties' && params.unevaluatedProperty !== undefined) {
      segments.push(String(params.unevaluatedProperty));
      message = 'must NOT be present (not an allowed property)';
    } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (error.keyword === 'pattern' && Object.hasOwn(PATTERN_HINTS, params.pattern)) {
      message = `${message}: ${PATTERN_HINTS[params.pattern]}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify(params.allowedValue)}`;
    }
    const path = jsonPath(segments, data);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message });
  }
  return issues;
}

function pointerSegments(pointer) {
  if (!pointer) return [];
  const segments = pointer.slice(1).split('/');
  // Only escaped segments need unescaping; most have no `~`, and this runs for every error.
  for (let i = 0; i < segments.length; i++) {
    if (segments[i].includes('~')) segments[i] = segments[i].replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return segments;
}

const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JSON path of pointer segments; the data says which segments index arrays. */
function jsonPath(segments, data) {
  let path = '$';
  let node = data;
  for (const segment of segments) {
    if (Array.isArray(node) && ARRAY_INDEX.test(segment)) path += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) path += `.${segment}`;
    else path += `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
    node = node !== null && typeof node === 'object' ? node[segment] : undefined;
  }
  return path;
}
