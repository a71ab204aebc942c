import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ResetMailModal, RESEND_WAIT_MS } from './ResetMailModal';

// The resend clock on its own: the real server (see SignIn.test.tsx) allows one mail a minute by
// its own clock, which a fake clock cannot move.
const mockSendResetMail = jest.fn();
jest.mock('./signInThunks', () => {
  const { createAsyncThunk } = jest.requireActual<typeof import('@reduxjs/toolkit')>('@reduxjs/toolkit');
  return { sendResetMail: createAsyncThunk('test/sendResetMail', (arg: unknown) => mockSendResetMail(arg)) };
});

function renderModal(onClose = jest.fn()) {
  render(
    <Provider store={configureStore({ reducer: () => ({}) })}>
      <IntlProvider locale="en" defaultLocale="en">
        <ResetMailModal
          email="guest@test.example"
          isMigration={false}
          hotelId="sakura-asakusa"
          lang="en"
          onClose={onClose}
        />
      </IntlProvider>
    </Provider>,
  );
  return onClose;
}

describe('ResetMailModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockSendResetMail.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('waits 60 seconds after opening and after each resend, reading Resend completed meanwhile', async () => {
    mockSendResetMail.mockResolvedValue(undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderModal();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESEND_WAIT_MS - 1));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(mockSendResetMail).toHaveBeenCalledWith({
      email: 'guest@test.example',
      hotelId: 'sakura-asakusa',
      lang: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Resend completed' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESEND_WAIT_MS));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('closes only by its Close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = renderModal();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.modal')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
