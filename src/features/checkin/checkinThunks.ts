import { createAppAsyncThunk } from '@/app/appThunk';
import { defineMessage } from 'react-intl';
import {
  providerApi,
  type CustomCheckinField,
  type Language,
  type Plugin,
  type SmartCheckinInput,
  type User,
  type UserProfileInput,
} from '@/api/providerApi';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpStatus, isRefusal } from '@/api/errors';
import type { AppDispatch, RootState } from '@/app/store';
import { formInput } from '@/lib/formInput';
import { runPaymentSteps } from '@/domain/payment/cardPayment';
import { cardRefusalToast } from '@/domain/payment/cardRefusal';
import { stayCardSteps } from '@/domain/payment/stayCardPayment';
import { fullName } from '@/domain/profile/profile';
import { pluginEnabled } from '@/domain/hotel/plugins';
import { showToast } from '@/ui/toastSlice';
import { afterCheckinForm, afterGuidance, afterReservationList, guidanceFlag, type CheckinStep } from './checkinFlow';
import { base64Of } from '@/lib/base64Of';
import { guestRegister, type PassportChange, type RegisterEdit } from './passports';
import { arrivalAccepted, arrivalInstant, type CheckinWindow } from './checkinFormOptions';
import {
  checkinApproved,
  checkinCardAttemptForgotten,
  checkinCardStepRecorded,
  checkinEdited,
  checkinFormSubmitted,
  checkinRefused,
  checkinRegistered,
  checkinSent,
  guidanceAnswered,
  guidanceDecided,
  paymentChosen,
  reservationsConfirmed,
  reservationsFound,
  reservationsSearched,
  selectCheckinDraft,
  selectCheckinGuidance,
  selectCheckinPaymentData,
  selectCustomCheckinData,
  type CapturedPassport,
  type CheckinDraft,
  type CheckinFormValues,
  type CheckinPaymentData,
  type DraftEdit,
  type GuidanceAnswer,
} from './checkinSlice';

export type { CheckinFormValues, DraftEdit } from './checkinSlice';

/** Spec doc 2 §7: "Home is sent as a Japanese word for 'home'". */
export const HOME_WORD = '自宅';
/** Spec doc 2 §7: the memo's header, "guidance from the facility". */
export const GUIDANCE_HEADER = '【施設からのご案内】';

/** The ids of the check-in screens' typed input (src/lib/formInput.ts) start with this. */
export const CHECKIN_FORMS = 'checkin.';

function currentDraft(state: RootState): CheckinDraft {
  const draft = selectCheckinDraft(state);
  if (!draft) throw new Error('No check-in draft');
  return draft;
}

/** Reads that keep no cache subscription open (the screens subscribe to what they show). */
const ONCE = { subscribe: false } as const;
/** Answers with personal data are used here and not kept in the API cache. */
const UNTRACKED = { track: false } as const;

const getSettings = (dispatch: AppDispatch, hotelId: string) =>
  dispatch(providerApi.endpoints.getPaymentSetting.initiate({ hotelId }, ONCE)).unwrap();

/** The bill as it is now (a payment may have changed it since it was last read). */
const getBill = (dispatch: AppDispatch, hotelId: string, reservationIds: string[]) =>
  dispatch(
    providerApi.endpoints.getCheckinPayments.initiate({ hotelId, reservationIds }, { ...ONCE, forceRefetch: true }),
  ).unwrap();

const getFields = (args: { hotelId: string; lang: Language }) =>
  providerApi.endpoints.getCustomCheckinFields.initiate(args, ONCE);

/**
 * Rules 1 and 2: the form's submit stores a new draft (places default to Home), sets the guidance
 * flag from the CC plugin and the hotel's fields, then searches reservations by phone when a payment
 * or ticketing plugin is on. No reservation for the phone: the search screen (spec §8; the global
 * handler shows the message).
 */
export const submitCheckinForm = createAppAsyncThunk<
  CheckinStep,
  { values: CheckinFormValues; hotelId: string; lang: Language; plugins: Plugin[] }
>('checkin/submitForm', async ({ values, hotelId, lang, plugins }, { dispatch }) => {
  dispatch(formInput.actions.forgetAll(CHECKIN_FORMS));
  dispatch(checkinFormSubmitted(values));
  const fields = pluginEnabled(plugins, 'CC')
    ? (await dispatch(getFields({ hotelId, lang })).unwrap()).customCheckin
    : [];
  const guidance = guidanceFlag(plugins, fields);
  dispatch(guidanceDecided(guidance));
  const next = afterCheckinForm(plugins, guidance);
  if (next !== 'reservationList') return next;
  try {
    const found = await dispatch(
      providerApi.endpoints.searchCheckin.initiate(
        { body: { hotelId, lang, reservationTel: values.reservationTel.trim() } },
        UNTRACKED,
      ),
    ).unwrap();
    dispatch(reservationsFound(found.searchReservations));
    return 'reservationList';
  } catch (error) {
    if (httpStatus(error as FetchBaseQueryError) === 404) return 'search';
    throw error;
  }
});

