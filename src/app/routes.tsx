import type { RouteObject } from 'react-router-dom';
import { AppShell, ScreenLoadFailed, type RouteHandle } from './AppShell';
import { FramedLoadingScreen } from './LoadingScreen';
import type { MessageGroup } from './messages';
import { RootLayout } from './RootLayout';
import { screenWith } from './screenWith';

const hotelFree: RouteHandle = { hotelFree: true };
/** The message groups of the account screens and of the check-in screens (their handles and their preloads). */
const ACCOUNT_GROUPS: MessageGroup[] = ['account', 'validation'];
const CHECKIN_GROUPS: MessageGroup[] = ['checkin', 'payment', ...ACCOUNT_GROUPS];
const CHECKOUT_GROUPS: MessageGroup[] = ['checkout', 'payment', 'validation'];
/** Sign-in screens: the account messages. */
const signIn: RouteHandle = { messages: ACCOUNT_GROUPS };
/** Member screens: signed in with a complete profile (spec "(auth)"), the account messages. */
const member: RouteHandle = { auth: true, messages: ACCOUNT_GROUPS };

/** Check-in screens open to anyone (spec doc 2 §2): the check-in and account messages. */
const checkinOpen: RouteHandle = { messages: CHECKIN_GROUPS };
/**
 * The check-in form (the flow's first screen, often a QR code's landing page): its own texts only;
 * the rest of the flow's messages load with its later screens. It prepares user data (spec doc 2 §2).
 */
const CHECKIN_FORM_GROUPS: MessageGroup[] = ['checkin', 'validation'];
const checkinForm: RouteHandle = { preparesUser: true, messages: CHECKIN_FORM_GROUPS };
/** Check-in screens marked (auth): signed in; the flow completes an incomplete profile itself (rule 5). */
const checkinMember: RouteHandle = {
  auth: true,
  completesProfile: true,
  messages: CHECKIN_GROUPS,
};

/** The mobile request screens: open to anyone (card payment asks for sign-in itself). */
const REQUEST_GROUPS: MessageGroup[] = ['request', 'payment', 'validation'];
const request: RouteHandle = { messages: REQUEST_GROUPS };

/** The coupon detail: open to anyone (using a coupon asks for sign-in); it prepares user data. */
const coupon: RouteHandle = { preparesUser: true, messages: ['coupon'] };
/** Check-out screens: open to anyone (card payment asks for sign-in itself). */
const checkout: RouteHandle = { messages: CHECKOUT_GROUPS };
/** The travel guide: its own messages, kept out of the core that home loads. */
const travel: RouteHandle = { messages: ['travel'] };

const accountScreen = screenWith(ACCOUNT_GROUPS);
const checkinScreen = screenWith(CHECKIN_GROUPS);
const checkinFormScreen = screenWith(CHECKIN_FORM_GROUPS);
const checkoutScreen = screenWith(CHECKOUT_GROUPS);
const requestScreen = screenWith(REQUEST_GROUPS);
const travelScreen = screenWith(['travel']);

