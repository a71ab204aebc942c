import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import zh from '../../locales/zh.json';
import ToastList from './ToastList';
import { selectToasts, showToast, toastsKept, toastSlice, type Toast } from './toastSlice';

function showIn(locale: string, messages: Record<string, string>, data: { code: string; message: string }) {
  const toast: Toast = { id: 1, kind: 'error', error: { status: 409, data } };
  render(
    <Provider store={configureStore({ reducer: { toast: toastSlice.reducer } })}>
      <IntlProvider locale={locale} messages={messages}>
        <MemoryRouter>
          <ToastList toasts={[toast]} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return screen.getByRole('alert');
}

// The server's answers that reached ja/zh/ko guests in English before errors went by code.
const ANSWERS = [
  { code: 'coupon_not_valid', message: 'This coupon has expired.' },
  { code: 'coupon_already_used', message: 'You have already used this coupon.' },
  { code: 'coupon_not_found', message: 'This coupon was not found.' },
  { code: 'spot_not_found', message: 'This spot was not found.' },
  { code: 'amount_mismatch', message: 'The amount to pay has changed. Please check your order again.' },
  { code: 'product_not_found', message: 'This product was not found.' },
  { code: 'email_mismatch', message: 'The email address must be the one of your account.' },
];

describe('an error toast is in the page’s language', () => {
  it.each([
    ['ja', ja],
    ['zh', zh],
    ['ko', ko],
  ])('in %s, for every answer that used to come in English', (locale, messages) => {
    for (const answer of ANSWERS) {
      const alert = showIn(locale, messages, answer);
      expect(alert).toHaveTextContent(messages[`errors.${answer.code}` as keyof typeof messages]);
      expect(alert.textContent).not.toMatch(/[A-Za-z]{4,}/);
      cleanup();
    }
  });

  it('in ja, the spec’s wording for a missing product', () => {
    expect(showIn('ja', ja, { code: 'product_not_found', message: 'This product was not found.' })).toHaveTextContent(
      '該当する項目がありません。',
    );
  });
});

describe('an error toast goes away when it no longer applies', () => {
  // An API with the endpoints the toasts name, answering at once (no server: only what succeeds matters).
  const api = createApi({
    reducerPath: 'providerApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getUserPayment: build.mutation<string, void>({ queryFn: () => ({ data: 'paid' }) }),
      getHotelGuide: build.query<string, void>({ queryFn: () => ({ data: 'guide' }) }),
    }),
  });

  function Shown() {
    const toasts = useSelector(selectToasts);
    return (
      <>
        <ToastList toasts={toasts} />
        <Outlet />
      </>
    );
  }

  function setup(toast: Omit<Toast, 'id'>) {
    const store = configureStore({
      reducer: { toast: toastSlice.reducer, [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const children = ['a', 'b'].map((path) => ({ path, element: <p>Screen {path}</p> }));
    const router = createMemoryRouter([{ path: '/', element: <Shown />, children }], { initialEntries: ['/a'] });
    store.dispatch(showToast(toast));
    render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={{}}>
          <RouterProvider router={router} />
        </IntlProvider>
      </Provider>,
    );
    return { store, router };
  }

  const failed = { kind: 'error', error: { status: 'FETCH_ERROR' }, endpoint: 'getUserPayment' } as const;

  it('when the guest leaves the screen it was shown on, however soon', async () => {
    const { router } = setup(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send or receive data');
    await act(() => router.navigate('/a?lang=en'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate('/b'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('but follows the failure’s own redirect, which says so (the check-in search’s 404 to the search form)', async () => {
    const { store, router } = setup(failed);
    await act(() => router.navigate('/b', { replace: true, state: toastsKept(selectToasts(store.getState())) }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate('/b?lang=en'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate('/a'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('when a later call of the endpoint it reported succeeds (kept in the API cache or not), not when another one does', async () => {
    const { store } = setup(failed);
    await act(() => store.dispatch(api.endpoints.getHotelGuide.initiate()));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => store.dispatch(api.endpoints.getUserPayment.initiate(undefined, { track: false })));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('but a status toast stays on the next screen', async () => {
    const { router } = setup({ kind: 'info', parts: ['You have signed out.'] });
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
  });
});
