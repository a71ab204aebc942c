import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The HTTP status of a failed API call, or null when the request never got an answer. */
export function httpStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** A request that got no answer from the server at all: no connection, or the connection was lost. */
export function isConnectionFailure(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'));
}

/**
 * A refusal: the server answered 4xx and did nothing, so a new attempt is a new request (a request
 * still in progress under its idempotency key is no refusal: it is asked for again unchanged).
 */
export function isRefusal(error: unknown): boolean {
  const status = httpStatus(error as FetchBaseQueryError);
  const code = (error as { data?: { code?: unknown } }).data?.code;
  return status !== null && status >= 400 && status < 500 && code !== 'request_in_progress';
}
