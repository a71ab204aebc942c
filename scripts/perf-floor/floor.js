/* global document */
// The floor page's code: the design card's libraries, started as src/index.tsx starts the app (one library
// per task), with a store, a router of one route and the home screen's largest paint (its hero image) and
// heading. No code of the app's. Built by webpack.floor.cjs; measured by floor.mjs.
import '../../src/ui/global.css';
import '../../src/features/home/HomeScreen.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const HERO = '/images/demo/sakura-hero.svg';

async function start() {
  await nextTask();
  const { configureStore, createSlice, combineReducers } = await import(/* webpackMode: "eager" */ '@reduxjs/toolkit');
  await nextTask();
  const { createApi, fetchBaseQuery } = await import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react');
  await nextTask();
  const { persistStore, persistReducer, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } = await import(
    /* webpackMode: "eager" */ 'redux-persist'
  );
  const { default: createWebStorage } = await import(
    /* webpackMode: "eager" */ 'redux-persist/lib/storage/createWebStorage'
  );
  await nextTask();
  const api = createApi({
    reducerPath: 'api',
    baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
    endpoints: (build) => ({ getHotelGuide: build.query({ query: (hotelId) => `/hotel-guide?hotelId=${hotelId}` }) }),
  });
  const flow = createSlice({
    name: 'flow',
    initialState: { step: null },
    reducers: { stepChosen: (state, action) => void (state.step = action.payload) },
  });
  const reducer = combineReducers({
    [api.reducerPath]: api.reducer,
    flow: persistReducer({ key: 'flow', storage: createWebStorage('session') }, flow.reducer),
  });
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  await nextTask();
  await new Promise((resolve) => persistStore(store, undefined, resolve));
  await nextTask();
  const React = await import(/* webpackMode: "eager" */ 'react');
  const { createBrowserRouter, RouterProvider } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const { Provider } = await import(/* webpackMode: "eager" */ 'react-redux');
  const h = React.createElement;
  function Home() {
    return h(
      'main',
      null,
      h(
        'div',
        { className: 'home__hero' },
        h('img', {
          className: 'home__hero-image',
          src: HERO,
          alt: '',
          width: 1200,
          height: 675,
          fetchPriority: 'high',
        }),
      ),
      h('div', { className: 'home__identity' }, h('h1', { className: 'home__name' }, 'ホテル桜並木 浅草')),
    );
  }
  const router = createBrowserRouter([{ path: '/hotel-guide', element: h(Home) }]);
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const root = createRoot(document.getElementById('root'));
  React.startTransition(() => {
    root.render(h(React.StrictMode, null, h(Provider, { store }, h(RouterProvider, { router }))));
  });
}

void start();
