import { defineMessages } from 'react-intl';

export const cardMessages = defineMessages({
  title: { id: 'account.card.title', defaultMessage: 'Credit card' },
  registerTitle: { id: 'account.card.registerTitle', defaultMessage: 'Add a card' },
  noCard: { id: 'account.card.noCard', defaultMessage: 'No credit card is registered.' },
  noCardHint: {
    id: 'account.card.noCardHint',
    defaultMessage: 'Register a card to pay at check-out and for orders from your phone.',
  },
  addCard: { id: 'account.card.addCard', defaultMessage: 'Add a card' },
  savedCard: { id: 'account.card.savedCard', defaultMessage: 'Registered card' },
  delete: { id: 'account.card.delete', defaultMessage: 'Delete' },
  cardNumber: { id: 'account.card.cardNumber', defaultMessage: 'Card number' },
  cardExpire: { id: 'account.card.cardExpire', defaultMessage: 'Expiry date (MM/YY)' },
  name: { id: 'account.card.name', defaultMessage: 'Cardholder name' },
  securityCode: { id: 'account.card.securityCode', defaultMessage: 'Security code (CVV)' },
  securityCodeHint: {
    id: 'account.card.securityCodeHint',
    defaultMessage: 'The 3 or 4 digits on the back (or front) of the card',
  },
  save: { id: 'account.card.save', defaultMessage: 'Save' },
  cannotRegister: {
    id: 'account.card.cannotRegister',
    defaultMessage: 'Cannot register credit card. Please check it again.',
  },
  expired: { id: 'account.card.expired', defaultMessage: 'Credit card has expired. Please enter it again.' },
  secureNote: {
    id: 'account.card.secureNote',
    defaultMessage:
      'Your card number goes straight to the card service; this app keeps only the brand and the last 4 digits.',
  },
});
