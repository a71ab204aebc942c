import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import { frontDeskApi } from '@/api/frontDeskApi';
import { makeStaffStore } from '@/app/staff/staffStore';
import { staffRoutes } from '@/app/staff/staffRoutes';
import * as frontDeskStores from '@/features/frontDesk/frontDeskStore';
import { settleAtTestEnd } from './settleAtTestEnd';

/** The real maker of a front-desk store, kept before any test spies on it. */
const { makeFrontDeskStore } = frontDeskStores;

/**
 * Renders the staff app (src/staff.tsx: its store and route table, the real API server) at a URL. At
 * the end of the test, the requests still running in its store, and in every front-desk store its pages
 * made (FrontDeskScreen makes its own: watched as it is made), are waited for (settleAtTestEnd.ts). A
 * test's jest.restoreAllMocks() stops the watching of stores made after it, until the next render.
 */
export function renderStaffApp(url: string) {
  const store = makeStaffStore();
  settleAtTestEnd(store, baseApi);
  jest.spyOn(frontDeskStores, 'makeFrontDeskStore').mockImplementation(() => {
    const made = makeFrontDeskStore();
    settleAtTestEnd(made.store, frontDeskApi, made.persistor);
    return made;
  });
  const router = createMemoryRouter(staffRoutes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
