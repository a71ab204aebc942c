import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { cardPaymentAnswer, chargeOnce } from '../services/charging.ts';
import type { Mailer } from '../services/mail.ts';
import { placeOrder, recordOrderPaymentOutcome, reserveOrderPayment } from '../services/ordering.ts';
import { mailOrderToGuest, mailOrderToHotel } from '../services/orderingMail.ts';
import { recordOrderSales } from '../services/orderingSales.ts';

export interface OrderingOptions {
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Multiplies the per-address limit of phone misses (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/**
 * Mobile request orders (spec doc 2 §4 "Mobile request ordering", §7): the card payment, which
 * checks the products and takes their stock before charging; the order; its two mails; its lines on
 * the stay's folio (makeSales). The rules are in services/ordering*.ts.
 */
export function createOrderingHandlers(db: Db, { gateway, mailer, addressLimitFactor = 1 }: OrderingOptions) {
  return {
    async creditCardPayForMobileRequest(request) {
      const userId = request.userId!;
      const input = request.body;
      return chargeOnce(
        db,
        gateway,
        {
          scope: `user:${userId}`,
          operation: 'creditCardPayForMobileRequest',
          key: request.headers['idempotency-key'],
          payload: input,
        },
        () => reserveOrderPayment(db, userId, input),
        recordOrderPaymentOutcome,
        (outcome) => {
          const answer = cardPaymentAnswer(outcome);
          return {
            mobileRequestOrderId: answer.orderId,
            processResult: answer.processResult,
            status: answer.status,
            errorMessage: answer.errorMessage,
          };
        },
        request.log,
      );
    },

    async makeRequestOrder(request) {
      return placeOrder(db, {
        input: request.body,
        userId: request.userId ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        address: request.ip,
        addressLimitFactor,
      });
    },

    async sendmailMobileRequestInfoForUser(request) {
      await mailOrderToGuest(db, mailer, request.userId!, request.body);
      return { status: 'ok' as const };
    },

    async sendmailMobileRequestInfoForAdmin(request) {
      await mailOrderToHotel(db, mailer, request.body);
      return { status: 'ok' as const };
    },

    async makeSales(request) {
      return recordOrderSales(db, request.body);
    },
  } satisfies SomeHandlers;
}
