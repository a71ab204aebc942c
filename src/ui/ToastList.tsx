import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { errorParts, formatErrorParts } from '@/api/errorMessage';
import { dismissToast, SHOW_FOR_MS, type Toast } from './toastSlice';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), SHOW_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__text">
        {formatErrorParts(toast.parts ?? errorParts(toast.error), (m) => intl.formatMessage(m))}
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
