import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The HTTP status of a failed API call, or null when the request never got an answer. */
export function httpStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/**
 * A call that got no answer at all (the network or the server could not be reached): what shows that
 * the app is offline, whatever `navigator.onLine` says (true on hotel Wi-Fi with nothing behind it).
 */
export function gotNoAnswer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR';
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
