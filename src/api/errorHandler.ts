import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { sessionExpired } from '@/domain/auth/authSlices';
import { showToast } from '@/ui/toastSlice';

/**
 * Endpoints whose failures the screens handle themselves, so the global handler stays quiet:
 * a failed guide load sends the guest to /404; assets and icon settings fall back to defaults.
 */
const HANDLED_BY_SCREEN = new Set([
  'getHotelGuide',
  'getHotelAsset',
  'getIconDisplay',
  'getFacilityInfo',
  // Spec doc 1 §8: a failed postal code lookup is only logged.
  'zipcodeSearch',
  // The check-in detail says "not found" itself, or offers a retry.
  'getCheckinHistoryDetail',
  // So does the invoice detail.
  'getInvoiceDetails',
  // A coupon's and a spot's detail say "not found" themselves, or offer a retry.
  'getHotelCoupon',
  'getAroundSpotDetail',
  // Home's coupons block shows nothing when they cannot load (offline above all): no toast on a working home.
  'getHotelCoupons',
  // The member: a member screen that cannot load them says so with a retry (the navigation guard), or
  // opens without them when there is no connection (the pass shows); the screens that only prepare
  // user data go on without them (spec doc 1 §2: "raise no failure").
  'getUserInfo',
]);

/**
 * A 401 from these needs no login screen: signing out with a token the server already forgot, and the
 * member's details (the navigation guard sends member screens to login once the token is gone, and
 * lets the screens that only prepare user data go on with the guest signed out).
 */
const NO_LOGIN_ON_401 = new Set(['logout', 'getUserInfo']);
/** A 401 from a sign-in attempt is no expired session: its message is shown like any failure. */
const SIGN_IN_ATTEMPTS = new Set(['login', 'auth0Callback']);

/**
 * The global error handler (spec doc 1 §8): any failure but a 401 shows a toast with the first
 * available message. A 401 means the stored token is no longer valid: it is forgotten and the
 * navigation guard takes the guest to the login screen (src/app/useAuthGuard.ts).
 */
export const rtkQueryErrorHandler: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const arg = (action.meta as { arg?: { endpointName?: string; type?: 'query' | 'mutation' } }).arg;
    const endpoint = arg?.endpointName ?? '';
    const payload = action.payload as { status?: unknown } | undefined;
    if (payload?.status === 401 && !SIGN_IN_ATTEMPTS.has(endpoint)) {
      // Even where a screen handles its own failures: an expired session always means login.
      api.dispatch(sessionExpired({ sendToLogin: !NO_LOGIN_ON_401.has(endpoint) }));
    } else if (!HANDLED_BY_SCREEN.has(endpoint)) {
      api.dispatch(showToast({ kind: 'error', error: payload, endpoint, request: arg?.type }));
    }
  }
  return next(action);
};
