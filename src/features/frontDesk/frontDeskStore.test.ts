import { makeFrontDeskStore } from './frontDeskStore';
import { staffSession } from './staffSessionSlice';

// Each visit of /front-desk makes a store of its own (FrontDeskScreen): its persistence starts when
// the page shows and pauses when it goes. A store whose page has gone must never write to session
// storage again, whatever it still has pending: its token is no longer the tab's.

/** The staff token in session storage (front-desk-staff). */
function storedToken(): string | null {
  const raw = window.sessionStorage.getItem('front-desk-staff');
  return raw ? (JSON.parse(JSON.parse(raw).token) as string | null) : null;
}

/** A store as FrontDeskScreen opens it (its effect starts persistence), once rehydrated. */
async function openStore() {
  const desk = makeFrontDeskStore();
  desk.persistor.persist();
  await jest.advanceTimersByTimeAsync(0);
  expect(desk.persistor.getState().bootstrapped).toBe(true);
  return desk;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the front desk’s store', () => {
  it('keeps the signed-in token in session storage, and forgets it at sign-out', async () => {
    const { store } = await openStore();
    store.dispatch(staffSession.actions.signedIn('token-of-this-visit'));
    await jest.advanceTimersByTimeAsync(0);
    expect(storedToken()).toBe('token-of-this-visit');
    store.dispatch(staffSession.actions.signedOut());
    await jest.advanceTimersByTimeAsync(0);
    expect(storedToken()).toBeNull();
  });

  it('never lets the store of a visit that has ended write over the next visit’s token', async () => {
    const earlier = await openStore();
    // React's StrictMode (development) unmounts and mounts the page once more at first.
    earlier.persistor.pause();
    earlier.persistor.persist();
    earlier.store.dispatch(staffSession.actions.signedIn('earlier-token'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(storedToken()).toBe('earlier-token');
    // The page goes after a second; the next visit signs out and in again (another account).
    earlier.persistor.pause();
    const current = await openStore();
    expect(current.store.getState().staffSession.token).toBe('earlier-token');
    current.store.dispatch(staffSession.actions.signedOut());
    current.store.dispatch(staffSession.actions.signedIn('current-token'));
    await jest.advanceTimersByTimeAsync(0);
    expect(storedToken()).toBe('current-token');

    // Whatever either store still has pending (redux-persist's and RTK Query's timers) runs, one
    // timer after the other: the token stays the current one all along.
    for (let timer = 0; timer < 100 && jest.getTimerCount() > 0; timer++) {
      await jest.advanceTimersToNextTimerAsync();
      expect(storedToken()).toBe('current-token');
    }
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never writes a late answer to a visit that has ended (a sign-in, a 401)', async () => {
    const earlier = await openStore();
    earlier.persistor.pause();
    const current = await openStore();
    current.store.dispatch(staffSession.actions.signedIn('current-token'));
    await jest.advanceTimersByTimeAsync(0);
    earlier.store.dispatch(staffSession.actions.signedIn('late-token'));
    await jest.advanceTimersByTimeAsync(0);
    expect(storedToken()).toBe('current-token');
    earlier.store.dispatch(staffSession.actions.sessionEnded());
    await jest.advanceTimersByTimeAsync(0);
    expect(storedToken()).toBe('current-token');
  });
});
