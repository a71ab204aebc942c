import { Outlet, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
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

/** Every screen is its own lazily loaded chunk. Only built screens are listed here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: Spinner,
    children: [
      {
        path: '/hotel-guide',
        lazy: () =>
          import(/* webpackChunkName: "hotel-guide" */ '@/features/hotel/HotelGuideScreen').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: '*',
        lazy: () =>
          import(/* webpackChunkName: "not-found" */ '@/features/notFound/NotFoundScreen').then((m) => ({
            Component: m.default,
          })),
      },
    ],
  },
];
