import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from '@/app/routes';
import { baseApi } from '@/api/baseApi';
import { makePersistor, makeStore, type AppStore, type RootState } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';

/**
 * Renders the whole app (real routes, real store with persistence, real API server) at a URL;
 * `token` signs a member in first (see test/setup/members.ts).
 */
// A test ends while the screen it left on still reads (home's coupons after a sign-out, say): its
// reads and writes are waited for, so none answers into a store whose test is over. Then the store's
// persistence, which keeps writing to storage after its test, is stopped, so the next test's storage
// (cleared in setupTests.ts) does not receive the previous member's token.
const running: { store: AppStore; persistor: ReturnType<typeof makePersistor> }[] = [];
afterEach(async () => {
  for (const { store, persistor } of running.splice(0)) {
    await Promise.allSettled([
      ...store.dispatch(baseApi.util.getRunningQueriesThunk()),
      ...store.dispatch(baseApi.util.getRunningMutationsThunk()),
    ]);
    persistor.pause();
  }
});

export function renderApp(url: string, preloadedState?: Partial<RootState>, { token }: { token?: string } = {}) {
  const store = makeStore(preloadedState);
  if (token) store.dispatch(sessionStarted(token));
  const persistor = makePersistor(store);
  running.push({ store, persistor });
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
