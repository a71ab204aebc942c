import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from '@/app/routes';
import { baseApi } from '@/api/baseApi';
import { makePersistor, makeStore, type RootState } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';
import { settleAtTestEnd } from './settleAtTestEnd';

/**
 * Renders the whole app (real routes, real store with persistence, real API server) at a URL;
 * `token` signs a member in first (see test/setup/members.ts).
 */
export function renderApp(url: string, preloadedState?: Partial<RootState>, { token }: { token?: string } = {}) {
  const store = makeStore(preloadedState);
  if (token) store.dispatch(sessionStarted(token));
  const persistor = makePersistor(store);
  settleAtTestEnd(store, baseApi, persistor);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <PersistGate persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>,
  );
  return { ...view, store, persistor, router };
}
