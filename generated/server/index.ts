// Copied by generator/emit/server.ts from templates/server/index.ts. Do not edit.
export { createRequestListener, OperationError } from './adapter.js';
export type { AdapterOptions, Answer, Handler, HandlerContext, HandlerResult, Handlers } from './adapter.js';
export { Reply, reply } from './reply.js';
export { operations, service } from './operations.js';
export type { CallerKey, OperationName, OperationTypes } from './operations.js';
export { successExamples } from './examples.js';
export type { EnvelopeReply, OperationInfo, ServiceInfo, UploadedFile } from './types.js';
export type { StreamReply } from './stream-reply.js';
export { limitServerTimes } from './timeouts.js';
export type { ServerTimeouts } from './timeouts.js';
