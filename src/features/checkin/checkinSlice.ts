import { combineReducers } from '@reduxjs/toolkit';
import type { Reservation, SmartCheckinInput } from '@/api/providerApi';
import type { StayCardRecord } from '@/domain/payment/stayCardPayment';
import type { RootState } from '@/app/store';
import { inSession, persisted } from '@/lib/persist';
import { createValueSlice } from '@/lib/valueSlice';

/** Previous and next place to stay: home, or another place typed in (spec doc 2 §3). */
export type Accommodation = 'Home' | 'Other';

export interface Companion {
  /** Given name. */
  name: string;
  /** Family name. */
  surname: string;
}

/**
 * A passport uploaded for the guest register (createPassportCapture, issue 24): guest 0 is the
 * representative, guest n the n-th companion. Only what the guest's screens may show: the number
 * masked, never the number or the photo.
 */
export interface CapturedPassport {
  guest: number;
  passportId: string;
  /** ISO 3166-1 alpha-3. */
  nationality: string;
  /** "******567". */
  maskedNumber: string;
}

/**
 * The check-in draft (spec doc 2 §3 "checkinData"), as the session keeps it between steps. inDate is
 * YYYY-MM-DD and inTime HH:mm on the hotel's clock.
 */
export interface CheckinDraft {
  inDate: string;
  inTime: string;
  totalMembers: number;
  /** "I know everyone's contacts": no companion rows. */
  knowsContacts: boolean;
  companionsList: Companion[];
  reservationTel: string;
  reservationId?: string;
  reservationGivenName?: string;
  reservationFamilyName?: string;
  previousAccommodation: Accommodation;
  previousPlace: string;
  nextAccommodation: Accommodation;
  nextPlace: string;
  /** The provider ids (Reservation.id) of the reservations chosen on the list. */
  reservationIds: string[];
  /** The pending check-in registered for them (setCheckin). */
  id?: string;
  /**
   * Whether a representative of nationality NJP has an address in Japan (issue 24); unset until the
   * edit screen asks it (a Japanese representative is never asked).
   */
  residesInJapan?: boolean;
  /** The passports captured for foreign guests without an address in Japan (issue 24). */
  passports?: CapturedPassport[];
  /**
   * The check-in as sent, with its Idempotency-Key, while its outcome is unknown (no answer, or the
   * server failed): the next Check-in sends exactly this again, so the check-in is created once
   * whatever changed meanwhile (the language, an edit). A refusal (4xx) forgets it.
   */
  submission?: { key: string; body: SmartCheckinInput };
}

/**
 * A guidance answer (custom check-in field id → value). A select's answer also keeps the chosen
 * option's place in the list, so it reads right in every language (the options are translated).
 */
export interface GuidanceAnswer {
  id: number;
  value: string;
  option?: number;
}

/** The payment step's choice (spec doc 2 §3 "Check-in payment data"). */
/**
 * The payment step's choice and, for a card, the payment in progress, each finished step recorded
 * (src/domain/payment/stayCardPayment.ts): a retry sends the charge again with the same key.
 */
export interface CheckinPaymentData extends StayCardRecord {
  paymentAmount: number;
  paymentMethod: 'cash' | 'creditCard';
  receiptName: string;
  /** The saved card chosen for a card payment. */
  cardId?: string;
}

/** What the accept screen shows (spec doc 2 §3 "Approved check-in data"). */
export interface ApprovedCheckin {
  checkinId: string;
  checkinCode: string;
  qrJson: string;
}

/** Check-in flow state, one slice per spec session key (doc 2 §3 "Session data"). */
export const checkinData = createValueSlice<CheckinDraft | null>('checkin/checkinData', null);
export const customCheckinData = createValueSlice<GuidanceAnswer[] | null>('checkin/customCheckinData', null);
/**
 * The spec's covid key: the health questionnaire is one of the hotel's guidance fields here, so its
 * answers are in customCheckinData; the key is kept (and cleared with the rest) for the spec's layout.
 */
export const covidData = createValueSlice<Record<string, unknown> | null>('checkin/covidData', null);
export const searchReservations = createValueSlice<Reservation[] | null>('checkin/searchReservations', null);
export const approvedCheckinData = createValueSlice<ApprovedCheckin | null>('checkin/approvedCheckinData', null);
export const checkinPaymentData = createValueSlice<CheckinPaymentData | null>('checkin/checkinPaymentData', null);
/** 1 when the hotel's guidance (custom check-in fields) form is part of this check-in, else 0. */
export const checkinGuidance = createValueSlice<0 | 1>('checkin/guidance', 0);

/** Each value in session storage under exactly its spec key. */
export const checkinPersist = {
  checkinData: inSession('checkinData'),
  customCheckinData: inSession('customCheckinData'),
  covidData: inSession('covidData'),
  searchReservations: inSession('searchReservations'),
  approvedCheckinData: inSession('approvedCheckinData'),
  checkinPaymentData: inSession('checkinPaymentData'),
  guidance: inSession('guidance'),
};

/** The store's `checkin` part. */
export const checkinReducer = combineReducers({
  checkinData: persisted(checkinPersist.checkinData, checkinData.reducer),
  customCheckinData: persisted(checkinPersist.customCheckinData, customCheckinData.reducer),
  covidData: persisted(checkinPersist.covidData, covidData.reducer),
  searchReservations: persisted(checkinPersist.searchReservations, searchReservations.reducer),
  approvedCheckinData: persisted(checkinPersist.approvedCheckinData, approvedCheckinData.reducer),
  checkinPaymentData: persisted(checkinPersist.checkinPaymentData, checkinPaymentData.reducer),
  guidance: persisted(checkinPersist.guidance, checkinGuidance.reducer),
});

/** Sign-out forgets the whole check-in: the next guest on this phone finds nothing of it. */
export const checkinClearedOnSignOut = [
  checkinData,
  customCheckinData,
  covidData,
  searchReservations,
  approvedCheckinData,
  checkinPaymentData,
  checkinGuidance,
].map((slice) => slice.actions.clear);

export const selectCheckinDraft = (state: RootState) => state.checkin.checkinData.value;
export const selectCustomCheckinData = (state: RootState) => state.checkin.customCheckinData.value;
export const selectSearchReservations = (state: RootState) => state.checkin.searchReservations.value;
export const selectApprovedCheckin = (state: RootState) => state.checkin.approvedCheckinData.value;
export const selectCheckinPaymentData = (state: RootState) => state.checkin.checkinPaymentData.value;
export const selectCheckinGuidance = (state: RootState) => state.checkin.guidance.value;
