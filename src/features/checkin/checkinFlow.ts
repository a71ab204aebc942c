import type { CustomCheckinField, PaymentTime, Plugin, PluginCode } from '@/api/providerApi';
import { enabledPaymentMethods, type PaymentMethodValue } from '@/domain/payment/paymentSettings';
import { pluginEnabled as enabled } from '@/domain/hotel/plugins';

/**
 * The check-in flow's routing rules (spec doc 2 §4 "Check-in flow", rules 1-12) as pure functions:
 * the thunks and screens ask these where to go, so every transition is tested in one place.
 */

export const CHECKIN_PATHS = {
  form: '/checkin',
  search: '/checkin-reservation-search',
  reservationList: '/checkin-reservation-confirm',
  guidance: '/custom-checkin',
  payment: '/checkin-payment',
  confirm: '/checkin-confirm',
  edit: '/checkin-edit',
  accept: '/checkin-accept',
  home: '/hotel-guide',
} as const;

export type CheckinStep = keyof typeof CHECKIN_PATHS;

const present = (plugins: readonly Plugin[], code: PluginCode) => plugins.some((p) => p.code === code);

/** Reservation-search plugins: TL, TM, NP, CN, RK count when present (spec rule 2 says "present"). */
const SEARCH_PLUGINS: PluginCode[] = ['TL', 'TM', 'NP', 'CN', 'RK'];

/** Rule 1: the guidance flag is 1 when the custom-fields plugin (CC) is on and the hotel has fields. */
export function guidanceFlag(plugins: readonly Plugin[], fields: readonly CustomCheckinField[]): 0 | 1 {
  return enabled(plugins, 'CC') && fields.length > 0 ? 1 : 0;
}

/** Rule 2: whether the form's submit searches reservations by phone (payment or ticketing plugins). */
export function searchesReservations(plugins: readonly Plugin[]): boolean {
  return enabled(plugins, 'PA') || SEARCH_PLUGINS.some((code) => present(plugins, code));
}

/** Rule 2: after the check-in form. */
export function afterCheckinForm(plugins: readonly Plugin[], guidance: 0 | 1): CheckinStep {
  if (searchesReservations(plugins)) return 'reservationList';
  return guidance ? 'guidance' : 'confirm';
}

/** The methods the payment step offers: the hotel's CHECKIN-time methods (DIRECT, CREDIT_CARD). */
export function offeredCheckinMethods(settings: readonly PaymentTime[] | undefined): PaymentMethodValue[] {
  return enabledPaymentMethods(settings, 'CHECKIN');
}

/**
 * Whether the payment step comes (rules 3 and 4): the payment plugin is on, there is something to
 * pay and a CHECKIN-time method to pay with. Rule 3 of the spec asks only that "payment settings
 * exist"; a hotel whose settings have no CHECKIN-time method would then show a payment step with
 * nothing to choose, so both rules ask for an offered method.
 */
function payable(plugins: readonly Plugin[], totalAmount: number | null, settings: readonly PaymentTime[] | undefined) {
  return enabled(plugins, 'PA') && (totalAmount ?? 0) > 0 && offeredCheckinMethods(settings).length > 0;
}

/** Rule 3: after the reservation list (payments fetched, selection registered). */
export function afterReservationList(
  plugins: readonly Plugin[],
  guidance: 0 | 1,
  totalAmount: number,
  settings: readonly PaymentTime[] | undefined,
): CheckinStep {
  if (guidance) return 'guidance';
  return payable(plugins, totalAmount, settings) ? 'payment' : 'confirm';
}

/** Rule 4: after the guidance form. */
export function afterGuidance(
  plugins: readonly Plugin[],
  totalAmount: number | null,
  settings: readonly PaymentTime[] | undefined,
): CheckinStep {
  return payable(plugins, totalAmount, settings) ? 'payment' : 'confirm';
}

/** What the confirm screen needs to know of the session (rules 5 and 7). */
export interface ConfirmState {
  hasDraft: boolean;
  guidance: 0 | 1;
  hasCustomData: boolean;
  profileComplete: boolean;
  /** The guest register's answer and passports as the representative's nationality asks (issue 24). */
  registerComplete: boolean;
  hasPaymentData: boolean;
  hasSearchResults: boolean;
}

/** Rule 5: where the confirm screen sends the guest on entry, or null to stay. */
export function confirmEntryRedirect(
  state: Omit<ConfirmState, 'hasPaymentData' | 'hasSearchResults'>,
): CheckinStep | null {
  if (!state.hasDraft) return 'form';
  if (state.guidance && !state.hasCustomData) return 'guidance';
  if (!state.profileComplete || !state.registerComplete) return 'edit';
  return null;
}

/** Rule 7: the confirm screen's back target. */
export function confirmBackTarget(state: Pick<ConfirmState, 'hasPaymentData' | 'guidance' | 'hasSearchResults'>) {
  if (state.hasPaymentData) return 'payment';
  if (!state.guidance && state.hasSearchResults) return 'reservationList';
  if (state.guidance) return 'guidance';
  return 'form';
}

/** Rule 9: the accept screen without approved check-in data goes home. */
export function acceptEntryRedirect(hasApprovedData: boolean): CheckinStep | null {
  return hasApprovedData ? null : 'home';
}

/** Rule 9: the reservation list without a draft goes to the check-in form. */
export function reservationListEntryRedirect(hasDraft: boolean): CheckinStep | null {
  return hasDraft ? null : 'form';
}

/** Rule 12: the payment screen with nothing to pay goes to confirm; a failed load to the check-in form. */
export function paymentEntryRedirect(load: { totalAmount: number } | 'failed' | 'loading'): CheckinStep | null {
  if (load === 'loading') return null;
  if (load === 'failed') return 'form';
  return load.totalAmount <= 0 ? 'confirm' : null;
}
