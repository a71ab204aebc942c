import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from '@/ui/AppLink';
import { REQUEST_PATHS, type RequestStep } from './requestPaths';

/**
 * Moves between the request screens with the hotel and language kept. A step forward is a new
 * history entry; an entry redirect replaces the screen that may not be shown.
 */
export function useRequestNavigation() {
  const navigate = useNavigate();
  const query = useAppQuery();
  const go = useCallback(
    (step: RequestStep, options: { replace?: boolean } = {}) =>
      navigate(withAppQuery(REQUEST_PATHS[step], query), { replace: options.replace }),
    [navigate, query],
  );
  const redirect = useCallback((step: RequestStep) => go(step, { replace: true }), [go]);
  return { go, redirect };
}
