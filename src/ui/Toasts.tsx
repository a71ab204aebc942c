import { lazy, Suspense, useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, selectToasts, SHOW_FOR_MS, type Toast } from './toastSlice';
import './Toasts.css';

const networkError = defineMessage({
  id: 'ui.toast.offline',
  defaultMessage: 'Failed to send or receive data. Please try again later.',
});

/**
 * Shown if the toast list itself cannot be loaded (the connection is gone before it was fetched):
 * the spec's network message, never a crash of the screen the guest is filling in.
 */
function OfflineToasts({ toasts }: { toasts: Toast[] }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => toasts.forEach((toast) => dispatch(dismissToast(toast.id))), SHOW_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toasts]);
  return (
    <div className="toasts">
      <div className="toast toast--error" role="alert">
        <p className="toast__text">{intl.formatMessage(networkError)}</p>
      </div>
    </div>
  );
}

/**
 * The list and the error catalogue it translates with load with the first toast, not with the
 * first screen; the browser fetches them while idle (prefetch), so a toast about a lost connection
 * usually still shows in full, and otherwise as the network message.
 */
const ToastList = lazy(() =>
  import(/* webpackChunkName: "toasts", webpackPrefetch: true */ './ToastList').catch(() => ({
    default: OfflineToasts,
  })),
);

/** The toasts of the global error handler, stacked at the bottom of the screen. */
export function Toasts() {
  const toasts = useSelector(selectToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
