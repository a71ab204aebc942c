import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';
import { newMember, newMemberWithCard } from '../../../test/setup/members';
import { CARD_METHOD, PaymentChoice } from './PaymentChoice';

// The method radios a payment screen offers, and the saved-card panel once the card is chosen,
// against the real API server (the member's saved card).

const RETURN_TO = '/checkout/payment';
const REGISTER = `/mypage/credit-card/register?returnTo=${encodeURIComponent(RETURN_TO)}`;

function renderChoice(token?: string) {
  const store = makeStore();
  if (token) store.dispatch(sessionStarted(token));
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={['/checkout/payment?hotelId=sakura-asakusa&lang=en']}>
          <Formik initialValues={{ paymentMethod: '' }} onSubmit={() => {}}>
            <PaymentChoice
              name="paymentMethod"
              legend="Payment method"
              options={[
                { value: 'cash', label: 'Pay at the front desk' },
                { value: CARD_METHOD, label: 'Credit card' },
              ]}
              returnTo={RETURN_TO}
            />
          </Formik>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const methods = () => screen.getByRole('group', { name: /Payment method/ });

describe('PaymentChoice', () => {
  it('offers the methods as radios, and the card block only once the card is chosen', async () => {
    renderChoice();
    const radios = within(methods()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['cash', 'creditCard']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Pay at the front desk' }));
    expect(screen.getByRole('radio', { name: 'Pay at the front desk' })).toBeChecked();
    expect(screen.queryByText('Login is required for credit card payment')).not.toBeInTheDocument();

    // Signed out: the card asks for a login first.
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Login is required for credit card payment');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();

    // Back to the front desk: the card block goes.
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at the front desk' }));
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the member’s saved card with a way to use another, returning to the payment', async () => {
    const member = await newMemberWithCard();
    renderChoice(member.token);
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(await screen.findByText(/4242$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Use another card' })).toHaveAttribute(
      'href',
      expect.stringContaining(REGISTER),
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('offers to add a card when the member has none saved', async () => {
    const member = await newMember();
    renderChoice(member.token);
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(await screen.findByText('No credit card is saved yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', expect.stringContaining(REGISTER));
  });
});
