// generated/README.md: the package README (install, construct, one call, pagination, errors,
// regeneration), rendered from templates/package/README.md.hbs with examples taken from the model.
import type { Emitter } from './emitter.ts';
import type { ApiModel, OperationModel } from '../model/types.ts';
import { clientArgument, madeNoteLines, objectLiteral } from './docs/request-examples.ts';
import { isIdentifierName, isVariableName } from '../model/names.ts';
import { describeAuth } from '../model/auth.ts';
import { loadTemplates, tidyMarkdown } from './docs/templates.ts';
import { inlineCode } from './docs/markdown-text.ts';
import { tsKey, tsString } from './client/ts-literal.ts';
import { shellWord } from '../shell-words.ts';
import { failureFlag, pageFields, replyShape } from './conventions-text.ts';
import { deadlineSentence, policyOptionRows, timeoutErrorWhen } from './policy-text.ts';
import { errorBodyTypes } from './client/error-bodies.ts';
import { clientStreamMedia, operationShape, streamFormats } from './client/operation-shape.ts';
import { namedResult, schemaNames } from './client/schema-names.ts';

export const packageReadmeEmitter: Emitter = {
  name: 'package-readme',
  emit: (model, context) => [
    { path: 'README.md', contents: renderPackageReadme(model, context.projectRoot, context.otherSpecFile ?? null) },
  ],
};

/**
 * `otherSpecFile`: the file name of another document the package is made from (`--spec`), which its
 * README names in how to regenerate it (never a folder: a published README names no path on the
 * machine that made it); null for the project's own spec, published from this repository's generated/.
 */
export function renderPackageReadme(model: ApiModel, projectRoot: string, otherSpecFile: string | null): string {
  return tidyMarkdown(loadTemplates(projectRoot, 'package').README(readmeView(model, otherSpecFile)));
}

/** The commands that make the package again and check it, as its README shows them. */
function regenerateCommands(otherSpecFile: string | null): string {
  if (otherSpecFile === null) return 'npm run generate          # lint + bundle the spec, rewrite generated/\nnpm run generate -- --check';
  // A name no shell or code block could hold on one line is left to the reader.
  const file = /[\u0000-\u001f\u007f]/.test(otherSpecFile) ? 'your-document.yaml' : otherSpecFile;
  const command = `npm run generate -- --spec ${shellWord(`path/to/${file}`)} --out path/to/this/folder`;
  return `${command}\n${command} --check`;
}

/** When each error is thrown: this service's wording under its profile, a generic one otherwise. */
function errorRows(model: ApiModel): { name: string; when: string }[] {
  const { permissions, envelope } = model.profile;
  return [
    { name: 'BadRequestError', when: 'HTTP 400: the request was refused as malformed.' },
    { name: 'AuthenticationError', when: 'HTTP 401: the API key is missing or not accepted.' },
    {
      name: 'PermissionDeniedError',
      when: permissions ? 'HTTP 403: the key is wrong or deactivated, or lacks the permission (`missingEndpointPermission`).' : 'HTTP 403: the credentials are refused for this operation.',
    },
    { name: 'NotFoundError', when: 'HTTP 404: nothing at the URL called.' },
    { name: 'ConflictError', when: "HTTP 409: the request conflicts with the resource's state." },
    { name: 'UnprocessableEntityError', when: 'HTTP 422: the request was understood but its content refused.' },
    { name: 'RateLimitError', when: 'HTTP 429, after the retries; `retryAfter` holds the seconds the server asked for.' },
    { name: 'InternalServerError', when: 'HTTP 500 and above, after the retries.' },
    ...(envelope ? [{ name: 'ApiEnvelopeError', when: `HTTP 200 with \`${failureFlag(envelope)}\`; \`messages\` holds the error messages.` }] : []),
    { name: 'TimeoutError', when: timeoutErrorWhen() },
    { name: 'ConnectionError', when: 'The request could not be sent or the connection broke, on the last attempt; `cause` is what `fetch` threw.' },
    { name: 'AbortError', when: "The caller's `signal` was aborted; `cause` is the signal's reason." },
    { name: 'InvalidResponseError', when: 'The answer is not what the spec describes.' },
    { name: 'ValidationError', when: 'With `validateRequests`/`validateResponses`: a body breaks its schema; `errors` name each JSON path.' },
  ];
}

