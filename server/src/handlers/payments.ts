import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { payFolio } from '../services/charging.ts';
import { mailPaymentReceipt, paidSaleIds, selectFolioPayment } from '../services/folioPayment.ts';
import type { Mailer } from '../services/mail.ts';

export interface PaymentOptions {
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Base URL of the app, for the usage detail link in the mail. */
  publicUrl: string;
}

/** Card payment of a folio (check-out, online check-in), its sales and its mail (spec doc 2 §4, §7). */
export function createPaymentHandlers(db: Db, { gateway, mailer, publicUrl }: PaymentOptions) {
  return {
    async creditCardPay(request) {
      const userId = request.userId!;
      const input = request.body;
      return payFolio(
        db,
        gateway,
        {
          scope: `user:${userId}`,
          operation: 'creditCardPay',
          key: request.headers['idempotency-key'],
          payload: input,
        },
        () => selectFolioPayment(db, userId, input),
        request.log,
      );
    },

    async postCheckoutInfo(request) {
      return { data: { saleIds: await paidSaleIds(db, request.body) } };
    },

    async sendmailCheckoutPaymentInfo(request) {
      await mailPaymentReceipt(db, { mailer, publicUrl }, request.userId!, request.body);
      return { status: 'ok' as const };
    },
  } satisfies SomeHandlers;
}
