import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { errorParts, formatErrorParts, offlineParts } from '@/api/errorMessage';
import { dismissToast, keepsToast, SHOW_FOR_MS, type Toast } from './toastSlice';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

/**
 * A toast, closed after a while or by its button. An error toast also closes once the guest leaves
 * the screen it was shown on (what it said is about that screen), unless the screen change is the
 * failure's own redirect, which says so in its navigation state (toastsKept: the check-in search's
 * 404 to the search form); and once a later call of the endpoint it reported succeeds (toastSlice.ts).
 */
function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  // The screen it shows on.
  const [shownOn, setShownOn] = useState(location.pathname);
  const error = toast.kind === 'error';
  const moved = error && location.pathname !== shownOn;
  // Offline when it failed: said once, as it was then (the toast goes once the call succeeds).
  const [offline] = useState(() => error && offlineParts(toast.error, toast.request === 'mutation'));
  useEffect(() => {
    if (!moved) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (keepsToast(location.state, toast.id)) setShownOn(location.pathname);
    else dispatch(dismissToast(toast.id));
  }, [dispatch, toast.id, moved, location.pathname, location.state]);
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