export type SearchBy = 'phone' | 'reservationId' | 'name';
export interface SearchValues {
  reservationTel: string;
  reservationId: string;
  reservationFamilyName: string;
  reservationGivenName: string;
}

/** The reservation search screen: one key, the results stored, the key kept in the draft. */
export const searchForCheckin = createAppAsyncThunk<
  CheckinStep,
  { by: SearchBy; values: SearchValues; hotelId: string; lang: Language }
>('checkin/search', async ({ by, values, hotelId, lang }, { dispatch, getState }) => {
  const key =
    by === 'phone'
      ? { reservationTel: values.reservationTel.trim() }
      : by === 'reservationId'
        ? { reservationId: values.reservationId.trim() }
        : {
            reservationFamilyName: values.reservationFamilyName.trim(),
            reservationGivenName: values.reservationGivenName.trim(),
          };
  const found = await dispatch(
    providerApi.endpoints.searchCheckin.initiate({ body: { hotelId, lang, ...key } }, UNTRACKED),
  ).unwrap();
  currentDraft(getState()); // the search screen comes after the form's draft
  dispatch(reservationsSearched({ key, found: found.searchReservations }));
  return 'reservationList' as const;
});

/**
 * Rule 3: the list's Next fetches the bill of the chosen reservations, registers them (setCheckin,
 * once per choice), then goes to guidance, payment or confirm.
 */
export const confirmReservations = createAppAsyncThunk<
  CheckinStep,
  { reservationIds: string[]; hotelId: string; plugins: Plugin[] }
>('checkin/confirmReservations', async ({ reservationIds, hotelId, plugins }, { dispatch, getState }) => {
  const draft = currentDraft(getState());
  const [bill, settings] = await Promise.all([
    getBill(dispatch, hotelId, reservationIds),
    getSettings(dispatch, hotelId),
  ]);
  const sameChoice =
    draft.id !== undefined &&
    draft.reservationIds.length === reservationIds.length &&
    reservationIds.every((id) => draft.reservationIds.includes(id));
  if (sameChoice) {
    dispatch(reservationsConfirmed(reservationIds));
  } else {
    const { id } = await dispatch(
      providerApi.endpoints.setCheckin.initiate({ body: { hotelId, reservationIds } }, UNTRACKED),
    ).unwrap();
    dispatch(checkinRegistered({ reservationIds, id }));
  }
  return afterReservationList(plugins, selectCheckinGuidance(getState()), bill.totalAmount, settings.payment_time);
});

/** The bill of the draft's reservations, or null without reservations. */
async function draftTotal(dispatch: AppDispatch, hotelId: string, draft: CheckinDraft): Promise<number | null> {
  if (draft.reservationIds.length === 0) return null;
  return (await getBill(dispatch, hotelId, draft.reservationIds)).totalAmount;
}

/** Rule 4: the guidance answers are saved; then payment or confirm. */
export const saveGuidance = createAppAsyncThunk<
  CheckinStep,
  { answers: GuidanceAnswer[]; hotelId: string; plugins: Plugin[] }
>('checkin/saveGuidance', async ({ answers, hotelId, plugins }, { dispatch, getState }) => {
  const draft = currentDraft(getState());
  dispatch(guidanceAnswered(answers));
  if (!pluginEnabled(plugins, 'PA')) return 'confirm';
  const [total, settings] = await Promise.all([draftTotal(dispatch, hotelId, draft), getSettings(dispatch, hotelId)]);
  return afterGuidance(plugins, total, settings.payment_time);
});

/** The payment step's choice is kept; then confirm. */
export const savePayment = createAppAsyncThunk<CheckinStep, CheckinPaymentData>(
  'checkin/savePayment',
  async (payment, { dispatch }) => {
    dispatch(paymentChosen(payment));
    return 'confirm' as const;
  },
);

/**
 * A passport for the guest register (issue 24): a new one is uploaded (createPassportCapture), one
 * captured before is kept under its guest's number now. Only the capture's id and masked number
 * come back; the number and photo stay with the form.
 */
