import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStaffStore } from '@/app/staff/staffStore';
import { staffRoutes } from '@/app/staff/staffRoutes';

/** Renders the staff app (src/staff.tsx: its store and route table, the real API server) at a URL. */
export function renderStaffApp(url: string) {
  const store = makeStaffStore();
  const router = createMemoryRouter(staffRoutes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