export function readmeView(model: ApiModel, otherSpecFile: string | null) {
  const { profile } = model;
  const packageName = profile.packageName;
  const baseError = profile.errorAlias ?? 'ApiError';
  // Another spec may have no operation that fits: then any operation makes the example.
  const call = pick(model, profile.readmeExamples.call, (op) => op.access === 'read' && op.request?.hasExample === true && !op.paging) ?? model.operations[0];
  const list = pick(model, profile.readmeExamples.list, (op) => op.paging === 'list' || op.paging === 'sync');
  // The names the client really gives the methods (a reserved word or a deprecated alias can differ from the action).
  const methodOf = (op: OperationModel) => model.client.methods.get(op.name)!;
  const member = (op: OperationModel) => `${methodOf(op).property}.${methodOf(op).name}`;
  // A list whose argument may be left out is called without one.
  const listArgument = list && operationShape(model, list).optionalArgument ? '' : '{}';
  const errorImports = [...(profile.envelope ? ['ApiEnvelopeError'] : []), baseError, 'PermissionDeniedError'];
  // The call's argument: its parameters and the body's example, or one made from the schema (marked where it is).
  const example = call ? objectLiteral(clientArgument(model, call)) : '{}';
  const madeNote = call ? madeNoteLines(model, call) : [];
  const callExpression = `client.${call ? member(call) : 'resource.operation'}(${example})`;
  // An operation whose schema lists some request fields and says others exist: where `extraBody` is shown.
  const open = model.operations.find((op) => op === call && op.request?.fields.others === 'open' && op.request.fields.listed.length > 0) ?? model.operations.find((op) => op.request?.fields.others === 'open' && op.request.fields.listed.length > 0 && !op.request.fields.composite);
  const upload = model.operations.find((op) => (op.request?.multipart?.fileFields.length ?? 0) > 0 && !op.parameters.some((p) => p.required) && !op.request?.fields.required.length);
  const names = schemaNames(model);
  const bodies = errorBodyTypes(model, names).filter(({ body }) => body !== 'unknown');
  // Two results the client names by the spec's schemas, the examples' first (`Candidate`, `ListPage<Application>`).
  const named = [...new Set([call, list, ...model.operations].flatMap((op) => (op ? [namedResult(op, names)] : [])).filter((n): n is string => n !== null))];
  return {
    packageName,
    api: { title: model.title, version: model.version },
    operationCount: model.operations.length,
    moduleCount: new Set(model.operations.map((op) => op.module)).size,
    install: `npm install ${packageName}`,
    // Markdown: spec names only enter through inlineCode.
    keySentAs: model.clientAuth ? describeAuth(model.clientAuth, (text) => inlineCode(text)) : null,
    baseError,
    envelope: profile.envelope !== null,
    /** The page field a static mock repeats, for the paragraph on mocks. */
    nextCursorField: profile.paging?.nextCursorField ?? null,
    /** The envelope field a call resolves to. */
    resultsField: profile.envelope?.resultsField ?? null,
    headerOptions: profile.headerOptions.map((o) => ({ option: o.option, header: o.header })),
    /** The retry and timeout options, their defaults and the worst case, from the policy (templates/runtime/policy.ts). */
    policyOptions: policyOptionRows(),
    deadline: deadlineSentence(),
    construct: [
      `import { ${profile.clientClass} } from '${packageName}';`,
      '',
      `const client = new ${profile.clientClass}({`,
      `  apiKey: process.env.${profile.apiKeyVariable}!, // never hard-code a key`,
      `  baseUrl: '${profile.exampleBaseUrl.replace(/['\\]/g, '\\$&')}',`,
      '});',
    ].join('\n'),
    call: call ? [...madeNote, `const ${resultVariable(call.resource, methodOf(call).name)} = await client.${member(call)}(${example});`].join('\n') : '',
    callTypes: call ? { params: methodOf(call).paramsType, result: methodOf(call).resultType } : { params: 'NameParams', result: 'NameResult' },
    validation: [
      `import { ${profile.clientClass} } from '${packageName}';`,
      `import * as validators from '${packageName}/validators';`,
      '',
      `const checked = new ${profile.clientClass}({`,
      `  apiKey: process.env.${profile.apiKeyVariable}!,`,
      `  baseUrl: '${profile.exampleBaseUrl.replace(/['\\]/g, '\\$&')}',`,
      '  validators,',
      '  validateRequests: true,',
      '  validateResponses: true,',
      '});',
    ].join('\n'),
    paging: list && profile.envelope && profile.paging
      ? [
          `// One page: ${pageFields(profile.envelope, profile.paging)}`,
          `const page = await client.${member(list)}(${listArgument});`,
          '',
          '// Every record, one page in memory at a time',
          `const records = client.${member(list)}(${listArgument});`,
          'for await (const item of records) {',
          '  console.log(item.id);',
          '}',
          // A sync list's pass ends with the token that asks, later, for what changed since it began.
          ...(list.paging === 'sync' && profile.paging.syncTokenParam
            ? ['', '// After a full pass, its sync token: a later call returns only the records changed since', `const changed = await client.${member(list)}({ ${tsKey(profile.paging.syncTokenParam)}: records.syncToken! });`]
            : []),
          '',
          '// Page by page',
          `for await (const onePage of client.${member(list)}(${listArgument}).pages()) {`,
          `  console.log(onePage${propertyAccess(profile.envelope.resultsField)}.length);`,
          '}',
        ].join('\n')
      : '',
    errors: errorRows(model),
    errorHandling: [
      `import { ${errorImports.join(', ')} } from '${packageName}';`,
      '',
      'try {',
      ...madeNote.map((line) => `  ${line}`),
      // The call's argument may span lines: each line takes the block's indent.
      `  await ${callExpression.replaceAll('\n', '\n  ')};`,
      '} catch (error) {',
      ...(profile.permissions
        ? ['  if (error instanceof PermissionDeniedError && error.missingEndpointPermission) {', "    // grant the key the operation's permission"]
        : ['  if (error instanceof PermissionDeniedError) {', '    // the credentials are refused for this operation']),
      ...(profile.envelope ? ['  } else if (error instanceof ApiEnvelopeError) {', '    console.error(error.operation, error.messages);'] : []),
      `  } else if (!(error instanceof ${baseError})) {`,
      '    throw error;',
      '  }',
      '}',
    ].join('\n'),
    serve: [
      "import http from 'node:http';",
      `import { createRequestListener, OperationError } from '${packageName}/server';`,
      '',
      'const listener = createRequestListener({',
      '  // Your key lookup: what it returns reaches every handler as `context.principal`.',
      '  authenticate(apiKey) {',
      `    if (apiKey !== process.env.${profile.apiKeyVariable}) throw new OperationError('The API key is not valid.');`,
      '    return { apiKey };',
      '  },',
      `  // One function per operation, \`(body, context) => reply\`, typed from the spec${profile.envelope ? ` (the reply is the success envelope without \`${profile.envelope.flagField}\`: \`${replyShape(profile.envelope)}\`)` : ''}, such as`,
      `  // ${tsString(call?.name ?? 'operation')}: async (body, context) => ...; an operation without one answers that it is not implemented.`,
      '  handlers: {},',
      '});',
      'http.createServer(listener).listen(4020);',
    ].join('\n'),
    specFile: otherSpecFile,
    regenerate: regenerateCommands(otherSpecFile),
    defaultBaseUrl: model.defaultServer,
    namedResults: { first: named[0] ?? null, second: named[1] ?? null },
    typedBodies: bodies.map(({ name, body }) => ({ name: name === 'ApiError' ? baseError : name, body })),
    behind: [
      ...madeNote,
      `const { data, response, requestId } = await ${callExpression}.withResponse();`,
      "console.log(response.status, response.headers.get('content-type'), requestId);",
      '',
      '// The response itself, its body readable again (the client read it once to check it)',
      `const raw = await ${callExpression}.asResponse();`,
      'console.log(await raw.text());',
    ].join('\n'),
    extraBody: open
      ? [...madeNoteLines(model, open), `await client.${member(open)}(${objectLiteral(clientArgument(model, open))}, { extraBody: { someUnlistedField: true } });`].join('\n')
      : '',
    extraBodyOperation: open ? `client.${member(open)}` : null,
    stream: streamExample(model, packageName, member),
    upload: upload
      ? [
          "import fs from 'node:fs';",
          `import { toFile } from '${packageName}';`,
          '',
          `// A stream, a Buffer or any bytes, through toFile; a Blob or File as it is`,
          uploadCall(`client.${member(upload)}`, upload.request!.multipart!),
        ].join('\n')
      : '',
    logging: [
      `const logged = new ${profile.clientClass}({`,
      `  apiKey: process.env.${profile.apiKeyVariable}!,`,
      `  baseUrl: '${profile.exampleBaseUrl.replace(/['\\]/g, '\\$&')}',`,
      "  logLevel: 'debug', // each request and answer; 'info': retries; default 'off'",
      '  logger: console, // or pino, winston: anything with debug, info, warn and error',
      "  defaultHeaders: { 'X-Request-Source': 'nightly-sync' },",
      '});',
    ].join('\n'),
  };
}

