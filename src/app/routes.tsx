import { Outlet, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { AppShell, type RouteHandle } from './AppShell';
import { IntlRoot } from './IntlRoot';

function RootLayout() {
  return (
    <IntlRoot>
      <div className="page">
        <Outlet />
      </div>
    </IntlRoot>
  );
}

const hotelFree: RouteHandle = { hotelFree: true };
/** Member screens: signed in with a complete profile (spec "(auth)"). */
const member: RouteHandle = { auth: true };

/** Every screen is its own lazily loaded chunk. Only built screens are listed here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: Spinner,
    children: [
      {
        // The social sign-in callback: outside the guard, which would put the hotel query back first.
        path: '/',
        lazy: () =>
          import(/* webpackChunkName: "auth-callback" */ '@/features/account/signin/AuthCallbackScreen').then((m) => ({
            Component: m.default,
          })),
      },
      {
        element: <AppShell />,
        children: [
          {
            path: '/hotel-guide',
            lazy: () =>
              import(/* webpackChunkName: "home" */ '@/features/hotel/HomeScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/hotel-guide/detail',
            lazy: () =>
              import(/* webpackChunkName: "info-menu" */ '@/features/info/InfoMenuScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/hotel-guide/detail/access',
            lazy: () =>
              import(/* webpackChunkName: "info-access" */ '@/features/info/AccessScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/hotel-guide/detail/:slug',
            lazy: () =>
              import(/* webpackChunkName: "info-page" */ '@/features/info/InfoPageScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/wifi',
            lazy: () =>
              import(/* webpackChunkName: "wifi" */ '@/features/info/WifiScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/around-spot',
            lazy: () =>
              import(/* webpackChunkName: "travel-guide" */ '@/features/travel/TravelGuideScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/around-spot/detail',
            lazy: () =>
              import(/* webpackChunkName: "travel-detail" */ '@/features/travel/TravelGuideDetailScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/login',
            lazy: () =>
              import(/* webpackChunkName: "login" */ '@/features/account/signin/LoginScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/login-email',
            lazy: () =>
              import(/* webpackChunkName: "login-email" */ '@/features/account/signin/EmailLoginScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/forget-password',
            lazy: () =>
              import(/* webpackChunkName: "reset-password" */ '@/features/account/signin/ResetPasswordScreen').then(
                (m) => ({ Component: m.default }),
              ),
          },
          {
            path: '/reset-password/:token',
            lazy: () =>
              import(
                /* webpackChunkName: "reset-password-confirm" */ '@/features/account/signin/ResetPasswordConfirmScreen'
              ).then((m) => ({ Component: m.default })),
          },
          {
            path: '/about-terms-of-use',
            handle: hotelFree,
            lazy: () =>
              import(/* webpackChunkName: "legal" */ '@/features/legal/LegalScreen').then((m) => ({
                Component: m.UserTermsScreen,
              })),
          },
          {
            path: '/about-terms-of-use-hotel',
            handle: hotelFree,
            lazy: () =>
              import(/* webpackChunkName: "legal" */ '@/features/legal/LegalScreen').then((m) => ({
                Component: m.HotelTermsScreen,
              })),
          },
          {
            path: '/about-privacy-policy',
            handle: hotelFree,
            lazy: () =>
              import(/* webpackChunkName: "legal" */ '@/features/legal/LegalScreen').then((m) => ({
                Component: m.PrivacyPolicyScreen,
              })),
          },
          {
            path: '/about-security-policy',
            handle: hotelFree,
            lazy: () =>
              import(/* webpackChunkName: "legal" */ '@/features/legal/LegalScreen').then((m) => ({
                Component: m.SecurityPolicyScreen,
              })),
          },
          {
            path: '/mypage',
            handle: member,
            lazy: () =>
              import(/* webpackChunkName: "mypage" */ '@/features/account/mypage/MyPageScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/mypage/account',
            handle: member,
            lazy: () =>
              import(/* webpackChunkName: "member-info" */ '@/features/account/mypage/MemberInfoScreen').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '/mypage/checkin-history',
            handle: member,
            lazy: () =>
              import(/* webpackChunkName: "checkin-history" */ '@/features/account/history/CheckinHistoryScreen').then(
                (m) => ({ Component: m.default }),
              ),
          },
          {
            path: '/mypage/checkin-history/:id',
            handle: member,
            lazy: () =>
              import(/* webpackChunkName: "checkin-info" */ '@/features/account/history/CheckinInfoScreen').then(
                (m) => ({ Component: m.default }),
              ),
          },
          {
            path: '/register-account',
            handle: member,
            lazy: () =>
              import(/* webpackChunkName: "registration" */ '@/features/account/registration/RegistrationScreen').then(
                (m) => ({ Component: m.default }),
              ),
          },
          {
            path: '*',
            handle: hotelFree,
            lazy: () =>
              import(/* webpackChunkName: "not-found" */ '@/features/notFound/NotFoundScreen').then((m) => ({
                Component: m.default,
              })),
          },
        ],
      },
    ],
  },
];
