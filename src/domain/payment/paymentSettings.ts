import type { PaymentTime } from '@/api/providerApi';

export type PaymentPlace = PaymentTime['value'];
export type PaymentMethodValue = PaymentTime['payment_method'][number]['value'];

/** The payment methods (DIRECT, CREDIT_CARD) the hotel has switched on for one payment place. */
export function enabledPaymentMethods(
  settings: readonly PaymentTime[] | undefined,
  place: PaymentPlace,
): PaymentMethodValue[] {
  const time = settings?.find((t) => t.value === place && t.is_enabled);
  return (time?.payment_method ?? []).filter((method) => method.is_enabled).map((method) => method.value);
}

/** How the SPA names a method in its payment data (spec doc 2 §3: cash or creditCard). */
export const METHOD_NAMES = { DIRECT: 'cash', CREDIT_CARD: 'creditCard' } as const;
export type PaymentMethodName = (typeof METHOD_NAMES)[PaymentMethodValue];
