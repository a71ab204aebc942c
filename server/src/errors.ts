import type { FastifyError, FastifyInstance } from 'fastify';

/** An answer with a 4xx status and the contract's Error body `{message, code?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');

export function hotelNotFound(hotelId: string): HttpError {
  return new HttpError(404, `Hotel "${hotelId}" was not found.`, 'HOTEL_NOT_FOUND');
}

interface ErrorBody {
  message: string;
  code?: string;
}

function describe(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if ('validation' in error && error.validation) {
    return { status: 400, body: { message: error.message, code: 'VALIDATION_ERROR' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = error.code && /^[A-Z0-9_]+$/.test(error.code) ? error.code : undefined;
    return { status, body: { message: error.message, ...(code && { code }) } };
  }
  return { status: 500, body: { message: 'The server could not complete the request.', code: 'INTERNAL' } };
}

/**
 * Every error leaves as JSON `{message, code}`. Bad input (validation, malformed JSON, wrong
 * content type, oversized body) keeps its 4xx status; only a fault of ours becomes a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (status === 401) body.message = 'Sign-in is required or the access token is no longer valid.';
    return reply.status(status).send(body);
  });
}
