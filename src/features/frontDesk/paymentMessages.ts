import { defineMessage, defineMessages } from 'react-intl';
import type { FrontDeskPendingPayment } from '@/api/frontDeskApi';

/** What the desk may do with a pending payment (openapi.yaml resolveFrontDeskPendingPayment). */
export type ResolveAction = 'settle' | 'release';

const base = defineMessages({
  empty: { id: 'frontDesk.payments.empty', defaultMessage: 'No card payments are pending.' },
  card: { id: 'frontDesk.payments.card', defaultMessage: 'Card' },
  created: { id: 'frontDesk.payments.created', defaultMessage: 'Created' },
  gateway: { id: 'frontDesk.payments.gateway', defaultMessage: 'Payment gateway' },
  unknownHint: {
    id: 'frontDesk.payments.unknownHint',
    defaultMessage: 'The gateway could not be asked. Refresh the list to ask it again.',
  },
  settle: { id: 'frontDesk.payments.settle', defaultMessage: 'Settle' },
  release: { id: 'frontDesk.payments.release', defaultMessage: 'Release' },
  confirmSettleTitle: { id: 'frontDesk.payments.confirmSettleTitle', defaultMessage: 'Settle this payment?' },
  confirmReleaseTitle: { id: 'frontDesk.payments.confirmReleaseTitle', defaultMessage: 'Release this payment?' },
  confirmSettle: {
    id: 'frontDesk.payments.confirmSettle',
    defaultMessage: 'The gateway charged the card. The payment will be recorded as paid and the order kept.',
  },
  confirmRelease: {
    id: 'frontDesk.payments.confirmRelease',
    defaultMessage: 'The gateway has no charge for it. The payment will be recorded as failed and its items released.',
  },
});

type Amount = { amount: string };

export const paymentMessages = {
  ...base,
  settled: defineMessage<Amount>({
    id: 'frontDesk.payments.settled',
    defaultMessage: 'The payment of {amount} was settled.',
  }),
  released: defineMessage<Amount>({
    id: 'frontDesk.payments.released',
    defaultMessage: 'The payment of {amount} was released.',
  }),
  kinds: defineMessages({
    checkin: { id: 'frontDesk.payments.kind.checkin', defaultMessage: 'Check-in' },
    checkout: { id: 'frontDesk.payments.kind.checkout', defaultMessage: 'Check-out' },
    request: { id: 'frontDesk.payments.kind.request', defaultMessage: 'Request order' },
  }),
  gatewayStatus: defineMessages({
    charged: { id: 'frontDesk.payments.gateway.charged', defaultMessage: 'Charged' },
    not_charged: { id: 'frontDesk.payments.gateway.notCharged', defaultMessage: 'Not charged' },
    unknown: { id: 'frontDesk.payments.gateway.unknown', defaultMessage: 'Unknown' },
  }),
};

/** The card as the desk recognises it: brand and masked number, when the payment has them. */
export const cardText = (payment: FrontDeskPendingPayment) =>
  [payment.cardBrand, payment.maskedNumber].filter(Boolean).join(' ') || null;
