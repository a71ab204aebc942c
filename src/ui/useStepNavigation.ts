import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from './AppLink';
import { useToastsKept } from './useToastsKept';

/**
 * Moves between the steps of a flow (check-out, ordering) with the hotel and language kept, and
 * any query of the step's own. A step forward is a new history entry; an entry redirect replaces
 * the screen that may not be shown; a failure's redirect also takes its toast along.
 */
export function useStepNavigation<Step extends string>(paths: Record<Step, string>) {
  const navigate = useNavigate();
  const query = useAppQuery();
  const toastsKept = useToastsKept();
  const go = useCallback(
    (step: Step, options: { replace?: boolean; search?: Record<string, string> } = {}) => {
      const path = options.search ? `${paths[step]}?${new URLSearchParams(options.search)}` : paths[step];
      return navigate(withAppQuery(path, query), { replace: options.replace });
    },
    [navigate, query, paths],
  );
  const redirect = useCallback((step: Step) => go(step, { replace: true }), [go]);
  const redirectAfterFailure = useCallback(
    (step: Step) => navigate(withAppQuery(paths[step], query), { replace: true, state: toastsKept() }),
    [navigate, query, paths, toastsKept],
  );
  return { go, redirect, redirectAfterFailure };
}
