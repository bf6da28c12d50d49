import { randomUUID } from 'node:crypto';
import { HttpException, type Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, RateLimited } from '@atrium/kernel';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureAnswer } from './database-unavailable.js';
import type { ErrorDto } from './error.dto.js';
import { httpStatusOf } from './http-errors.js';

/** nginx's status for it: nobody reads the answer. */
const CLIENT_CLOSED_REQUEST = 499;
const abandoned = new WeakSet<object>();

/** The request's client went away before its answer and its statements were cancelled (cancelOnDisconnect). */
export const markClientLeft = (request: FastifyRequest): void => void abandoned.add(request.raw);

const CODE_BY_STATUS: Record<number, string> = {
  400: 'http.bad_request',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.not_found',
  405: 'http.method_not_allowed',
  413: 'http.payload_too_large',
  415: 'http.unsupported_media_type',
  429: 'http.too_many_requests',
};

/**
 * Answers a failure as `{statusCode, code, message, errors?}`; internals never leave the server. The one
 * rendering of errors: the global ErrorFilter and the routes Fastify serves directly both use it.
 */
export function sendError(reply: FastifyReply, request: FastifyRequest, exception: unknown, logger: Logger): void {
  // Its statement was cancelled because nobody waits for the answer: nothing to log (nginx's 499).
  if (abandoned.has(request.raw)) {
    void reply
      .status(CLIENT_CLOSED_REQUEST)
      .send({ statusCode: CLIENT_CLOSED_REQUEST, code: 'http.client_closed_request', message: 'Client closed request' });
    return;
  }
  // A restart, outage or overload of PostgreSQL: the same request may succeed shortly, so not a 500.
  const databaseFailure = databaseFailureAnswer(exception);
  if (databaseFailure) {
    void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).status(503).send(databaseFailure);
    return;
  }
  const body = errorBody(exception, request, logger);
  if (exception instanceof RateLimited) void reply.header('Retry-After', String(exception.retryAfterSeconds));
  void reply.status(body.statusCode).send(body);
}

function errorBody(exception: unknown, request: FastifyRequest, logger: Logger): ErrorDto {
  const status = exception instanceof DomainError ? httpStatusOf(exception) : undefined;
  if (exception instanceof DomainError && status !== undefined) {
    const body: ErrorDto = { statusCode: status, code: exception.code, message: exception.message };
    if (exception.errors?.length) body.errors = exception.errors;
    return body;
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
    return { statusCode, code: CODE_BY_STATUS[statusCode] ?? `http.${statusCode}`, message };
  }
  // Fastify's own errors (body too large, bad JSON, wrong content type) carry a 4xx statusCode.
  const fastifyError = exception as { statusCode?: number; message?: string; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    return { statusCode, code: CODE_BY_STATUS[statusCode] ?? `http.${statusCode}`, message: friendlyFastifyMessage(fastifyError) };
  }
  // A number of the request beyond its column's range (an id past 32 bits in a query string): the
  // request's fault, caught here for every route rather than in each parser.
  if (isOutOfRange(exception)) return { statusCode: 400, code: 'http.bad_request', message: 'A number in the request is out of range' };
  const requestId = randomUUID();
  logger.error(`request ${requestId} ${request.method} ${request.url} failed`, (exception as Error)?.stack ?? String(exception));
  return { statusCode: 500, code: 'http.internal', message: `Internal error (request ${requestId})` };
}

/** PostgreSQL's numeric_value_out_of_range (22003), as TypeORM passes it on. */
function isOutOfRange(exception: unknown): boolean {
  const error = exception as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  return error?.driverError?.code === '22003' || error?.code === '22003';
}

function friendlyFastifyMessage(error: { code?: string; message?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty';
    default:
      return error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON' : (error.message ?? 'Bad request');
  }
}
