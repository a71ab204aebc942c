import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import type { Reservation, SmartCheckinInput } from '@/api/providerApi';
import type { StayCardRecord } from '@/domain/payment/stayCardPayment';
import type { RootState } from '@/app/store';
import { forgetOn, inSession, persisted, type Held } from '@/lib/persist';
import { companionRows, showsCompanions } from './companions';

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

/** What the check-in form collects (the draft's first part). */
export type CheckinFormValues = Pick<
  CheckinDraft,
  'inDate' | 'inTime' | 'totalMembers' | 'knowsContacts' | 'companionsList' | 'reservationTel'
>;

/** What the edit screen changes of the draft. */
export type DraftEdit = CheckinFormValues &
  Pick<CheckinDraft, 'previousAccommodation' | 'previousPlace' | 'nextAccommodation' | 'nextPlace'>;

/** One search key of the reservation search screen (the others are forgotten). */
export type SearchKey = Partial<
  Pick<CheckinDraft, 'reservationTel' | 'reservationId' | 'reservationFamilyName' | 'reservationGivenName'>
>;

/** The companions kept: the shown rows (none when the guest knows everyone's contacts or is alone). */
const companionsOf = (values: CheckinFormValues) =>
  showsCompanions(values) ? companionRows(values.companionsList, values.totalMembers) : [];

/*
 * Check-in flow state, one slice per spec session key (doc 2 §3 "Session data"), each held under
 * `value` as it is stored. The flow's steps are events; each slice applies the rules of its part.
 */

/** Rule 10: the check-in data is deleted (with the search, custom, covid, payment data and the flag). */
export const checkinForgotten = createAction('checkin/forgotten');
/** Rules 1 and 10: the form's submit starts a new draft (places default to Home) over a cleared session. */
export const checkinFormSubmitted = createAction<CheckinFormValues>('checkin/formSubmitted');
/** The reservation search screen searched by one key: the results, the key kept in the draft. */
export const reservationsSearched = createAction<{ key: SearchKey; found: Reservation[] }>(
  'checkin/reservationsSearched',
);
/** Rule 3: a new choice of reservations was registered (setCheckin): another bill, the payment chosen again. */
export const checkinRegistered = createAction<{ reservationIds: string[]; id: string }>('checkin/registered');
/** Rule 8: the edit screen saved the member; the draft, the register and the answers follow. */
export const checkinEdited = createAction<{
  edit: DraftEdit;
  residesInJapan?: boolean;
  passports: CapturedPassport[];
  answers: GuidanceAnswer[] | null;
}>('checkin/edited');
/** Rules 6 and 10: the check-in was accepted (pending approval): the session is cleared, its pass kept. */
export const checkinApproved = createAction<ApprovedCheckin>('checkin/approved');
/** Rules 1, 6 and 10: what clears the session's check-in data: forgotten, a new form, accepted. */
const checkinStartedOver = [checkinForgotten, checkinFormSubmitted, checkinApproved];

/** The check-in draft (spec key checkinData). */
export const checkinData = createSlice({
  name: 'checkin/checkinData',
  initialState: { value: null } as Held<CheckinDraft | null>,
  reducers: {
    /** Rule 3: the same choice again (back and Next): the pending check-in is kept. */
    reservationsConfirmed: (state, { payload }: { payload: string[] }) => {
      if (state.value) state.value.reservationIds = payload;
    },
    /** Rule 6: the check-in is being sent with this key; until answered, a retry sends exactly it. */
    checkinSent: (state, { payload }: { payload: NonNullable<CheckinDraft['submission']> }) => {
      if (state.value) state.value.submission = payload;
    },
    /** Rule 6: the server refused the check-in: the next Check-in builds a new request. */
    checkinRefused: (state) => {
      if (state.value) delete state.value.submission;
    },
  },
  extraReducers: (builder) =>
    forgetOn(builder, null, [checkinForgotten, checkinApproved])
      .addCase(checkinFormSubmitted, (_state, { payload: values }) => ({
        value: {
          ...values,
          reservationTel: values.reservationTel.trim(),
          companionsList: companionsOf(values),
          previousAccommodation: 'Home',
          previousPlace: '',
          nextAccommodation: 'Home',
          nextPlace: '',
          reservationIds: [],
        },
      }))
      .addCase(reservationsSearched, (state, { payload: { key } }) =>
        state.value
          ? {
              value: {
                ...state.value,
                reservationId: undefined,
                reservationFamilyName: undefined,
                reservationGivenName: undefined,
                ...key,
                reservationIds: [],
                id: undefined,
              },
            }
          : state,
      )
      .addCase(checkinRegistered, (state, { payload: { reservationIds, id } }) =>
        state.value ? { value: { ...state.value, reservationIds, id } } : state,
      )
      .addCase(checkinEdited, (state, { payload: { edit, residesInJapan, passports } }) =>
        state.value
          ? {
              value: {
                ...state.value,
                ...edit,
                reservationTel: edit.reservationTel.trim(),
                companionsList: companionsOf(edit),
                previousPlace: edit.previousAccommodation === 'Other' ? edit.previousPlace.trim() : '',
                nextPlace: edit.nextAccommodation === 'Other' ? edit.nextPlace.trim() : '',
                residesInJapan,
                passports,
              },
            }
          : state,
      ),
});

