import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ResetMailModal, RESEND_WAIT_MS } from './ResetMailModal';

// The resend clock on its own: the real server (see SignIn.test.tsx) allows one mail a minute by
// its own clock, which a fake clock cannot move.
const mockForgotPassword = jest.fn();
jest.mock('@/api/providerApi', () => ({
  useForgotPasswordMutation: () => [mockForgotPassword, { isLoading: false }],
}));

function renderModal(onClose = jest.fn()) {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ResetMailModal
        email="guest@test.example"
        isMigration={false}
        hotelId="sakura-asakusa"
        lang="en"
        onClose={onClose}
      />
    </IntlProvider>,
  );
  return onClose;
}

describe('ResetMailModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockForgotPassword.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('waits 60 seconds after opening and after each resend, reading Resend completed meanwhile', async () => {
    mockForgotPassword.mockReturnValue({ unwrap: () => Promise.resolve({ status: 'ok' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderModal();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESEND_WAIT_MS - 1));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(mockForgotPassword).toHaveBeenCalledWith({
      body: { email: 'guest@test.example', hotelId: 'sakura-asakusa', lang: 'en' },
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