async function capturePassport(
  dispatch: AppDispatch,
  hotelId: string,
  change: PassportChange,
): Promise<CapturedPassport> {
  if ('captured' in change) return { ...change.captured, guest: change.guest };
  const capture = await dispatch(
    providerApi.endpoints.createPassportCapture.initiate({
      passportCaptureInput: {
        hotelId,
        nationality: change.nationality,
        passportNumber: change.passportNumber,
        image: {
          type: change.photo.type as 'image/jpeg' | 'image/png' | 'image/heic',
          data: await base64Of(change.photo.file),
        },
      },
    }),
  ).unwrap();
  return { guest: change.guest, ...capture };
}

/**
 * Rule 8: the edit screen uploads each new passport (issue 24), saves the member's details, the
 * draft (with only the captures' ids and masked numbers) and the guidance answers, then confirm. A
 * failed step keeps the draft as it was (the form keeps what was typed).
 */
export const saveCheckinEdit = createAppAsyncThunk<
  CheckinStep,
  {
    edit: DraftEdit;
    answers: GuidanceAnswer[] | null;
    profile: UserProfileInput;
    register: RegisterEdit;
    hotelId: string;
  }
>('checkin/saveEdit', async ({ edit, answers, profile, register, hotelId }, { dispatch, getState }) => {
  const passports: CapturedPassport[] = [];
  // One after another: a refusal names the passport it is about.
  for (const change of register.passports) passports.push(await capturePassport(dispatch, hotelId, change));
  await dispatch(providerApi.endpoints.updateUserInfo.initiate({ userProfileInput: profile })).unwrap();
  currentDraft(getState()); // the edit screen edits the form's draft
  dispatch(checkinEdited({ edit, residesInJapan: register.residesInJapan, passports, answers }));
  return 'confirm' as const;
});

/**
 * The memo for the hotel: the guidance titles and answers in Japanese, one per line, under the
 * header. A chosen option is given as the hotel's Japanese option (same place in the list); typed
 * text as typed.
 */
export function guidanceMemo(
  fields: readonly CustomCheckinField[],
  answers: readonly GuidanceAnswer[] | null,
  japanese: readonly CustomCheckinField[] = fields,
): string {
  const lines = fields
    .filter((field) => field.inputType !== 'none')
    .map((field) => {
      const answer = answers?.find((a) => a.id === field.id);
      const value = answer?.value.trim() ?? '';
      if (value === '') return null;
      const option = answer?.option ?? (field.inputType === 'selectBox' ? field.inputValue.indexOf(value) : -1);
      const inJapanese =
        field.inputType === 'selectBox' ? japanese.find((f) => f.id === field.id)?.inputValue[option] : undefined;
      return `${field.jpTitle}: ${inJapanese ?? value}`;
    })
    .filter((line): line is string => line !== null);
  return lines.length === 0 ? '' : [GUIDANCE_HEADER, ...lines].join('\n');
}

/** The stored member as the check-in's representative. */
export function representative(user: User): UserProfileInput {
  return {
    surname: user.surname ?? '',
    name: user.name ?? '',
    nameKana: user.nameKana,
    nameLatin: user.nameLatin,
    nationality: user.nationality ?? 'JPN',
    birthDate: user.birthDate ?? '',
    gender: user.gender ?? 'M',
    telephone: user.telephone ?? '',
    postalCode: user.postalCode,
    address: user.address ?? '',
    occupation: user.occupation,
    otherOccupation: user.otherOccupation,
    company: user.company,
  };
}

const place = (accommodation: CheckinDraft['previousAccommodation'], text: string) =>
  accommodation === 'Home' ? HOME_WORD : text.trim();

/** The check-in request built from the session (rule 10: pending approval, jpnGtdStatus 0). */
async function checkinBody(
  dispatch: AppDispatch,
  state: RootState,
  draft: CheckinDraft,
  { hotelId, lang, user, fields, window }: SubmitArgs,
): Promise<SmartCheckinInput> {
  const payment = selectCheckinPaymentData(state);
  const japanese =
    lang === 'ja' || fields.length === 0
      ? fields
      : (await dispatch(getFields({ hotelId, lang: 'ja' })).unwrap()).customCheckin;
  const arrival = draftArrival(draft, window);
  return {
    checkinId: draft.id ?? null,
    userId: user.id,
    checkin: {
      hotelId,
      jpnGtdStatus: 0,
      approvedStatus: 0,
      previousPlaceToStay: place(draft.previousAccommodation, draft.previousPlace),
      nextPlaceToStay: place(draft.nextAccommodation, draft.nextPlace),
      userCheckinTime: arrival,
      checkinTime: arrival,
      accompany: draft.knowsContacts ? [] : draft.companionsList,
      guest: { totalMembers: draft.totalMembers, reservationTel: draft.reservationTel },
      user: representative(user),
    },
    reservationIds: draft.reservationIds,
    checkinNote: { memo: guidanceMemo(fields, selectCustomCheckinData(state), japanese) },
    paymentType: payment?.paymentMethod ?? null,
    receiptName: payment?.receiptName || null,
    lang,
    guestRegister: guestRegister(user.nationality, draft),
  };
}

