import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { Toasts } from './Toasts';
import { showToast, toastSlice } from './toastSlice';

// The toast list's chunk cannot be fetched (the connection went before it was prefetched).
jest.mock('./ToastList', () => {
  throw new Error('ChunkLoadError: Loading chunk toasts failed');
});

describe('toasts without their chunk', () => {
  it('still say that sending failed, instead of breaking the screen', async () => {
    const store = configureStore({ reducer: { toast: toastSlice.reducer } });
    render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={{}} onError={() => {}}>
          <Toasts />
        </IntlProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(
        showToast({ kind: 'error', error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send or receive data. Please try again later.',
    );
  });
});
