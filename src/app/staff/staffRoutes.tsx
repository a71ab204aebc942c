import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { RootLayout } from '../RootLayout';
import { screenWith } from '../screenWith';
import { FRONT_DESK_GROUPS } from './staffMessages';

const frontDeskScreen = screenWith(FRONT_DESK_GROUPS);

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
        // The front desk: its own store and sign-in; its messages (in the page's language) load beside its chunk.
        path: '/front-desk/*',
        handle: { messages: FRONT_DESK_GROUPS },
        lazy: frontDeskScreen(
          () => import(/* webpackChunkName: "front-desk" */ '@/features/frontDesk/FrontDeskScreen'),
        ),
      },
    ],
  },
];
