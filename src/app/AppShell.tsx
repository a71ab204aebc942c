import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useSearchParams, Outlet } from 'react-router-dom';
import { httpStatus } from '@/api/errors';
import { useGetHotelAssetQuery, useGetHotelGuideQuery } from '@/api/coreApi';
import { guestAppRedirect, isGuestAppTarget } from '@/domain/hotel/guestApp';
import { HotelContext } from '@/domain/hotel/hotelContext';
import { withoutAppQuery } from '@/lib/navigation';
import { enterHotel, readStoredHotelId, writeStoredHotelId, writeStoredLanguage } from '@/lib/storage';
import { Spinner } from '@/ui/Spinner';
import { Toasts } from '@/ui/Toasts';
import { appQueryOf, completedSearch } from './appQuery';
import type { MessageGroup } from './messages';
import { useAppDispatch } from './hooks';
import { LoadingScreen } from './LoadingScreen';
import { forgetVisit } from './store';
import { useAuthGuard } from './useAuthGuard';
import { useAfterFirstLoad } from './offline/useAfterFirstLoad';
import { pluginEnabled } from '@/domain/hotel/plugins';

// Shown only when a member screen's member fails to load: kept out of the first download.
const LoadFailed = lazy(() =>
  import(/* webpackChunkName: "load-failed" */ '@/ui/LoadFailed').then((m) => ({ default: m.LoadFailed })),
);

/**
 * Said in the shell instead of a screen, as the page's main content (a screen reader's "main" landmark,
 * as every screen's own Page has).
 */
function ShellMessage({ children }: { children: ReactNode }) {
  return (
    <main className="page__content">
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </main>
  );
}

/** A screen that failed to load (its route's errorElement): the reason, and a retry that loads the page again. */
export function ScreenLoadFailed() {
  // (Its code did not come: offline, or removed by a new version? LoadFailed asks the server.)
  return (
    <ShellMessage>
      <LoadFailed onRetry={() => window.location.reload()} askServer />
    </ShellMessage>
  );
}

// The offline banner and the service worker's registration (with its update prompt): once the first
// screen has loaded, while the browser is idle.
const AppNotices = lazy(() => import(/* webpackChunkName: "app-notices" */ './offline/AppNotices'));

/** Route `handle` flags. */
export interface RouteHandle {
  /** Legal pages and not-found work without a hotel: the hotel checks are skipped. */
  hotelFree?: boolean;
  /** Member screens (spec "(auth)"): signed in, with a complete profile (except the registration form). */
  auth?: boolean;
  /**
   * The check-in screens (spec doc 2 §4 rule 5): an incomplete profile is completed on the flow's own
   * edit screen, so the guard does not send the member to the registration form.
   */
  completesProfile?: boolean;
  /** Screens that "prepare user data" (spec doc 2 §2): the member is loaded when signed in, nothing is required. */
  preparesUser?: boolean;
  /** Message groups the screen needs besides core (loaded by IntlRoot, see src/app/messages.ts). */
  messages?: MessageGroup[];
}

const hasFlag = (
  matches: ReturnType<typeof useMatches>,
  flag: 'hotelFree' | 'auth' | 'completesProfile' | 'preparesUser',
) => matches.some((m) => (m.handle as RouteHandle | undefined)?.[flag]);

/**
 * The navigation guard of the spec (doc 1 §2) as the layout around every screen: scroll to top,
 * hotelId and lang on every URL, language saved, the hotel's guide loaded once (else /404), and
 * the guest-app redirect for the product list.
 */
export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const matches = useMatches();
  const hotelFree = hasFlag(matches, 'hotelFree');
  const needsAuth = hasFlag(matches, 'auth');

  const { lang: language, hotelId: knownHotelId } = appQueryOf(params);
  const hotelId = knownHotelId ?? '';

  const appQuery = useMemo(() => ({ hotelId: knownHotelId, lang: language }), [knownHotelId, language]);
  const auth = useAuthGuard(
    needsAuth,
    appQuery,
    hasFlag(matches, 'completesProfile'),
    hasFlag(matches, 'preparesUser'),
  );

  const afterFirstLoad = useAfterFirstLoad();

  const guide = useGetHotelGuideQuery({ hotelId }, { skip: hotelFree || !hotelId });
  const plugins = guide.data?.plugins ?? [];
  const wantsGuestApp = isGuestAppTarget(location.pathname) && pluginEnabled(plugins, 'GUE');
  const assets = useGetHotelAssetQuery({ hotelId }, { skip: !wantsGuestApp || !guide.data });

  // Every navigation scrolls to the top, one that changes only the query too (a travel category);
  // hotelId and lang being added to the URL is none.
  const page = withoutAppQuery(location.pathname + location.search);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  // The language is saved on every route change.
  useEffect(() => {
    writeStoredLanguage(language);
  }, [location.key, language]);

  // hotelId and lang are added to the query of every navigation (the first URL's before the router
  // starts: completeFirstUrl).
  useEffect(() => {
    const search = completedSearch(location.search, appQuery);
    if (search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [appQuery, location.pathname, location.search, location.hash, navigate]);

  // No hotel known, or its guide failed to load: /404. A stored hotel that no longer exists is forgotten.
  useEffect(() => {
    if (hotelFree) return;
    if (!hotelId || guide.isError) {
      if (guide.isError && httpStatus(guide.error) === 404 && readStoredHotelId() === hotelId) {
        writeStoredHotelId(null);
      }
      navigate(`/404?lang=${language}`, { replace: true });
    }
  }, [hotelFree, hotelId, guide.isError, guide.error, language, navigate]);

  // The hotel is remembered; the session's flows of another hotel are forgotten before a screen reads them.
  const [visit, setVisit] = useState<string>();
  useLayoutEffect(() => {
    const id = guide.data?.hotelId;
    if (!id) return;
    writeStoredHotelId(id);
    if (enterHotel(id)) forgetVisit(dispatch);
    // Intended: the screens mount in the render this causes, after the clearing (before any paint).
    // Not a transition: tried (issue 34), the screen then took over 5 s to commit under CI's load.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisit(id);
  }, [guide.data, dispatch]);

  const redirect = guestAppRedirect(
    location.pathname,
    location.search,
    plugins,
    assets.isError ? [] : assets.data?.assets,
  );
  useEffect(() => {
    if (redirect) window.location.assign(redirect);
  }, [redirect]);

  const context = useMemo(
    () => (guide.data ? { hotelId: guide.data.hotelId, language, guide: guide.data } : null),
    [guide.data, language],
  );

  let content;
  if (hotelFree) content = <Outlet />;
  else if (
    !context ||
    visit !== context.hotelId ||
    redirect ||
    (wantsGuestApp && assets.isLoading) ||
    auth.gate === 'waiting'
  )
    content = <LoadingScreen />;
  else if (auth.gate === 'failed')
    content = (
      <ShellMessage>
        <LoadFailed onRetry={auth.retry} />
      </ShellMessage>
    );
  else
    content = (
      <HotelContext.Provider value={context}>
        <Outlet />
      </HotelContext.Provider>
    );

  return (
    <>
      {afterFirstLoad && (
        <Suspense fallback={null}>
          <AppNotices />
        </Suspense>
      )}
      {content}
      <Toasts />
    </>
  );
}