interface SubmitArgs {
  hotelId: string;
  lang: Language;
  user: User;
  fields: CustomCheckinField[];
  /** The hotel's check-in window and time zone (the guide's): the arrival is read on its clock. */
  window: CheckinWindow;
}

/** The draft's arrival, unix seconds. */
const draftArrival = (draft: CheckinDraft, window: CheckinWindow) =>
  arrivalInstant(draft.inDate, draft.inTime, window.begin, window.timeZone);

const arrivalPassed = defineMessage({
  id: 'checkin.confirm.arrivalPassed',
  defaultMessage: 'The arrival date and time you chose have passed. Please choose them again.',
});

/**
 * A card payment at check-in, before the check-in is sent (src/domain/payment/cardPayment.ts): the
 * saved card is charged for the reservations, the sales are recorded, then the receipt is backed
 * up, each step recorded in checkinPaymentData. Resolves false when the card was refused or the
 * bill changed since the payment step (nothing charged; the guest chooses again).
 */
async function payCheckinByCard(
  dispatch: AppDispatch,
  getState: () => RootState,
  { hotelId, user, lang }: SubmitArgs,
): Promise<boolean> {
  const payment = selectCheckinPaymentData(getState());
  if (!payment || payment.paymentMethod !== 'creditCard' || payment.receiptSaved) return true;
  const draft = currentDraft(getState());
  const place = {
    read: () => selectCheckinPaymentData(getState())!,
    write: (record: CheckinPaymentData) => void dispatch(checkinCardStepRecorded(record)),
    forget: () => void dispatch(checkinCardAttemptForgotten()),
  };
  let refusal;
  try {
    refusal = await runPaymentSteps(
      place,
      stayCardSteps<CheckinPaymentData>(dispatch, {
        charge: ({ cardId = '', paymentAmount }) => ({
          cardId,
          paymentAmount: String(paymentAmount),
          hotelId,
          reservationIds: draft.reservationIds,
        }),
        checkinIds: [],
        receipt: (record) => ({
          checkinId: draft.id ?? null,
          reservationIds: draft.reservationIds,
          guestName: record.receiptName || fullName(user, lang) || user.email,
        }),
      }),
    );
  } catch (error) {
    // The bill changed since the payment step (the global handler says so): choose again there.
    if (isRefusal(error) && (error as { data?: { code?: unknown } }).data?.code === 'amount_mismatch') return false;
    throw error;
  }
  if (refusal) dispatch(cardRefusalToast(refusal));
  return !refusal;
}

/**
 * Rules 6 and 10: the check-in is sent (pending approval) under an idempotency key. The request is
 * kept in the draft until the server answers, and a retry after a lost answer or a reload sends it
 * again unchanged: one check-in, however often it is sent. On success the check-in data is cleared,
 * the member reloaded and the approved data stored for the accept screen.
 */
export const submitCheckin = createAppAsyncThunk<CheckinStep, SubmitArgs>(
  'checkin/submit',
  async (args, { dispatch, getState }) => {
    // An arrival that has passed since it was chosen (the server would refuse it): chosen again on
    // the edit screen, before any card is charged. A request already made is sent again as it was.
    const chosen = currentDraft(getState());
    if (!chosen.submission && !arrivalAccepted(args.window, draftArrival(chosen, args.window))) {
      dispatch(showToast({ parts: [arrivalPassed], kind: 'error' }));
      return 'edit' as const;
    }
    if (!(await payCheckinByCard(dispatch, getState, args))) return 'payment' as const;
    const draft = currentDraft(getState());
    const submission = draft.submission ?? {
      key: crypto.randomUUID(),
      body: await checkinBody(dispatch, getState(), draft, args),
    };
    dispatch(checkinSent(submission));
    let approved;
    try {
      approved = await dispatch(
        providerApi.endpoints.smartCheckin.initiate(
          { 'Idempotency-Key': submission.key, smartCheckinInput: submission.body },
          UNTRACKED,
        ),
      ).unwrap();
    } catch (error) {
      if (isRefusal(error)) dispatch(checkinRefused());
      throw error;
    }
    dispatch(formInput.actions.forgetAll(CHECKIN_FORMS));
    dispatch(checkinApproved(approved));
    dispatch(providerApi.util.invalidateTags(['User', 'CheckinHistory']));
    return 'accept' as const;
  },
);
