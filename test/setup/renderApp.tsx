import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from '@/app/routes';
import { makePersistor, makeStore, type RootState } from '@/app/store';

/** Renders the whole app (real routes, real store with persistence, real API server) at a URL. */
export function renderApp(url: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const persistor = makePersistor(store);
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
