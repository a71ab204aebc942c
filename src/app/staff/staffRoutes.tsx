import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { RootLayout } from '../RootLayout';

/**
 * The staff app's route table (the webpack entry `staff`, src/staff.tsx, served as staff.html): every
 * route here is a staff page, outside the guest shell (no hotelId, header or footer), each screen its
 * own lazily loaded chunk in the staff runtime only. The server serves staff.html for these paths (the
 * build lists them in screen-preloads.json: scripts/webpack/ScreenPreloadsPlugin.cjs), and the guest's
 * service worker leaves them to the network (src/lib/staffPages.ts).
 */
export const staffRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: Spinner,
    children: [
      {
        // The front desk: its own store and sign-in; its own messages come with its chunk (StaffIntl.tsx).
        path: '/front-desk/*',
        lazy: () =>
          import(/* webpackChunkName: "front-desk" */ '@/features/frontDesk/FrontDeskScreen').then((m) => ({
            Component: m.default,
          })),
      },
    ],
  },
];