/** The hotel's guidance answers (spec key customCheckinData). */
export const customCheckinData = createSlice({
  name: 'checkin/customCheckinData',
  initialState: { value: null } as Held<GuidanceAnswer[] | null>,
  reducers: {
    /** Rule 4: the guidance form was answered. */
    guidanceAnswered: (_state, { payload }: { payload: GuidanceAnswer[] }) => ({ value: payload }),
  },
  extraReducers: (builder) =>
    forgetOn(builder, null, checkinStartedOver).addCase(checkinEdited, (state, { payload: { answers } }) =>
      answers ? { value: answers } : state,
    ),
});

/**
 * The spec's covid key: the health questionnaire is one of the hotel's guidance fields here, so its
 * answers are in customCheckinData; the key is kept (and cleared with the rest) for the spec's layout.
 */
export const covidData = createSlice({
  name: 'checkin/covidData',
  initialState: { value: null } as Held<Record<string, unknown> | null>,
  reducers: {},
  extraReducers: (builder) => forgetOn(builder, null, checkinStartedOver),
});

/** The reservations the search found (spec key searchReservations). */
export const searchReservations = createSlice({
  name: 'checkin/searchReservations',
  initialState: { value: null } as Held<Reservation[] | null>,
  reducers: {
    /** Rule 2: the form's phone search found these. */
    reservationsFound: (_state, { payload }: { payload: Reservation[] }) => ({ value: payload }),
  },
  extraReducers: (builder) =>
    forgetOn(builder, null, checkinStartedOver).addCase(reservationsSearched, (_state, { payload }) => ({
      value: payload.found,
    })),
});

/** The pass the accept screen shows (spec key approvedCheckinData): kept until sign-out. */
export const approvedCheckinData = createSlice({
  name: 'checkin/approvedCheckinData',
  initialState: { value: null } as Held<ApprovedCheckin | null>,
  reducers: {
    /** The member signed out: the pass is theirs. */
    approvedCheckinForgotten: () => ({ value: null }),
  },
  extraReducers: (builder) => builder.addCase(checkinApproved, (_state, { payload }) => ({ value: payload })),
});

/** The payment step's choice and a card payment under way (spec key checkinPaymentData). */
export const checkinPaymentData = createSlice({
  name: 'checkin/checkinPaymentData',
  initialState: { value: null } as Held<CheckinPaymentData | null>,
  reducers: {
    /** Rule 5: the payment step's choice; a card payment already taken stays (no second charge). */
    paymentChosen: (state, { payload }: { payload: CheckinPaymentData }) =>
      state.value?.orderId ? state : { value: { ...payload, receiptName: payload.receiptName.trim() } },
    /** A step of the card payment finished (or began, with its key). */
    checkinCardStepRecorded: (_state, { payload }: { payload: CheckinPaymentData }) => ({ value: payload }),
    /** The card was refused before anything was taken: a new attempt is a new charge. */
    checkinCardAttemptForgotten: (state) => {
      if (state.value) state.value.charge = undefined;
    },
  },
  // Rule 3: another search or choice of reservations is another bill: the payment is chosen again.
  extraReducers: (builder) => forgetOn(builder, null, [...checkinStartedOver, reservationsSearched, checkinRegistered]),
});

/** 1 when the hotel's guidance (custom check-in fields) form is part of this check-in, else 0. */
export const checkinGuidance = createSlice({
  name: 'checkin/guidance',
  initialState: { value: 0 } as Held<0 | 1>,
  reducers: {
    /** Rule 1: the CC plugin and the hotel's fields decide whether guidance is a step. */
    guidanceDecided: (_state, { payload }: { payload: 0 | 1 }) => ({ value: payload }),
  },
  extraReducers: (builder) => forgetOn(builder, 0, checkinStartedOver),
});

export const { reservationsConfirmed, checkinSent, checkinRefused } = checkinData.actions;
export const { guidanceAnswered } = customCheckinData.actions;
export const { reservationsFound } = searchReservations.actions;
export const { approvedCheckinForgotten } = approvedCheckinData.actions;
export const { paymentChosen, checkinCardStepRecorded, checkinCardAttemptForgotten } = checkinPaymentData.actions;
export const { guidanceDecided } = checkinGuidance.actions;

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

/** Sign-out forgets the whole check-in, the pass too: the next guest on this phone finds nothing of it. */
export const checkinClearedOnSignOut = [checkinForgotten, approvedCheckinForgotten];

export const selectCheckinDraft = (state: RootState) => state.checkin.checkinData.value;
export const selectCustomCheckinData = (state: RootState) => state.checkin.customCheckinData.value;
export const selectSearchReservations = (state: RootState) => state.checkin.searchReservations.value;
export const selectApprovedCheckin = (state: RootState) => state.checkin.approvedCheckinData.value;
export const selectCheckinPaymentData = (state: RootState) => state.checkin.checkinPaymentData.value;
export const selectCheckinGuidance = (state: RootState) => state.checkin.guidance.value;
