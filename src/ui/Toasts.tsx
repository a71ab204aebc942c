import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { formatErrorParts } from '@/api/errorMessage';
import { dismissToast, type Toast } from './toastSlice';
import './Toasts.css';

const messages = defineMessages({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

const SHOW_FOR_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), SHOW_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__text">{formatErrorParts(toast.parts, (m) => intl.formatMessage(m))}</p>
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

/** The toasts of the global error handler, stacked at the bottom of the screen. */
export function Toasts() {
  const toasts = useSelector((state: { toast: { toasts: Toast[] } }) => state.toast.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
