// Redocly plugin enforcing this service's conventions on every operation of the spec.
// Each rule reports at the offending node, so problems come out with file and line.
import { ExamplesMatchSchema } from './examples-match-schema.js';
import { tagInGroupRule } from '../generator/tag-groups.ts';
import { operationIdUniqueRule } from '../generator/load/operation-id-unique.mjs';

const ADDED_IN = '2026-01-01';

/** Every path item holds exactly one operation, `post`. */
function PostOnly() {
  const methods = ['get', 'put', 'delete', 'options', 'head', 'patch', 'trace'];
  return {
    PathItem(pathItem, { report, location }) {
      for (const method of methods) {
        if (pathItem[method]) {
          report({ message: `Only POST is allowed; found ${method.toUpperCase()}.`, location: location.child([method]).key() });
        }
      }
      if (!pathItem.post) report({ message: 'The path has no POST operation.', location: location.key() });
    },
  };
}

/** The path of an operation is `/` followed by its operationId. */
function PathMatchesOperationId() {
  return {
    Paths(paths, { report, resolve }) {
      for (const [pathKey, item] of Object.entries(paths)) {
        const { node, location } = resolve(item);
        const operation = node && node.post;
        if (!operation) continue;
        if (!operation.operationId) {
          report({ message: 'The operation has no operationId.', location: location.child(['post']).key() });
        } else if (pathKey !== `/${operation.operationId}`) {
          report({
            message: `Path "${pathKey}" must be "/${operation.operationId}" (a slash followed by the operationId).`,
            location: location.child(['post', 'operationId']),
          });
        }
      }
    },
  };
}

/** Every operation declares basicAuth and answers 401 and 403. */
function SecurityAndAuthResponses() {
  return {
    Operation(operation, { report, location }) {
      const security = operation.security;
      if (!Array.isArray(security) || !security.some((req) => req && 'basicAuth' in req)) {
        report({ message: 'The operation must declare `security` with `basicAuth` (and its permission role where known).', location: location.key() });
      }
      for (const status of ['401', '403']) {
        if (!operation.responses || !operation.responses[status]) {
          report({ message: `The operation must answer ${status} (shared response by $ref).`, location: location.child(['responses']).key() });
        }
      }
    },
  };
}

/** Every operation answers 200 with an application/json schema. */
function SuccessJsonSchema() {
  return {
    Operation(operation, { report, location }) {
      const ok = operation.responses && operation.responses['200'];
      const schema = ok && ok.content && ok.content['application/json'] && ok.content['application/json'].schema;
      if (!schema) report({ message: 'The operation must answer 200 with an application/json schema.', location: location.child(['responses']).key() });
    },
  };
}

/** Every operation has a request example and a 200 example. */
function ExamplesPresent() {
  const hasExample = (media) => media && (media.example !== undefined || (media.examples && Object.keys(media.examples).length > 0));
  return {
    Operation(operation, { report, location }) {
      const content = operation.requestBody && operation.requestBody.content;
      if (!content || !hasExample(content['application/json'])) {
        report({ message: 'The operation must have an application/json request example.', location: location.child(['requestBody']).key() });
      }
      const ok = operation.responses && operation.responses['200'];
      if (!ok || !ok.content || !hasExample(ok.content['application/json'])) {
        report({ message: 'The operation must have a 200 response example.', location: location.child(['responses']).key() });
      }
    },
  };
}

/** Every operation carries the version in which it was added. */
function AddedInMarker() {
  return {
    Operation(operation, { report, location }) {
      if (operation['x-added-in'] !== ADDED_IN) {
        report({ message: `The operation must carry \`x-added-in: '${ADDED_IN}'\` (as a string).`, location: location.key() });
      }
    },
  };
}

/** Every operation is tagged with its module, and `x-module` agrees with the tag. */
function ModuleTag() {
  return {
    Operation(operation, { report, location }) {
      const tags = operation.tags || [];
      if (tags.length !== 1 || tags[0] !== operation['x-module']) {
        report({ message: 'The operation must have exactly one tag, equal to its `x-module`.', location: location.child(['tags']).key() });
      }
      const access = operation['x-access'];
      if (access !== undefined && !['read', 'write', 'delete'].includes(access)) {
        report({ message: '`x-access` must be read, write or delete.', location: location.child(['x-access']) });
      }
    },
  };
}

export default function conventionsPlugin() {
  return {
    id: 'conventions',
    rules: {
      oas3: {
        'post-only': PostOnly,
        'path-matches-operation-id': PathMatchesOperationId,
        'security-and-auth-responses': SecurityAndAuthResponses,
        'success-json-schema': SuccessJsonSchema,
        'examples-present': ExamplesPresent,
        'examples-match-schema': ExamplesMatchSchema,
        'added-in-marker': AddedInMarker,
        'module-tag': ModuleTag,
        // A module tag in no x-tagGroups group would leave its operations off the docs page.
        'tag-in-group': tagInGroupRule,
        // Redocly's operation-operationId-unique, naming the earlier operation's place too.
        'operation-id-unique': operationIdUniqueRule,
      },
    },
  };
}
