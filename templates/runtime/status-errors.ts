// Which error class an HTTP status gets, as openai-node (Stainless) names them. 403 and 429 carry
// more than a status (the permission flag, `retryAfter`) and are made where those are read.
import { ApiError, AuthenticationError, BadRequestError, ConflictError, InternalServerError, NotFoundError, UnprocessableEntityError } from './errors.js';

type StatusErrorClass = new (message: string, details: ConstructorParameters<typeof ApiError>[1]) => ApiError;

const BY_STATUS: Record<number, StatusErrorClass> = {
  400: BadRequestError,
  401: AuthenticationError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
};

/** The class of an error answer's status: one of the above, InternalServerError from 500 on, else ApiError. */
export function statusErrorClass(status: number): StatusErrorClass {
  if (status >= 500) return InternalServerError;
  return BY_STATUS[status] ?? ApiError;
}
