import { useAppSelector } from '@/app/hooks';
import type { BackTarget } from '@/ui/Header';

/** The sign-in screens go back to where the guest came from (the stored login redirect), else home. */
export function useSignInBack(): BackTarget {
  const from = useAppSelector((s) => s.auth.loginRedirect.value?.redirectedFrom);
  return { to: from ?? '/hotel-guide' };
}
