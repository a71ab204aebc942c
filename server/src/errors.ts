import type { FastifyError, FastifyInstance } from 'fastify';
import type { Error as ErrorBody, ErrorCode } from './contract.ts';
import { errorText } from './guestTexts.ts';

/** A reason from openapi.yaml's ErrorCode enum: tsc refuses any other (and a test checks what is sent). */
export type { ErrorCode };

/** An answer with a 4xx status (or 503: a service we depend on is down) and the contract's Error body `{message, code}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Headers the answer carries, e.g. Retry-After on a 429. */
  readonly headers?: Record<string, string>;
  /** Field name to message, as a schema's refusal has them (the answer's `errors`). */
  fields?: Record<string, string>;

  constructor(statusCode: number, message: string, code: ErrorCode, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** A 400 about one field that the schema cannot check (e.g. a time zone), answered as the schema's are. */
export function invalidField(field: string, message: string): HttpError {
  const error = new HttpError(400, `${field} ${message}`, 'validation_error');
  error.fields = { [field]: message };
  return error;
}

export const notFound = (message: string, code: ErrorCode = 'not_found') => new HttpError(404, message, code);

/** A check-in that does not exist, is another member's or another hotel's: one answer for all. */
export function checkinNotFound(): HttpError {
  return new HttpError(404, 'This check-in was not found.', 'checkin_not_found');
}

/** A card that does not exist or is another member's: one answer for both. */
export const cardNotFound = () => new HttpError(404, 'This credit card was not found.', 'card_not_found');

/** Spec doc 2 §8: the reservation search's words, for every reservation not found (or not the caller's). */
export const RESERVATION_NOT_FOUND = 'There is no reservation information. Check it again please.';

export function reservationNotFound(): HttpError {
  return new HttpError(404, RESERVATION_NOT_FOUND, 'reservation_not_found');
}

/** A numeric entity id from a path or query (ids are database integers), or null when it is none. */
export const numericId = (id: string): number | null => (/^[0-9]{1,9}$/.test(id) ? Number(id) : null);

export function hotelNotFound(hotelId: string): HttpError {
  return new HttpError(404, `Hotel "${hotelId}" was not found.`, 'hotel_not_found');
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: { missingProperty?: string; additionalProperty?: string };
}

/** Ajv's issues as `{field: message}`, e.g. `{hotelId: "must match pattern ..."}`. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [path, issue.params.missingProperty ?? issue.params.additionalProperty].filter(Boolean).join('.');
    errors[field || '(request)'] ??= issue.params.additionalProperty
      ? 'is not a known field'
      : (issue.message ?? 'is invalid');
  }
  return errors;
}

/** Fastify's own refusals, by its error code, as the contract's ErrorCode. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_NOT_FOUND: 'not_found',
  FST_ERR_ROUTE_METHOD_NOT_SUPPORTED: 'method_not_allowed',
};

function describe(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if ('validation' in error && error.validation) {
    const errors = fieldErrors(error.validation as ValidationIssue[]);
    return { status: 400, body: { ...answer('validation_error', error.message), errors } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Our own codes are lower_snake_case; Fastify's internal FST_ERR_* codes become the contract's.
    const code = error instanceof HttpError ? error.code : (FASTIFY_CODES[error.code] ?? 'validation_error');
    const body = answer(code, error.message);
    if (error instanceof HttpError && error.fields) body.errors = error.fields;
    return { status, body };
  }
  // A service we depend on is unavailable (a 503 of ours, e.g. the payment gateway): say so, with its code.
  if (error instanceof HttpError && status === 503) return { status, body: answer(error.code, error.message) };
  return { status: 500, body: { message: errorText('internal'), code: 'internal' } };
}

/** The code's one message (the app's English text) and, when it says more, what exactly was wrong. */
function answer(code: ErrorCode, detail: string): ErrorBody {
  const message = errorText(code);
  return detail && detail !== message ? { message, code, detail } : { message, code };
}

/**
 * Every error leaves as JSON `{message, code}`. Bad input (validation, malformed JSON, wrong
 * content type, oversized body) keeps its 4xx status; only a fault of ours becomes a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // One wording and code for every missing or refused access token (the security handler's
    // texts differ only to help logs, and fastify-openapi-glue wraps its errors, which lost their
    // code); a failed sign-in attempt keeps its own.
    else if (status === 401 && body.code !== 'invalid_id_token' && body.code !== 'second_factor_required') {
      body.message = errorText('unauthorized');
      body.detail = 'Sign-in is required or the access token is no longer valid.';
      body.code = 'unauthorized';
    }
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsNul);

/**
 * PostgreSQL text cannot hold the NUL character: a request that carries one anywhere (path, query,
 * body) is refused as bad input before a handler runs, instead of failing in the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      done(new HttpError(400, 'Text must not contain the NUL character.', 'nul_character'));
    } else done();
  });
}
