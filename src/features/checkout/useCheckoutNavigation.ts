import { useCallback } from 'react';
import { useStepNavigation } from '@/ui/useStepNavigation';
import { CHECKOUT_PATHS, type CheckoutStep } from './checkoutFlow';

/** The check-out steps (src/ui/useStepNavigation.ts); the list screens carry the telephone query (rule 2). */
export function useCheckoutNavigation() {
  const steps = useStepNavigation(CHECKOUT_PATHS);
  const go = useCallback(
    (step: CheckoutStep, options: { replace?: boolean; telephone?: string } = {}) =>
      steps.go(step, {
        replace: options.replace,
        ...(options.telephone && { search: { telephone: options.telephone } }),
      }),
    [steps],
  );
  return { go, redirect: steps.redirect, redirectAfterFailure: steps.redirectAfterFailure };
}
