// ---- Validation API (hand-written in generator/emit/validators/runtime.js, appended verbatim) ----

/** Operation names in the order the spec lists them. */
export const operationNames = Object.freeze(Object.keys(OPERATIONS));

/** Validators generate left out because their schema cannot be compiled (generate warned of each): operation -> part -> why. */
export const leftOutValidators = LEFT_OUT;

/** Whether validateRequest checks anything: the operation declares a JSON request body schema, and it could be compiled. */
export function hasRequestSchema(operation) {
  return operationOf(operation, 'hasRequestSchema').request !== null;
}

/** Whether validateResponse checks anything: the operation declares a JSON schema for its 200 body, and it could be compiled. */
export function hasResponseSchema(operation) {
  return operationOf(operation, 'hasResponseSchema').response !== null;
}

export function validateRequest(operation, body) {
  const validate = operationOf(operation, 'validateRequest').request;
  if (validate === null || validate(body)) return { ok: true, errors: [] };
  return new ValidationFailure(validate.errors, body);
}

/**
 * Validates one path, query, header or cookie parameter (`parameter` is its place and name,
 * `query:limit`; a header's name lower-cased) as the generated server reads it: its text already
 * read as its schema's type. A parameter the server does not check, or whose schema could not be compiled, passes.
 */
export function validateParameter(operation, parameter, value) {
  const validators = operationOf(operation, 'validateParameter').parameters;
  const validate = Object.hasOwn(validators, parameter) ? validators[parameter] : null;
  if (validate === null || validate(value)) return { ok: true, errors: [] };
  return new ValidationFailure(validate.errors, value);
}

export function validateResponse(operation, body) {
  const entry = operationOf(operation, 'validateResponse');
  const validate = entry.response;
  if (validate === null) return { ok: true, errors: [] };
  // Branches told apart by their BRANCH_FLAG constant exclude each other: checking the branch the
  // body claims is the whole check, and costs one pass instead of one per branch.
  const claimed = entry.exclusive ? claimedBranch(entry, body) : null;
  if (claimed !== null) return claimed(body) ? { ok: true, errors: [] } : new ValidationFailure(claimed.errors, body);
  if (validate(body)) return { ok: true, errors: [] };
  // A oneOf body (success or error envelope): report why the branch the body claims to be fails,
  // not every branch's mismatch.
  const branch = entry.branches === null ? null : branchFor(entry, body);
  if (branch !== null && !branch(body)) return new ValidationFailure(branch.errors, body);
  return new ValidationFailure(validate.errors, body);
}

/**
 * Validates one JSON item of a stream the operation answers with (`mediaType` as the operation
 * declares it, `text/event-stream`) against that stream's item schema. A stream whose items are
 * whole events, or whose item schema could not be compiled, passes every item.
 */
export function validateStreamItem(operation, mediaType, item) {
  const items = operationOf(operation, 'validateStreamItem').items;
  const validate = items !== undefined && Object.hasOwn(items, mediaType) ? items[mediaType] : null;
  if (validate === null || validate(item)) return { ok: true, errors: [] };
  return new ValidationFailure(validate.errors, item);
}

/**
 * A failed check. Its issues (JSON paths and messages) are worked out when `errors` is first read,
 * because many callers only look at `ok`; building them costs more than the check itself. Ajv hands
 * out a fresh errors array per call, so holding on to it is safe. JSON.stringify and Node's
 * console show `{ ok, errors }`.
 */
class ValidationFailure {
  #ajvErrors;
  #body;
  #issues = null;

  constructor(ajvErrors, body) {
    this.ok = false;
    this.#ajvErrors = ajvErrors;
    this.#body = body;
  }

  get errors() {
    this.#issues ??= issuesOf(this.#ajvErrors, this.#body);
    return this.#issues;
  }

  toJSON() {
    return { ok: false, errors: this.errors };
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.toJSON();
  }
}

function operationOf(operation, caller) {
  if (typeof operation === 'string' && Object.hasOwn(OPERATIONS, operation)) return OPERATIONS[operation];
  throw new Error(`${caller}: unknown operation ${JSON.stringify(operation)}; operationNames lists the ${operationNames.length} known operations.`);
}

/** The branch whose BRANCH_FLAG constant equals the body's, or null when none does. */
function claimedBranch(entry, body) {
  if (BRANCH_FLAG === null || body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const match = entry.branches.find(([, constant]) => constant === body[BRANCH_FLAG]);
  return match ? match[0] : null;
}

/** The branch whose BRANCH_FLAG constant matches the body's, else the success branch. */
function branchFor(entry, body) {
  const claimed = BRANCH_FLAG !== null && body !== null && typeof body === 'object' && !Array.isArray(body) ? body[BRANCH_FLAG] : undefined;
  const match = entry.branches.find(([, constant]) => constant !== undefined && constant === claimed);
  if (match) return match[0];
  return entry.successBranch === null ? null : entry.branches[entry.successBranch][0];
}

/** Ajv errors as `{ path, message }` with JSON paths (`$.items[0].id`), duplicates dropped. */
function issuesOf(errors, data) {
  const issues = [];
  if (!errors) return issues;
  // Most failures carry one error; only several can repeat each other.
  const seen = errors.length > 1 ? new Set() : null;
  for (const error of errors) {
    const segments = pointerSegments(error.instancePath);
    let message = error.message ?? 'is invalid';
    const params = error.params ?? {};
    switch (error.keyword) {
      case 'required':
      case 'dependentRequired':
        if (params.missingProperty !== undefined) segments.push(String(params.missingProperty));
        break;
      case 'additionalProperties':
        if (params.additionalProperty !== undefined) {
          segments.push(String(params.additionalProperty));
          message = 'must NOT be present (not an allowed property)';
        }
        break;
      case 'unevaluatedProperties':
        if (params.unevaluatedProperty !== undefined) {
          segments.push(String(params.unevaluatedProperty));
          message = 'must NOT be present (not an allowed property)';
        }
        break;
      case 'enum':
        if (Array.isArray(params.allowedValues)) message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        break;
      case 'pattern':
        if (Object.hasOwn(PATTERN_HINTS, params.pattern)) message = `${message}: ${PATTERN_HINTS[params.pattern]}`;
        break;
      case 'const':
        message = `must be ${JSON.stringify(params.allowedValue)}`;
        break;
    }
    const path = jsonPath(segments, data);
    if (seen !== null) {
      const key = `${path}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
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

/** `0` or digits without a leading zero. */
function isArrayIndex(segment) {
  const length = segment.length;
  if (length === 0 || (length > 1 && segment.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** JSON path of pointer segments (pathSegment: json-path.js, appended before this file); the data says which segments index arrays. */
function jsonPath(segments, data) {
  let path = '$';
  let node = data;
  for (const segment of segments) {
    path += pathSegment(Array.isArray(node) && isArrayIndex(segment) ? Number(segment) : segment);
    node = node !== null && typeof node === 'object' ? node[segment] : undefined;
  }
  return path;
}
