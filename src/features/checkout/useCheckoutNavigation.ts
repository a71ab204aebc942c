import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from '@/ui/AppLink';
import { CHECKOUT_PATHS, type CheckoutStep } from './checkoutFlow';

/**
 * Moves between the check-out steps with the hotel and language kept; the list screens carry the
 * telephone query (rule 2). A step forward is a new history entry; an entry redirect replaces the
 * screen that may not be shown.
 */
export function useCheckoutNavigation() {
  const navigate = useNavigate();
  const query = useAppQuery();
  const go = useCallback(
    (step: CheckoutStep, options: { replace?: boolean; telephone?: string } = {}) => {
      const path = options.telephone
        ? `${CHECKOUT_PATHS[step]}?${new URLSearchParams({ telephone: options.telephone })}`
        : CHECKOUT_PATHS[step];
      navigate(withAppQuery(path, query), { replace: options.replace });
    },
    [navigate, query],
  );
  const redirect = useCallback((step: CheckoutStep) => go(step, { replace: true }), [go]);
  return { go, redirect };
}
