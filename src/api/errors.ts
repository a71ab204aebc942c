import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The HTTP status of a failed API call, or null when the request never got an answer. */
export function httpStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}
