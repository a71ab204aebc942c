import { completeFirstUrl } from '@/app/appQuery';
import { captureSignInReturn } from '@/domain/auth/signInReturn';
import '@/ui/global.css';

// Before anything else: a social sign-in's token leaves the address bar (spec doc 1 §2 callback); then
// the address gets its lang and hotelId, so that the router starts at the final URL.
captureSignInReturn();
completeFirstUrl();

/**
 * Lets the browser handle input and paint before the next startup step (a new task). The steps'
 * modules are in this same chunk (webpackMode "eager": no request); each import() only runs its
 * modules' code when its step comes, so that no single long task holds the phone's main thread
 * while the app starts (Lighthouse "total blocking time").
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // 1. The libraries under the store, one per task (Redux Toolkit, RTK Query with its React hooks,
  //    redux-persist), then the app's slices and API, each in a task of its own: an import() of this
  //    chunk runs its modules in a microtask, so without the first nextTask Redux Toolkit would run in
  //    the same task as this script.
  // (webpackExports: the one export the app uses anyway, so that the rest can still be left out of the build.)
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["persistStore"] */ 'redux-persist');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/api/baseApi');
  await nextTask();
  const { makePersistor, makeStore } = await import(/* webpackMode: "eager" */ '@/app/store');
  await nextTask();
  const { preloadFirstScreen, preloadMember } = await import(/* webpackMode: "eager" */ '@/app/preload');
  await nextTask();
  // 2. The store; the router and its routes (every screen a lazily loaded chunk), which matches the
  //    first URL once and asks for its screen's chunk; what that screen will wait for; the session's
  //    flow data read back.
  const store = makeStore();
  await nextTask();
  const { makeRouter } = await import(/* webpackMode: "eager" */ '@/app/router');
  await nextTask();
  const router = makeRouter();
  await nextTask();
  preloadFirstScreen(store, router);
  await nextTask();
  await new Promise<void>((resolve) => makePersistor(store, resolve));
  preloadMember(store, router);
  await nextTask();
  // 3. React: react-dom's own start, then the mount. The first render is a transition, so React
  //    renders it in slices and yields between them.
  await import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ 'react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ '@/app/mountApp');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  mountApp(container, { store, router });
}

void start();
