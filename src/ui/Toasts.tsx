import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { Toast } from './toastSlice';

/**
 * The list and the error catalogue it translates with load with the first toast, not with the
 * first screen; the browser fetches them while idle (prefetch), so a toast about a lost connection
 * still shows.
 */
const ToastList = lazy(() => import(/* webpackChunkName: "toasts", webpackPrefetch: true */ './ToastList'));

/** The toasts of the global error handler, stacked at the bottom of the screen. */
export function Toasts() {
  const toasts = useSelector((state: { toast: { toasts: Toast[] } }) => state.toast.toasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