/**
 * The guest's screens, each its own lazily loaded chunk. Only built screens are listed here; the staff's
 * pages are another app (src/staff.tsx, staff/staffRoutes.tsx), which the guest's runtime knows nothing of.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: FramedLoadingScreen,
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
            // A screen whose code cannot be loaded (no network, or a new version replaced it): said in
            // the shell, with a retry, instead of the router's own error page.
            errorElement: <ScreenLoadFailed />,
            children: [
              {
                path: '/hotel-guide',
                lazy: () =>
                  import(/* webpackChunkName: "home" */ '@/features/home/HomeScreen').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: '/hotel-guide/detail',
                lazy: () =>
                  import(/* webpackChunkName: "info-menu" */ '@/features/hotelGuide/InfoMenuScreen').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: '/hotel-guide/detail/access',
                lazy: () =>
                  import(/* webpackChunkName: "info-access" */ '@/features/hotelGuide/AccessScreen').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: '/hotel-guide/detail/:slug',
                lazy: () =>
                  import(/* webpackChunkName: "info-page" */ '@/features/hotelGuide/InfoPageScreen').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: '/wifi',
                lazy: () =>
                  import(/* webpackChunkName: "wifi" */ '@/features/hotelGuide/WifiScreen').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: '/around-spot',
                handle: travel,
                lazy: travelScreen(
                  () => import(/* webpackChunkName: "travel-guide" */ '@/features/travel/TravelGuideScreen'),
                ),
              },
              {
                path: '/around-spot/detail',
                handle: travel,
                lazy: travelScreen(
                  () => import(/* webpackChunkName: "travel-detail" */ '@/features/travel/TravelGuideDetailScreen'),
                ),
              },
              {
                path: '/login',
                handle: signIn,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "login" */ '@/features/account/signin/LoginScreen'),
                ),
              },
              {
                path: '/login-email',
                handle: signIn,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "login-email" */ '@/features/account/signin/EmailLoginScreen'),
                ),
              },
              {
                path: '/forget-password',
                handle: signIn,
                lazy: accountScreen(
                  () =>
                    import(/* webpackChunkName: "reset-password" */ '@/features/account/signin/ResetPasswordScreen'),
                ),
              },
              {
                path: '/reset-password/:token',
                handle: signIn,
                lazy: accountScreen(
                  () =>
                    import(
                      /* webpackChunkName: "reset-password-confirm" */ '@/features/account/signin/ResetPasswordConfirmScreen'
                    ),
                ),
              },
              {
                path: '/checkin',
                handle: checkinForm,
                lazy: checkinFormScreen(
                  () => import(/* webpackChunkName: "checkin-form" */ '@/features/checkin/CheckinFormScreen'),
                ),
              },
              {
                path: '/leaflet-checkin',
                handle: checkinForm,
                lazy: checkinFormScreen(
                  () => import(/* webpackChunkName: "checkin-form" */ '@/features/checkin/CheckinFormScreen'),
                ),
              },
              {
                path: '/checkin-reservation-search',
                handle: checkinOpen,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-search" */ '@/features/checkin/ReservationSearchScreen'),
                ),
              },
              {
                path: '/checkin-reservation-confirm',
                handle: checkinOpen,
                lazy: checkinScreen(
                  () =>
                    import(/* webpackChunkName: "checkin-reservations" */ '@/features/checkin/ReservationListScreen'),
                ),
              },
              {
                path: '/custom-checkin',
                handle: checkinMember,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-guidance" */ '@/features/checkin/GuidanceScreen'),
                ),
              },
              {
                path: '/checkin-payment',
                handle: checkinMember,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-payment" */ '@/features/checkin/CheckinPaymentScreen'),
                ),
              },
              {
                path: '/checkin-confirm',
                handle: checkinMember,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-confirm" */ '@/features/checkin/CheckinConfirmScreen'),
                ),
              },
              {
                path: '/checkin-edit',
                handle: checkinMember,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-edit" */ '@/features/checkin/CheckinEditScreen'),
                ),
              },
              {
                path: '/checkin-accept',
                handle: checkinMember,
                lazy: checkinScreen(
                  () => import(/* webpackChunkName: "checkin-accept" */ '@/features/checkin/CheckinAcceptScreen'),
                ),
              },
              {
                path: '/checkout',
                handle: checkout,
                lazy: checkoutScreen(
                  () => import(/* webpackChunkName: "checkout-search" */ '@/features/checkout/CheckoutSearchScreen'),
                ),
              },
              {
                path: '/checkout/select-reservation',
                handle: checkout,
                lazy: checkoutScreen(
                  () =>
                    import(
                      /* webpackChunkName: "checkout-reservations" */ '@/features/checkout/CheckoutReservationsScreen'
                    ),
                ),
              },
              {
                path: '/checkout/select-checkin',
                handle: checkout,
                lazy: checkoutScreen(
                  () =>
                    import(/* webpackChunkName: "checkout-checkins" */ '@/features/checkout/CheckoutCheckinsScreen'),
                ),
              },
              {
                path: '/checkout/payment',
                handle: checkout,
                lazy: checkoutScreen(
                  () => import(/* webpackChunkName: "checkout-payment" */ '@/features/checkout/CheckoutPaymentScreen'),
                ),
              },
              {
                path: '/checkout/review',
                handle: checkout,
                lazy: checkoutScreen(
                  () => import(/* webpackChunkName: "checkout-review" */ '@/features/checkout/CheckoutReviewScreen'),
                ),
              },
              {
                path: '/checkout/thanks',
                handle: checkout,
                lazy: checkoutScreen(
                  () => import(/* webpackChunkName: "checkout-thanks" */ '@/features/checkout/CheckoutThanksScreen'),
                ),
              },
              {
                path: '/request',
                handle: request,
                lazy: requestScreen(
                  () => import(/* webpackChunkName: "request-list" */ '@/features/ordering/ProductsListScreen'),
                ),
              },
              {
                path: '/request/product-confirmation',
                handle: request,
                lazy: requestScreen(
                  () => import(/* webpackChunkName: "request-cart" */ '@/features/ordering/CartConfirmationScreen'),
                ),
              },
              {
                path: '/request/order-confirmation',
                handle: request,
                lazy: requestScreen(
                  () => import(/* webpackChunkName: "request-order" */ '@/features/ordering/OrderConfirmationScreen'),
                ),
              },
              {
                path: '/request/complete',
                handle: request,
                lazy: requestScreen(
                  () => import(/* webpackChunkName: "request-complete" */ '@/features/ordering/OrderCompleteScreen'),
                ),
              },
              {
                path: '/coupon/:id',
                handle: coupon,
                lazy: screenWith(['coupon'])(
                  () => import(/* webpackChunkName: "coupon-detail" */ '@/features/coupons/CouponDetailScreen'),
                ),
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
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "mypage" */ '@/features/account/mypage/MyPageScreen'),
                ),
              },
              {
                path: '/mypage/account',
                handle: member,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "member-info" */ '@/features/account/mypage/MemberInfoScreen'),
                ),
              },
              {
                path: '/mypage/checkin-history',
                handle: member,
                lazy: accountScreen(
                  () =>
                    import(/* webpackChunkName: "checkin-history" */ '@/features/account/history/CheckinHistoryScreen'),
                ),
              },
              {
                path: '/mypage/checkin-history/:id',
                handle: member,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "checkin-info" */ '@/features/account/history/CheckinInfoScreen'),
                ),
              },
              {
                path: '/mypage/credit-card',
                handle: member,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "credit-card" */ '@/features/account/cards/CreditCardScreen'),
                ),
              },
              {
                path: '/mypage/credit-card/register',
                handle: member,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "register-card" */ '@/features/account/cards/RegisterCardScreen'),
                ),
              },
              {
                path: '/mypage/usage-detail',
                handle: member,
                lazy: accountScreen(
                  () => import(/* webpackChunkName: "invoices" */ '@/features/account/invoices/InvoiceListScreen'),
                ),
              },
              {
                path: '/mypage/usage-detail/:id',
                handle: member,
                lazy: accountScreen(
                  () =>
                    import(/* webpackChunkName: "invoice-detail" */ '@/features/account/invoices/InvoiceDetailScreen'),
                ),
              },
              {
                path: '/register-account',
                handle: member,
                lazy: accountScreen(
                  () =>
                    import(/* webpackChunkName: "registration" */ '@/features/account/registration/RegistrationScreen'),
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
    ],
  },
];
