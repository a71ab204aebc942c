import { useAppSelector } from '@/app/hooks';
import { selectLoginRedirect } from '@/domain/auth/authSlices';
import type { BackTarget } from '@/ui/Header';

/** The sign-in screens go back to where the guest came from (the stored login redirect), else home. */
export function useSignInBack(): BackTarget {
  const from = useAppSelector((s) => selectLoginRedirect(s)?.redirectedFrom);
  return { to: from ?? '/hotel-guide' };
}
