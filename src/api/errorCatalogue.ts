import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The messages of the spec's error catalogue (doc 1 §8, doc 2 §8), as the server sends them in
 * English, with their translations' ids: a server message is shown translated when it is one of these.
 */
export const errorMessages = defineMessages({
  unknown: { id: 'errors.unknown', defaultMessage: 'Unknown error' },
  network: { id: 'errors.network', defaultMessage: 'Failed to send or receive data Please try again later' },
  wrongEmailOrPassword: { id: 'errors.wrongEmailOrPassword', defaultMessage: 'Wrong email or password.' },
  passwordIncorrect: { id: 'errors.passwordIncorrect', defaultMessage: 'Your password is incorrect' },
  invalidPassword: {
    id: 'errors.invalidPassword',
    defaultMessage:
      'Please set the password with 8 characters or more using lowercase, uppercase characters, and number.',
  },
  cardNotRegistered: {
    id: 'errors.cardNotRegistered',
    defaultMessage: 'Cannot register credit card. Please check it again.',
  },
  cardExpired: { id: 'errors.cardExpired', defaultMessage: 'Credit card has expired. Please enter it again.' },
  cardDeclined: {
    id: 'errors.cardDeclined',
    defaultMessage: 'Your payment was declined by your card issuer. Please connect your card issuer.',
  },
  registrationNotFound: {
    id: 'errors.registrationNotFound',
    defaultMessage: 'Registration information not found. Please try again.',
  },
  reservationNotFound: {
    id: 'errors.reservationNotFound',
    defaultMessage: 'There is no reservation information. Check it again please.',
  },
  roomNotFound: { id: 'errors.roomNotFound', defaultMessage: 'There is no room information. Check it again please.' },
  noItem: { id: 'errors.noItem', defaultMessage: 'There is no item.' },
  noInvoice: { id: 'errors.noInvoice', defaultMessage: 'No invoice' },
  cartOutOfSaleTime: { id: 'errors.cartOutOfSaleTime', defaultMessage: 'Out of Sale Time' },
  productOutOfSaleTime: { id: 'errors.productOutOfSaleTime', defaultMessage: 'This product is out of sale time.' },
  outOfStock: { id: 'errors.outOfStock', defaultMessage: 'Out of stock' },
  unableToCheckout: { id: 'errors.unableToCheckout', defaultMessage: 'Unable to checkout.' },
  waitBeforeRetrying: { id: 'errors.waitBeforeRetrying', defaultMessage: 'Please wait before retrying.' },
  resetLinkInvalid: {
    id: 'errors.resetLinkInvalid',
    defaultMessage: 'This link is invalid or has expired. Please ask for a new one.',
  },
  emailTaken: { id: 'errors.emailTaken', defaultMessage: 'An account with this email address already exists.' },
  signInNotVerified: { id: 'errors.signInNotVerified', defaultMessage: 'The sign-in could not be verified.' },
  loginRequiredForCard: {
    id: 'errors.loginRequiredForCard',
    defaultMessage: 'Login is required for credit card payment',
  },
  // Online check-in (server/src/handlers/checkin.ts, services/idempotency.ts).
  alreadyCheckedIn: { id: 'errors.alreadyCheckedIn', defaultMessage: 'This reservation is already checked in.' },
  checkinAlreadySubmitted: {
    id: 'errors.checkinAlreadySubmitted',
    defaultMessage: 'This check-in was already submitted.',
  },
  checkinNotFound: { id: 'errors.checkinNotFound', defaultMessage: 'This check-in was not found.' },
  requestInProgress: {
    id: 'errors.requestInProgress',
    defaultMessage: 'This request is still being processed. Please wait a moment.',
  },
  invalidDate: { id: 'errors.invalidDate', defaultMessage: 'Please enter a valid date' },
  placeMissing: { id: 'errors.placeMissing', defaultMessage: 'Please enter the previous and the next place to stay.' },
  companionNameMissing: {
    id: 'errors.companionNameMissing',
    defaultMessage: 'Please enter the family and given name of every companion.',
  },
  nameIncomplete: {
    id: 'errors.nameIncomplete',
    defaultMessage: 'Please enter both the family name and the given name.',
  },
  // Card payments and check-out (server/src/services/charging.ts, handlers/payments.ts, checkin.ts).
  alreadyPaid: { id: 'errors.alreadyPaid', defaultMessage: 'This bill has already been paid.' },
  paymentInProgress: { id: 'errors.paymentInProgress', defaultMessage: 'This bill is already being paid.' },
  amountMismatch: {
    id: 'errors.amountMismatch',
    defaultMessage: 'The amount to pay has changed. Please check the bill again.',
  },
  paymentRequired: {
    id: 'errors.paymentRequired',
    defaultMessage: 'Please pay the bill by credit card before checking in.',
  },
  cardNotFound: { id: 'errors.cardNotFound', defaultMessage: 'This credit card was not found.' },
  orderNotFound: { id: 'errors.orderNotFound', defaultMessage: 'This payment was not found.' },
});

const normalise = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();

const byText = new Map<string, MessageDescriptor>(
  Object.values(errorMessages).map((m) => [normalise(String(m.defaultMessage)), m]),
);

/** The translation of a server message, if it is one the app knows (case and final full stop ignored). */
export function knownServerMessage(text: string): MessageDescriptor | undefined {
  return byText.get(normalise(text));
}
