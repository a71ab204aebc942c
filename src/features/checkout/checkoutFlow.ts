import type { CheckinListItem, CheckoutReservation, PaymentTime, Plugin } from '@/api/providerApi';
import { enabledPaymentMethods, METHOD_NAMES, type PaymentMethodName } from '@/domain/payment/paymentSettings';
import { pluginEnabled } from '@/domain/hotel/plugins';

/**
 * The check-out flow's routing rules (spec doc 2 §4 "Check-out flow", rules 1-5) as pure functions:
 * the thunks and screens ask these where to go, so every transition is tested in one place.
 */

export const CHECKOUT_PATHS = {
  search: '/checkout',
  reservations: '/checkout/select-reservation',
  checkins: '/checkout/select-checkin',
  payment: '/checkout/payment',
  review: '/checkout/review',
  thanks: '/checkout/thanks',
  home: '/hotel-guide',
} as const;

export type CheckoutStep = keyof typeof CHECKOUT_PATHS;

/** Spec doc 2 §9: approved status 2 means approved and eligible for check-out. */
export const APPROVED = 2;

/** Rule 1, first search: stay reservations. Null when there are none (the check-ins are looked up). */
export function afterStaySearch(stays: readonly CheckoutReservation[]): CheckoutStep | null {
  if (stays.length === 0) return null;
  return stays.some((stay) => stay.frontSupported) ? 'thanks' : 'reservations';
}

/** The check-ins a guest can check out: those the hotel approved. */
export const approvedCheckins = (checkins: readonly CheckinListItem[]) =>
  checkins.filter((checkin) => checkin.approvedStatus === APPROVED);

/** Rule 1, second search: approved check-ins; none is "Registration information not found" (null). */
export function afterCheckinSearch(checkins: readonly CheckinListItem[]): CheckoutStep | null {
  const approved = approvedCheckins(checkins);
  if (approved.length === 0) return null;
  return approved.some((checkin) => checkin.frontSupported) ? 'thanks' : 'checkins';
}

/** The CHECKOUT-time methods the hotel takes (DIRECT as cash at the front desk, CREDIT_CARD). */
export function checkoutMethods(settings: readonly PaymentTime[] | undefined): PaymentMethodName[] {
  return enabledPaymentMethods(settings, 'CHECKOUT').map((value) => METHOD_NAMES[value]);
}

/**
 * Rules 2 and 3: after the selection, the payment step when the payment plugin is on, the hotel takes
 * a payment at check-out and there is something to pay (a total of 0 or less skips to review).
 */
export function afterSelection(
  plugins: readonly Plugin[],
  settings: readonly PaymentTime[] | undefined,
  totalAmount: number,
): CheckoutStep {
  const payable = pluginEnabled(plugins, 'PA') && checkoutMethods(settings).length > 0 && totalAmount > 0;
  return payable ? 'payment' : 'review';
}

/** Rule 2: a list screen needs the telephone query; without it, the search. */
export const listEntryRedirect = (telephone: string | null): CheckoutStep | null => (telephone ? null : 'search');

/**
 * What the bill and the payment cover: the chosen stays or check-ins. (A stay's own online check-in is
 * not added: it may have been made with another phone number, which the bill would refuse.)
 */
export function selectionOf(
  reservations: readonly CheckoutReservation[] | null,
  checkins: readonly CheckinListItem[] | null,
) {
  return {
    reservationIds: (reservations ?? []).map((r) => r.id),
    checkinIds: (checkins ?? []).map((c) => c.id),
  };
}

/** Rule 3: the payment (and review) screens need a selection; without it, the search. */
export function selectionEntryRedirect(
  reservations: readonly unknown[] | null,
  checkins: readonly unknown[] | null,
): CheckoutStep | null {
  return (reservations?.length ?? 0) + (checkins?.length ?? 0) > 0 ? null : 'search';
}

/** One step of the review submit (rule 4): review first (when sent), then the check-out. */
export interface CheckoutAction {
  kind: 'reservation' | 'checkin';
  id: string;
  review: boolean;
}

/**
 * Rule 4: every reservation is reviewed; a check-in only when the reviews plugin (BR) is on (and it
 * has a guest to review as: a check-in made at the front desk may have none).
 */
export function checkoutActions(
  reservations: readonly CheckoutReservation[],
  checkins: readonly CheckinListItem[],
  plugins: readonly Plugin[],
): CheckoutAction[] {
  return [
    ...reservations.map((r) => ({ kind: 'reservation' as const, id: r.id, review: true })),
    ...checkins.map((c) => ({
      kind: 'checkin' as const,
      id: c.id,
      review: pluginEnabled(plugins, 'BR') && c.guestId !== null,
    })),
  ];
}

/** Rule 5: a check-out error exists when any result is false. */
export const hasCheckoutError = (results: Readonly<Record<string, boolean>>) =>
  Object.values(results).some((completed) => !completed);

/**
 * The thanks screen: the front desk finishes the check-out when an error occurred or any chosen
 * reservation or check-in is front-desk supported; otherwise the guest may leave.
 */
export function finishesAtFrontDesk(
  results: Readonly<Record<string, boolean>>,
  reservations: readonly { frontSupported: boolean }[] | null,
  checkins: readonly { frontSupported: boolean }[] | null,
): boolean {
  return (
    hasCheckoutError(results) || [...(reservations ?? []), ...(checkins ?? [])].some((item) => item.frontSupported)
  );
}

/** The improvement areas of the review (spec doc 2 §3), with the Japanese labels sent to the hotel. */
export const IMPROVEMENTS = {
  staff: 'スタッフ',
  food: '食事',
  cleanliness: '清潔さ',
  room: '客室',
  facility: '施設',
  other: 'その他',
} as const;
export type Improvement = keyof typeof IMPROVEMENTS;

/** The chosen areas as the hotel reads them: Japanese labels joined by commas, in the list's order. */
export const improvementLabels = (chosen: readonly Improvement[]) =>
  (Object.keys(IMPROVEMENTS) as Improvement[])
    .filter((key) => chosen.includes(key))
    .map((key) => IMPROVEMENTS[key])
    .join(',');
