import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from './AppLink';
import { useToastsKept } from './useToastsKept';

/**
 * Moves between the steps of a flow (check-out, ordering) with the hotel and language kept, and
 * any query of the step's own. A step forward is a new history entry; an entry redirect replaces
 * the screen that may not be shown; a failure's own redirect (keepToasts) takes its toast along.
 */
export function useStepNavigation<Step extends string>(paths: Record<Step, string>) {
  const navigate = useNavigate();
  const query = useAppQuery();
  const toastsKept = useToastsKept();
  const go = useCallback(
    (step: Step, options: { replace?: boolean; search?: Record<string, string>; keepToasts?: boolean } = {}) => {
      const path = options.search ? `${paths[step]}?${new URLSearchParams(options.search)}` : paths[step];
      const state = options.keepToasts ? toastsKept() : undefined;
      return navigate(withAppQuery(path, query), { replace: options.replace, state });
    },
    [navigate, query, paths, toastsKept],
  );
  const redirect = useCallback((step: Step) => go(step, { replace: true }), [go]);
  const redirectAfterFailure = useCallback((step: Step) => go(step, { replace: true, keepToasts: true }), [go]);
  return { go, redirect, redirectAfterFailure };
}
