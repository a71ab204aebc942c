import type { CartRoom, PaymentTime } from '@/api/providerApi';
import { enabledPaymentMethods } from '@/domain/payment/paymentSettings';
import type { OrderingStep } from './orderingPaths';

/** Doc 2 §3 "Order payment method codes". */
export const ORDER_PAYMENT_CODES = { checkout: 0, creditCard: 1, noPaymentMethod: 2 } as const;
export type OrderPaymentChoice = 'checkout' | 'creditCard';

/**
 * The choices an order offers (doc 2 §5): the hotel's MOBILE_REQUEST methods, the front desk
 * (DIRECT) as "pay at check-out" and the card. None enabled: no choice, the order is sent with
 * "no payment method" (code 2).
 */
export function orderPaymentChoices(settings: readonly PaymentTime[] | undefined): OrderPaymentChoice[] {
  const methods = enabledPaymentMethods(settings, 'MOBILE_REQUEST');
  return [
    ...(methods.includes('DIRECT') ? (['checkout'] as const) : []),
    ...(methods.includes('CREDIT_CARD') ? (['creditCard'] as const) : []),
  ];
}

/** The code sent for a choice; no choice offered is "no payment method". */
export const orderPaymentCode = (choice: OrderPaymentChoice | null): 0 | 1 | 2 =>
  choice === null ? ORDER_PAYMENT_CODES.noPaymentMethod : ORDER_PAYMENT_CODES[choice];

/** One option per room number of the rooms found (a reservation may have several rooms). */
export function roomOptions(
  rooms: readonly CartRoom[],
): { value: string; checkinId: string; roomNumber: string; name: string }[] {
  return rooms.flatMap((room) =>
    room.roomNumber.map((roomNumber) => ({
      value: `${room.checkinId}:${roomNumber}`,
      checkinId: room.checkinId,
      roomNumber,
      name: room.name,
    })),
  );
}

/**
 * Where the order confirmation sends a guest who may not be there (doc 2 §4 rules 1 and 2): an
 * empty cart to the product list, no rooms or phone yet to the cart; null when the order can be shown.
 */
export function orderEntryRedirect(
  cartEmpty: boolean,
  rooms: readonly CartRoom[] | null,
  telephone: string | undefined,
): Extract<OrderingStep, 'list' | 'cart'> | null {
  if (cartEmpty) return 'list';
  if (!rooms?.length || !telephone) return 'cart';
  return null;
}
