import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from '@/ui/AppLink';
import { useToastsKept } from '@/ui/useToastsKept';
import { CHECKIN_PATHS, type CheckinStep } from './checkinFlow';

/**
 * Moves between the check-in steps with the hotel and language kept. A step forward is a new
 * history entry (the phone's back button returns to the step before); an entry redirect replaces
 * the screen that may not be shown; a failure's redirect also takes its toast along.
 */
export function useCheckinNavigation() {
  const navigate = useNavigate();
  const query = useAppQuery();
  const toastsKept = useToastsKept();
  const go = useCallback(
    (step: CheckinStep, options: { replace?: boolean; keepToasts?: boolean } = {}) =>
      navigate(withAppQuery(CHECKIN_PATHS[step], query), {
        replace: options.replace,
        state: options.keepToasts ? toastsKept() : undefined,
      }),
    [navigate, query, toastsKept],
  );
  const redirect = useCallback((step: CheckinStep) => go(step, { replace: true }), [go]);
  const redirectAfterFailure = useCallback((step: CheckinStep) => go(step, { replace: true, keepToasts: true }), [go]);
  return { go, redirect, redirectAfterFailure };
}
