/**
 * The payment gateway as the server uses it: registering a tokenised card and charging a registered
 * one. The sandbox (sandboxGateway.ts) stands in for a real card service behind this interface.
 */
export type CardRegistration =
  | { status: 'registered'; gatewayCardId: string; cardBrand: string; maskedNumber: string; cardExpire: string }
  /** `reason`: the card service's own words for a refusal, when it gave some (shown to the guest). */
  | { status: 'rejected' | 'expired'; reason?: string };

export type ChargeResult =
  | { processResult: 'success'; transactionNumber: string }
  | { processResult: 'failure'; reason: 'declined' | 'expired' | 'unknown_card' };

/**
 * Thrown by `charge` when the gateway is sure it charged nothing (the request never reached it, or
 * it refused it before charging). Any other error leaves the outcome unknown: the card may have
 * been charged, so the caller keeps the order's lines held until someone checks.
 */
export class ChargeNotMadeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChargeNotMadeError';
  }
}

/** What the gateway did for an order, by its own record. */
export type ChargeRecord = { status: 'charged'; transactionNumber: string } | { status: 'not_charged' };

/**
 * A real card service's adapter implements this and passes the contract tests in
 * server/test/support/gatewayContract.ts (`describeGatewayContract`); payments/loadGateway.ts plugs
 * one in from PAYMENT_GATEWAY_MODULE.
 */
export interface PaymentGateway {
  /** Registers the card behind a tokeniser's single-use token. */
  registerCard(cardToken: string): Promise<CardRegistration>;
  /**
   * Charges a registered card for the order. Idempotent per order id: charging an order the
   * gateway already charged (a retry after a lost answer) charges nothing more and answers the
   * first charge's result (a real service's idempotency key is the order id).
   */
  charge(request: { gatewayCardId: string; amount: number; orderId: string }): Promise<ChargeResult>;
  /**
   * What the gateway did for this order: charged (with its transaction number), or nothing (never
   * asked, refused, or declined). Throws when it cannot tell (unreachable): the caller must not
   * guess then.
   */
  findCharge(orderId: string): Promise<ChargeRecord>;
}
