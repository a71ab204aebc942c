import { providerApi, type CreditCardPayApiArg } from '@/api/providerApi';
import type { AppDispatch } from '@/app/store';
import { refusalOf, type LaterSteps, type PaymentSteps } from './cardPayment';

/** The receipt's provision line ("for accommodation") for a stay paid by card, as the hotel prints it. */
export const STAY_RECEIPT_PROVISION = 'ご宿泊代として';

/** Answers with payment data are used here and not kept in the API cache. */
const UNTRACKED = { track: false } as const;

/** What a stay's card payment records (check-in's payment data, check-out's card payment). */
export interface StayCardRecord extends LaterSteps {
  /** The charge as sent, kept until the server answers (a lost answer is asked for again with it). */
  charge?: { key: string; body: CreditCardPayApiArg['body'] };
  orderId?: string;
  cardBrand?: string;
}

/** What differs between the flows that pay a stay by card. */
export interface StayPayment<R> {
  /** The charge: the saved card and the bill (made once, when the charge begins, then kept). */
  charge: (record: R) => CreditCardPayApiArg['body'];
  /** The check-ins the sales are recorded for (none before check-in). */
  checkinIds: string[];
  /** Whom and what the receipt is for. */
  receipt: (record: R) => { checkinId: string | null; reservationIds: string[]; guestName: string };
}

/**
 * The card payment of a stay, at check-in or at check-out (src/domain/payment/cardPayment.ts runs
 * the steps): the saved card is charged for the bill, the sales are recorded, the receipt is backed
 * up. The flow adds what else it does (check-out mails the guest).
 */
export function stayCardSteps<R extends StayCardRecord>(
  dispatch: AppDispatch,
  stay: StayPayment<R>,
): Required<Pick<PaymentSteps<R>, 'charge' | 'sales' | 'receipt'>> {
  return {
    charge: {
      done: (record) => Boolean(record.orderId),
      key: (record) => record.charge?.key,
      begin: (record, key) => ({ ...record, charge: { key, body: stay.charge(record) } }),
      send: async (record, key) => {
        const answer = await dispatch(
          providerApi.endpoints.creditCardPay.initiate(
            { 'Idempotency-Key': key, body: record.charge!.body },
            UNTRACKED,
          ),
        ).unwrap();
        const { orderId, cardBrand } = answer;
        return refusalOf(answer, orderId) ?? ((latest) => ({ ...latest, orderId: orderId!, cardBrand }));
      },
    },
    sales: async ({ orderId }) =>
      (
        await dispatch(
          providerApi.endpoints.postCheckoutInfo.initiate(
            { body: { orderId: orderId!, checkinIds: stay.checkinIds } },
            UNTRACKED,
          ),
        ).unwrap()
      ).data.saleIds,
    receipt: (record) => {
      const { checkinId, reservationIds, guestName } = stay.receipt(record);
      const entry = {
        checkinId,
        reserIds: reservationIds,
        saleIds: record.saleIds ?? [],
        orderId: record.orderId!,
        guestName,
        paymentPage: 'checkout' as const,
        provision: STAY_RECEIPT_PROVISION,
      };
      return dispatch(providerApi.endpoints.backupReceiptPdf.initiate({ body: { list: [entry] } }, UNTRACKED)).unwrap();
    },
  };
}
