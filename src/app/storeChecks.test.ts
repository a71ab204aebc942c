import { makeStore } from './store';
import { makeFrontDeskStore } from '@/features/frontDesk/frontDeskStore';

// Redux Toolkit's development checks time themselves and warn when they took long; on a busy machine
// that is any dispatch, and a warning printed after a Jest test has ended fails the run. The stores keep
// the checks and drop only the timing warnings.

/** A clock that moves 100 ms every time it is read: every check looks slow. */
function slowClock() {
  let now = 0;
  return jest.spyOn(Date, 'now').mockImplementation(() => (now += 100));
}

afterEach(() => jest.restoreAllMocks());

describe('the stores’ development checks', () => {
  it.each([
    ['the guest’s store', () => makeStore()],
    ['the front desk’s store', () => makeFrontDeskStore().store],
  ])('%s prints no timing warning however slow a check is', (_name, make) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = make();
    slowClock();
    store.dispatch({ type: 'test/anything' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('still refuses a value that cannot be stored', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    store.dispatch({ type: 'test/with-a-function', payload: () => undefined });
    expect(error.mock.calls.map((args) => String(args[0]))).toContainEqual(
      expect.stringContaining('A non-serializable value was detected in an action'),
    );
  });
});
