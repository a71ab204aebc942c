import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { accessToken } from '@/lib/authSlices';
import { showToast } from '@/ui/toastSlice';
import { errorParts } from './errorMessage';

/**
 * Endpoints whose failures the screens handle themselves, so the global handler stays quiet:
 * a failed guide load sends the guest to /404; assets and icon settings fall back to defaults.
 */
const HANDLED_BY_SCREEN = new Set(['getHotelGuide', 'getHotelAsset', 'getIconDisplay', 'getFacilityInfo']);

/**
 * The global error handler (spec doc 1 §8): any failure but a 401 shows a toast with the first
 * available message. A 401 means the stored token is no longer valid: it is forgotten (the step
 * to the login screen comes with that screen).
 */
export const rtkQueryErrorHandler: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '';
    const payload = action.payload as { status?: unknown } | undefined;
    if (!HANDLED_BY_SCREEN.has(endpoint)) {
      if (payload?.status === 401) api.dispatch(accessToken.actions.clear());
      else api.dispatch(showToast({ kind: 'error', parts: errorParts(payload) }));
    }
  }
  return next(action);
};
