import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import type { baseApi } from '@/api/baseApi';

// A test ends while the screen it left on still reads (home's coupons after a sign-out, the desk's lists
// after a held read is let go, say): its reads and writes are waited for, so none answers into a store
// whose test is over (the "Cannot log after tests are done" of a late dispatch, state carried into the
// next test). An answer can start another request (a sign-in, then its read), so the store is asked
// again until nothing runs. Then the store's persistence, which keeps writing to storage after its test,
// is stopped, so the next test's storage (cleared in setupTests.ts) does not receive the previous token.
// Testing Library's cleanup (an afterEach registered before this one, by setupTests.ts) has unmounted the
// screen by then: no list polls any more.

/** An RTK Query API (baseApi, frontDeskApi) as far as the wait needs it: the requests it runs in a store. */
interface RequestsOf {
  util: Pick<typeof baseApi.util, 'getRunningQueriesThunk' | 'getRunningMutationsThunk'>;
}

interface Watched {
  store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> };
  api: RequestsOf;
  persistor?: Persistor;
}

const watched: Watched[] = [];

/** The requests `api` is running in `store` now. */
const runningRequests = ({ store, api }: Watched) => [
  ...store.dispatch(api.util.getRunningQueriesThunk()),
  ...store.dispatch(api.util.getRunningMutationsThunk()),
];

afterEach(async () => {
  for (const one of watched.splice(0)) {
    for (let running = runningRequests(one); running.length > 0; running = runningRequests(one)) {
      await Promise.allSettled(running);
    }
    one.persistor?.pause();
  }
});

/** At the end of the current test, waits for the requests `api` runs in `store`, then pauses `persistor`. */
export function settleAtTestEnd(store: Watched['store'], api: RequestsOf, persistor?: Persistor) {
  watched.push({ store, api, persistor });
}
