import { errorParts } from './errorMessage';
import { makeStore } from '@/app/store';
import { selectAccessToken, selectLoginRequired, sessionStarted } from '@/domain/auth/authSlices';
import { providerApi } from './providerApi';

// Against the real API server (test/setup/startApiServer.cjs).
describe('global error handler', () => {
  it('forgets a token the server no longer accepts, without a toast', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted('0123456789abcdef0123456789abcdef'));
    await store.dispatch(providerApi.endpoints.getUserPayment.initiate());
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRequired(store.getState())).toBe(true);
    expect(store.getState().toast.toasts).toEqual([]);
  });

  it('signs out quietly when the member’s details meet a dead token (the guard decides where to go)', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted('0123456789abcdef0123456789abcdef'));
    await store.dispatch(providerApi.endpoints.getUserInfo.initiate());
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRequired(store.getState())).toBe(false);
    expect(store.getState().toast.toasts).toEqual([]);
  });

  it('asks for no login when signing out with a token the server already forgot', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted('0123456789abcdef0123456789abcdef'));
    await store.dispatch(providerApi.endpoints.logout.initiate());
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRequired(store.getState())).toBe(false);
  });

  it('shows the server’s message in a toast for other failures', async () => {
    const store = makeStore();
    await store.dispatch(
      providerApi.endpoints.login.initiate({ body: { email: 'nobody@example.com', password: 'Wrong2026' } }),
    );
    const [toast] = store.getState().toast.toasts;
    expect(toast?.kind).toBe('error');
    expect(errorParts(toast?.error)).toEqual([expect.objectContaining({ id: 'errors.wrong_email_or_password' })]);
  });
});

describe('global error handler on screens that handle their own failures', () => {
  it('still sends an expired session to login', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted('0123456789abcdef0123456789abcdef'));
    await store.dispatch(
      providerApi.endpoints.getCheckinHistoryDetail.initiate({ checkinId: '1', checkinCode: 'ABCDEFGHJKLMNPQR' }),
    );
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRequired(store.getState())).toBe(true);
    expect(store.getState().toast.toasts).toEqual([]);
  });
});
