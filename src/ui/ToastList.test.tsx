import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import zh from '../../locales/zh.json';
import ToastList from './ToastList';
import { toastSlice, type Toast } from './toastSlice';

function showIn(locale: string, messages: Record<string, string>, data: { code: string; message: string }) {
  const toast: Toast = { id: 1, kind: 'error', error: { status: 409, data } };
  render(
    <Provider store={configureStore({ reducer: { toast: toastSlice.reducer } })}>
      <IntlProvider locale={locale} messages={messages}>
        <ToastList toasts={[toast]} />
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
