import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from '@/app/routes';
import { preloadFirstScreen } from '@/app/preload';
import { makePersistor, makeStore } from '@/app/store';
import { captureSignInReturn } from '@/lib/signInReturn';
import '@/ui/global.css';

// Before anything else: a social sign-in's token leaves the address bar (spec doc 1 §2 callback).
captureSignInReturn();

const store = makeStore();
const persistor = makePersistor(store);
preloadFirstScreen(store);
const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Provider > PersistGate (the session's flow data is read back before any screen) > Router.
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
