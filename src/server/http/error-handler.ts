import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PricingError } from '#core/pricing/pricing-error';
import { AppError, errorBody } from '../errors';

/** Maps Fastify's own client errors (bad JSON, wrong content type, too large) to our codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large', 'The request is too large');
  if (status === 415) return new AppError('unsupported_media_type', 'Unsupported content type');
  if (status === 429) return new AppError('rate_limited', 'Too many requests, please slow down and try again shortly');
  if (status === 404) return new AppError('not_found', 'Not found');
  if (status >= 400 && status < 500)
    return new AppError('bad_request', 'The request could not be read', { detail: error.message });
  return undefined;
}

/** Two requests raced for one unique value (a username, say): the loser gets a 409, not a 500. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * One place where errors become responses (OPS-06): AppError keeps its code, a client
 * error from Fastify stays a 4xx, anything else is logged and answered with a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof PricingError) {
      appError = new AppError('validation_failed', error.message, {
        fields: error.field ? { [error.field]: error.message } : undefined,
      });
    } else if (isUniqueViolation(error)) {
      appError = new AppError('conflict', 'This was just taken by another request. Please try again.');
    } else if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      // Another process holds the database's write lock past SQLITE_BUSY_TIMEOUT_MS.
      appError = new AppError('unavailable', 'We are busy right now. Please try again in a moment.', {
        detail: 'SQLite write lock busy',
      });
    } else {
      appError =
        fromFastifyError(error) ?? new AppError('internal', 'Something went wrong on our side. Please try again.');
    }
    // Busy, not broken (a write lock held too long, the tracking queue full): come back in a second.
    if (appError.code === 'unavailable') void reply.header('retry-after', '1');
    if (appError.code === 'internal') {
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    } else if (appError.options.detail) {
      request.log.info({ code: appError.code, detail: appError.options.detail }, 'client error');
    }
    return reply.status(appError.status).send(errorBody(appError));
  });
}

/**
 * The router's own refusals, before any route or hook runs: an address that does not decode
 * (`%E0%A4%A`) or a path parameter longer than any id or token. Answered with the one error body
 * like every other refusal, not Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('not_found', 'Not found')
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('bad_request', 'The address could not be read')
        : new AppError('internal', 'Something went wrong on our side. Please try again.');
  void reply.status(appError.status).send(errorBody(appError));
}