/**
 * What the call example names its result: the thing a method that reads one names (`getClusterInfo`
 * -> `clusterInfo`, `getUserById` -> `user`), else the resource (`candidate` of `candidate.info`),
 * else `result`.
 */
function resultVariable(resource: string, method: string): string {
  const thing = /^(?:get|list|describe|fetch|retrieve|read|find|search|show)([A-Z][A-Za-z0-9]*)$/.exec(method)?.[1];
  const noun = thing?.split(/(?=By[A-Z])/)[0];
  const name = noun ? noun.charAt(0).toLowerCase() + noun.slice(1) : resource;
  return isVariableName(name) ? name : 'result';
}

/** The first of the profile's preferred operations the spec has, else the first matching `fallback`. */
function pick(model: ApiModel, preferred: string[], fallback: (op: OperationModel) => boolean): OperationModel | undefined {
  for (const name of preferred) {
    const op = model.operations.find((o) => o.name === name);
    if (op) return op;
  }
  return model.operations.find(fallback);
}

/** `await client.x.upload({ file: await toFile(...) });`, the file in a list where its field takes a list of files. */
function uploadCall(method: string, multipart: { fileFields: string[]; fileListFields: string[] }): string {
  const field = multipart.fileFields[0];
  const file = "await toFile(fs.createReadStream('cv.pdf'))";
  return `await ${method}({ ${isIdentifierName(field) ? field : tsString(field)}: ${multipart.fileListFields.includes(field) ? `[${file}]` : file} });`;
}

