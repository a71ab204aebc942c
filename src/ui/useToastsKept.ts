import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { selectToasts, toastsKept, type toastReducer } from './toastSlice';

/**
 * The navigation state for a failure's own redirect: the toasts showing now (the failure's among
 * them) go along to the next screen instead of closing (src/ui/ToastList.tsx).
 */
export function useToastsKept() {
  const store = useStore<{ toast: ReturnType<typeof toastReducer> }>();
  return useCallback(() => toastsKept(selectToasts(store.getState())), [store]);
}
