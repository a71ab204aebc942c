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

export interface PaymentGateway {
  /** Registers the card behind a tokeniser's single-use token. */
  registerCard(cardToken: string): Promise<CardRegistration>;
  /** Charges a registered card once for the order (the caller makes sure an order is charged once). */
  charge(request: { gatewayCardId: string; amount: number; orderId: string }): Promise<ChargeResult>;
}