/** `.name`, or `['na-me']` where the name is no identifier: reading a field in an example. */
function propertyAccess(name: string): string {
  return isIdentifierName(name) ? `.${name}` : `[${tsString(name)}]`;
}

/**
 * How to read a stream, where some call resolves to one (one beside JSON first, as it shows how to
 * tell the two apart): null otherwise, and the README says nothing of streams.
 */
function streamExample(model: ApiModel, packageName: string, member: (op: OperationModel) => string): { code: string; besideJson: boolean } | null {
  const op = model.operations.find((o) => clientStreamMedia(o).length > 0) ?? model.operations.find((o) => streamFormats(o) !== null);
  if (!op) return null;
  const besideJson = clientStreamMedia(op).length > 0;
  const optional = operationShape(model, op).optionalArgument;
  const argument = optional ? '' : objectLiteral(clientArgument(model, op));
  const note = optional ? [] : madeNoteLines(model, op);
  const loop = ['for await (const item of stream) {', '  console.log(item); // typed as the stream declares one item', '}'];
  const code = besideJson
    ? [`import { EventStream } from '${packageName}';`, '', ...note, `const stream = await client.${member(op)}(${argument});`, 'if (stream instanceof EventStream) {', ...loop.map((line) => `  ${line}`), '}']
    : [...note, `const stream = await client.${member(op)}(${argument});`, ...loop];
  return { code: code.join('\n'), besideJson };
}
