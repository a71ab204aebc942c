import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { errorParts, formatErrorParts, offlineParts } from '@/api/errorMessage';
import { dismissToast, SHOW_FOR_MS, type Toast } from './toastSlice';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

type CallState = { endpointName?: string; status?: string; fulfilledTimeStamp?: number } | undefined;
type ApiState = { providerApi?: { queries: Record<string, CallState>; mutations: Record<string, CallState> } };

/** Whether a call to this endpoint has succeeded since `since` (RTK Query's queries and tracked mutations). */
function succeededSince(state: ApiState, endpoint: string | undefined, since: number): boolean {
  const api = state.providerApi;
  if (!endpoint || !api) return false;
  return [...Object.values(api.queries), ...Object.values(api.mutations)].some(
    (call) =>
      call !== undefined &&
      call.endpointName === endpoint &&
      call.status === 'fulfilled' &&
      (call.fulfilledTimeStamp ?? 0) > since,
  );
}

/** A screen change this soon after an error toast showed is the failure's own (a redirect), not the guest's. */
const FOLLOWS_FAILURE_MS = 1000;

/**
 * A toast, closed after a while or by its button. An error toast also closes once the guest leaves
 * the screen it was shown on (what it said is about that screen), and once the call it reported
 * succeeds (a retry that worked). A failure that itself leads to another screen (the check-in
 * search's 404 to the search form) is shown there: a screen change within FOLLOWS_FAILURE_MS of
 * the toast showing takes the toast along, whether the toast mounted before or after it.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  // Where and when it first showed.
  const [shown, setShown] = useState(() => ({ pathname, at: Date.now() }));
  const error = toast.kind === 'error';
  const moved = error && pathname !== shown.pathname;
  // Offline when it failed: said once, as it was then (the toast goes once the call succeeds).
  const [offline] = useState(() => error && offlineParts(toast.error, toast.request === 'mutation'));
  const succeeded = useSelector((state: ApiState) => error && succeededSince(state, toast.endpoint, shown.at));
  useEffect(() => {
    if (!moved) return;
    // The failure's own navigation (it may come just after the toast mounted) takes the toast along.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Date.now() - shown.at < FOLLOWS_FAILURE_MS) setShown((s) => ({ ...s, pathname }));
    else dispatch(dismissToast(toast.id));
  }, [dispatch, toast.id, moved, pathname, shown.at]);
  useEffect(() => {
    if (succeeded) dispatch(dismissToast(toast.id));
  }, [dispatch, toast.id, succeeded]);
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), SHOW_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__text">
        {formatErrorParts(offline || toast.parts || errorParts(toast.error), (m) => intl.formatMessage(m))}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label={intl.formatMessage(messages.close)}
        onClick={() => dispatch(dismissToast(toast.id))}
      >
        ×
      </button>
    </div>
  );
}

/** The toasts, stacked at the bottom of the screen (loaded with the first toast: see Toasts.tsx). */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
