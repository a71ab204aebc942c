import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetUserInfoQuery } from '@/api/coreApi';
import { gotNoAnswer } from '@/api/errors';
import { loginAsked, loginRequiredSeen, selectAccessToken, selectLoginRequired } from '@/domain/auth/authSlices';
import {
  HOME_PATH as HOME,
  isSignInPath,
  LOGIN_PATH as LOGIN,
  REGISTRATION_PATH as REGISTRATION,
} from '@/domain/auth/authPaths';
import { withAppQuery, withoutAppQuery, type AppQuery } from '@/lib/navigation';
import { isProfileComplete } from '@/domain/profile/profile';
import { useAppDispatch, useAppSelector } from './hooks';
import { releaseMember } from './memberPreload';

export type AuthGate = 'open' | 'waiting' | 'failed';

/**
 * The sign-in part of the navigation guard (spec doc 1 §2): a route needing auth without a token
 * goes to login, remembering where the guest came from and was going; a member whose profile is
 * incomplete goes to the registration form (unless the screen completes it itself); a 401 anywhere (the global error handler raises
 * loginRequired) goes to login.
 */
export function useAuthGuard(
  needsAuth: boolean,
  query: AppQuery,
  completesProfile = false,
  preparesUser = false,
): { gate: AuthGate; retry: () => void } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAppSelector(selectAccessToken);
  const mustLogIn = useAppSelector(selectLoginRequired);
  // Loaded for member screens and for those that prepare user data (which wait for nothing).
  const user = useGetUserInfoQuery(undefined, { skip: !(needsAuth || preparesUser) || !token });
  // The guard now reads the member itself (subscribed above): the startup's hold on it ends.
  useEffect(releaseMember, []);
  // Kept without hotelId and lang, which are added back (current) when the path is used.
  const here = withoutAppQuery(`${location.pathname}${location.search}`);

  // The last screen shown that needed no sign-in: where the guest "logged in from".
  const lastOpenScreen = useRef<string | null>(null);
  useEffect(() => {
    if (!needsAuth && !isSignInPath(location.pathname)) lastOpenScreen.current = here;
  }, [needsAuth, here, location.pathname]);

  const goToLogin = (redirectTo: string) => {
    dispatch(loginAsked({ redirectedFrom: lastOpenScreen.current ?? HOME, redirectTo }));
    navigate(withAppQuery(LOGIN, query), { replace: true });
  };

  useEffect(() => {
    if (mustLogIn) {
      dispatch(loginRequiredSeen());
      if (!isSignInPath(location.pathname)) goToLogin(here);
    } else if (needsAuth && !token) {
      goToLogin(here);
    }
    // goToLogin reads only the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mustLogIn, needsAuth, token, here]);

  const incomplete = Boolean(user.data && !isProfileComplete(user.data.user)) && !completesProfile;
  const onRegistration = location.pathname === REGISTRATION;
  useEffect(() => {
    if (needsAuth && incomplete && !onRegistration) navigate(withAppQuery(REGISTRATION, query), { replace: true });
  }, [needsAuth, incomplete, onRegistration, navigate, query]);

  let gate: AuthGate = 'open';
  if (needsAuth) {
    if (!token || mustLogIn) gate = 'waiting';
    // With no connection the member cannot load (the service worker keeps no member data): member
    // screens open with what they hold, the check-in pass above all, and say themselves what needs a
    // connection. Judged by the failed request: on hotel Wi-Fi with nothing behind it the browser
    // still says it is online. It stays open while the screen asks again (a screen that reads the
    // member retries a failed load when it mounts).
    else if (!user.data && gotNoAnswer(user.error)) gate = 'open';
    else if (user.isError) gate = 'failed';
    else if (!user.data || (incomplete && !onRegistration)) gate = 'waiting';
  }
  return { gate, retry: () => void user.refetch() };
}
