// Copied by generator/emit/server.ts from templates/server/answers.ts. Do not edit.
// What the server writes: the success and error bodies in the service's envelope where the spec
// declares one (field names from ../runtime/conventions.ts), and the HTTP answer itself.
import type { ServerResponse } from 'node:http';
import { envelope } from '../runtime/conventions.js';
import { service } from './operations.js';
import type { OperationInfo } from './types.js';

/** The error body: the service's error envelope where it declares one, else `{ errors: [{ message }] }`. */
export function errorBody(messages: string[], code: string | null = null): unknown {
  if (!envelope || !service.errorEnvelope) return { errors: messages.map((message) => ({ message })) };
  const errors = messages.map((message) => ({ ...(envelope.codeField && code ? { [envelope.codeField]: code } : {}), [envelope.messageField]: message }));
  return { [envelope.flagField]: envelope.failureValue, [envelope.errorsField]: envelope.errorsAreList ? errors : errors[0] };
}

/** A handler's reply as the answer's body: an enveloped operation's reply with the envelope's success flag added. */
export function successBody(operation: OperationInfo, reply: unknown): unknown {
  if (!envelope || !operation.envelope || reply === null || typeof reply !== 'object' || Array.isArray(reply)) return reply;
  return { [envelope.flagField]: envelope.successValue, ...reply };
}

/** A refusal's words: its message, with its code in front where the error envelope has no field for it. */
export function refusalText(message: string, code: string | null): string {
  return code && !(envelope?.codeField && service.errorEnvelope) ? `${code}: ${message}` : message;
}

/** Writes the answer: JSON, plain text, or no content for an undefined body. */
export function writeBody(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    response.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(text)), ...headers }).end(text);
}
