import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { showToast } from '@/ui/toastSlice';
import { errorParts } from './errorMessage';

/**
 * Endpoints whose failures the screens handle themselves, so the global handler stays quiet:
 * a failed guide load sends the guest to /404; assets and icon settings fall back to defaults.
 */
const HANDLED_BY_SCREEN = new Set(['getHotelGuide', 'getHotelAsset', 'getIconDisplay', 'getFacilityInfo']);

/** Action the app shell answers by sending the guest to sign in (spec: a 401 goes to login). */
export const LOGIN_REQUIRED = 'auth/loginRequired';

/**
 * The global error handler (spec doc 1 §8): a 401 goes to login unless the call skips it;
 * any other failure shows a toast with the first available message.
 */
export const rtkQueryErrorHandler: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '';
    const payload = action.payload as { status?: unknown } | undefined;
    if (!HANDLED_BY_SCREEN.has(endpoint)) {
      if (payload?.status === 401) api.dispatch({ type: LOGIN_REQUIRED });
      else api.dispatch(showToast({ kind: 'error', parts: errorParts(payload) }));
    }
  }
  return next(action);
};
