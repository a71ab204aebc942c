import { hiraganaToKatakana } from '@/lib/kana';

/** What the registration form may take from the reservation chosen for check-in. */
export interface ReservationPrefill {
  familyNameKana?: string;
  givenNameKana?: string;
  telephone?: string;
  address?: string;
}

/** A reservation as the search answered it (the fields read here; older answers may lack some). */
export interface ReservationLike {
  id?: unknown;
  reservationId?: unknown;
  guestNameKana?: unknown;
  guestTel?: unknown;
  guestAddr?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const asIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value])
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map(String);

/**
 * The selected reservation in session storage (spec doc 1 "registrationForm"): the first of the
 * searched reservations whose reservationId or id is among the check-in draft's reservationIds.
 */
export function selectedReservation(
  reservations: readonly ReservationLike[] | null | undefined,
  checkinData: { reservationIds?: unknown } | null | undefined,
): ReservationLike | undefined {
  const ids = asIds(checkinData?.reservationIds);
  if (!reservations || ids.length === 0) return undefined;
  return reservations.find((r) => asIds([r.reservationId, r.id]).some((id) => ids.includes(id)));
}

/**
 * The fields the selected reservation fills: guestNameKana (family and given name separated by a
 * space, hiragana or half-width kana turned into katakana), guestTel and guestAddr, when present.
 */
export function reservationPrefill(
  reservations: readonly ReservationLike[] | null | undefined,
  checkinData: { reservationIds?: unknown } | null | undefined,
): ReservationPrefill {
  const reservation = selectedReservation(reservations, checkinData);
  if (!reservation) return {};
  const prefill: ReservationPrefill = {};
  const kana = text(reservation.guestNameKana);
  if (kana) {
    // NFKC makes half-width katakana full-width and the ideographic space a plain one.
    const [family, ...given] = hiraganaToKatakana(kana.normalize('NFKC')).split(/\s+/);
    prefill.familyNameKana = family;
    if (given.length > 0) prefill.givenNameKana = given.join(' ');
  }
  const telephone = text(reservation.guestTel);
  // The phone rule takes digits only: drop the hyphens and spaces a booking site may keep.
  if (telephone) prefill.telephone = telephone.normalize('NFKC').replace(/[-\s]/g, '');
  const address = text(reservation.guestAddr);
  if (address) prefill.address = address;
  return prefill;
}
