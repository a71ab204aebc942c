import { createAppAsyncThunk } from '@/app/appThunk';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpStatus } from '@/api/errors';
import {
  providerApi,
  type FacilityBasicInfo,
  type Language,
  type PaymentsSummary,
  type Plugin,
  type User,
} from '@/api/providerApi';
import { errorMessages } from '@/api/errorCatalogue';
import type { AppDispatch, RootState } from '@/app/store';
import { formInput } from '@/lib/formInput';
import { runPaymentSteps, type CardRefusal } from '@/domain/payment/cardPayment';
import { stayCardSteps } from '@/domain/payment/stayCardPayment';
import { fullName } from '@/domain/profile/profile';
import { showToast } from '@/ui/toastSlice';
import {
  afterCheckinSearch,
  afterSelection,
  afterStaySearch,
  checkoutActions,
  selectionOf,
  type CheckoutStep,
} from './checkoutFlow';
import {
  cardAttemptForgotten,
  cardPaid,
  cardStepRecorded,
  cashChosen,
  checkinsChosen,
  checkinsFound,
  checkoutForgotten,
  checkoutRecorded,
  reservationsChosen,
  reviewSent,
  selectCheckoutCheckins,
  selectCheckoutProgress,
  selectCheckoutReservations,
  selectCheckoutResultHistories,
  staysFound,
  type CheckoutCardPayment,
  type CheckoutProgress,
} from './checkoutSlice';

/** The ids of the check-out screens' typed input (src/lib/formInput.ts) start with this. */
export const CHECKOUT_FORMS = 'checkout.';

/** Reads that keep no cache subscription open (the screens subscribe to what they show). */
const ONCE = { subscribe: false } as const;
/** Answers with personal data are used here and not kept in the API cache. */
const UNTRACKED = { track: false } as const;

/** Forgets every check-out step: a new search starts from nothing. */
export function clearCheckout(dispatch: AppDispatch) {
  dispatch(checkoutForgotten());
  dispatch(formInput.actions.forgetAll(CHECKOUT_FORMS));
}

function currentProgress(state: RootState): CheckoutProgress {
  const progress = selectCheckoutProgress(state);
  if (!progress) throw new Error('No check-out in progress');
  return progress;
}

/** The chosen items, as the bill and the payment name them. */
const selection = (state: RootState) => selectionOf(selectCheckoutReservations(state), selectCheckoutCheckins(state));

/** The bill of the chosen items as it is now (a payment may have changed it since it was last read). */
export const getCheckoutBill = (dispatch: AppDispatch, hotelId: string, state: RootState) => {
  const { reservationIds, checkinIds } = selection(state);
  const telephone = currentProgress(state).telephone;
  return dispatch(
    providerApi.endpoints.getReservatinsPayments.initiate(
      {
        hotelId,
        ...(reservationIds.length > 0 ? { reservationIds } : {}),
        ...(checkinIds.length > 0 ? { checkinIds, telephone } : {}),
      },
      { ...ONCE, forceRefetch: true },
    ),
  ).unwrap();
};

/**
 * Rule 1: the phone finds stay reservations first, else approved check-ins. Front-desk supported
 * ones go straight to thanks (and are kept, for the thanks text); nothing found says "Registration
 * information not found. Please try again." and stays on the search.
 */
export const searchForCheckout = createAppAsyncThunk<CheckoutStep | null, { telephone: string; hotelId: string }>(
  'checkout/search',
  async ({ telephone, hotelId }, { dispatch }) => {
    const tel = telephone.trim();
    clearCheckout(dispatch);
    const { stayReservations } = await dispatch(
      providerApi.endpoints.getStayReservations.initiate({ telephone: tel, hotelId }, { ...ONCE, forceRefetch: true }),
    ).unwrap();
    dispatch(staysFound({ telephone: tel, stays: stayReservations }));
    const afterStays = afterStaySearch(stayReservations);
    if (afterStays) return afterStays;
    const { checkin } = await dispatch(
      providerApi.endpoints.getCheckinsList.initiate({ telephone: tel, hotelId }, { ...ONCE, forceRefetch: true }),
    ).unwrap();
    dispatch(checkinsFound(checkin));
    const afterCheckins = afterCheckinSearch(checkin);
    if (!afterCheckins) dispatch(showToast({ parts: [errorMessages.registrationNotFound], kind: 'error' }));
    return afterCheckins;
  },
);

/**
 * Rule 2: the chosen reservations or check-ins are kept, then payment when the hotel takes one at
 * check-out and there is something to pay, otherwise review.
 */
export const chooseForCheckout = createAppAsyncThunk<
  CheckoutStep,
  { kind: 'reservations' | 'checkins'; ids: string[]; hotelId: string; plugins: Plugin[] }
>('checkout/choose', async ({ kind, ids, hotelId, plugins }, { dispatch, getState }) => {
  const { telephone } = currentProgress(getState());
  // A new choice starts over, except a card payment begun and not finished (checkoutSlice.ts).
  if (kind === 'reservations') {
    const { stayReservations } = await dispatch(
      providerApi.endpoints.getStayReservations.initiate({ telephone, hotelId }, ONCE),
    ).unwrap();
    dispatch(reservationsChosen({ found: stayReservations, ids }));
  } else {
    const { checkin } = await dispatch(
      providerApi.endpoints.getCheckinsList.initiate({ telephone, hotelId }, ONCE),
    ).unwrap();
    dispatch(checkinsChosen({ found: checkin, ids }));
  }
  const [bill, settings] = await Promise.all([
    getCheckoutBill(dispatch, hotelId, getState()),
    dispatch(providerApi.endpoints.getPaymentSetting.initiate({ hotelId }, ONCE)).unwrap(),
  ]);
  return afterSelection(plugins, settings.payment_time, bill.totalAmount);
});

/** The guest pays at the front desk: the payment step is over. */
export const payAtFrontDesk = createAppAsyncThunk<CheckoutStep, void>(
  'checkout/payAtFrontDesk',
  async (_arg, { dispatch, getState }) => {
    currentProgress(getState());
    dispatch(cashChosen());
    return 'review' as const;
  },
);

export interface CardPaymentArgs {
  hotelId: string;
  lang: Language;
  user: User;
  cardId: string;
  hotel: FacilityBasicInfo;
  /** The bill the guest saw and agreed to pay. */
  bill: PaymentsSummary;
}

/**
 * Rule 3, card (src/domain/payment/cardPayment.ts): charge the saved card, record the sales of the
 * check-ins, back up the receipt, mail the guest, then review. Each finished step is recorded in
 * checkoutProgress.card: after a reload or a failed step the same call resumes at the first
 * unfinished step, the charge with the same idempotency key and body (charged once).
 */
export const payByCard = createAppAsyncThunk<CheckoutStep | CardRefusal, CardPaymentArgs>(
  'checkout/payByCard',
  async ({ hotelId, lang, user, cardId, hotel, bill }, { dispatch, getState }) => {
    const { reservationIds, checkinIds } = selection(getState());
    const guestName = fullName(user, lang) || user.email;
    const place = {
      read: (): Partial<CheckoutCardPayment> => currentProgress(getState()).card ?? {},
      write: (record: Partial<CheckoutCardPayment>) => void dispatch(cardStepRecorded(record)),
      forget: () => void dispatch(cardAttemptForgotten()),
    };
    const refusal = await runPaymentSteps(place, {
      ...stayCardSteps<Partial<CheckoutCardPayment>>(dispatch, {
        charge: () => ({ cardId, paymentAmount: String(bill.totalAmount), hotelId, reservationIds, checkinIds }),
        checkinIds,
        receipt: () => ({ checkinId: checkinIds[0] ?? null, reservationIds, guestName }),
      }),
      mail: ({ orderId, charge, cardBrand }) =>
        dispatch(
          providerApi.endpoints.sendmailCheckoutPaymentInfo.initiate(
            {
              checkoutPaymentMail: {
                email: user.email,
                hotelName: hotel.hotelName,
                hotelNameLatin: hotel.hotelNameLatin,
                hotelTelephone: hotel.telephone ?? '',
                name: guestName,
                paymentAmount: Number(charge!.body.paymentAmount),
                paymentMethods: cardBrand ?? '',
                receptionNumber: orderId!,
                receptionDate: new Date().toISOString(),
                usageDetailUrl: new URL(`/mypage/usage-detail/${orderId}`, window.location.origin).toString(),
                checkins: bill.reservations.map((r) => ({
                  roomInfo: r.roomInfo,
                  useAmount: r.totalPrice,
                  paymentAmount: r.totalPayment,
                  internalDiscount: r.totalDiscount,
                })),
                lang,
              },
            },
            UNTRACKED,
          ),
        ).unwrap(),
    });
    if (refusal) return refusal;
    dispatch(cardPaid());
    return 'review' as const;
  },
);

export interface ReviewValues {
  point: number;
  improvement: string;
  comment: string;
}

/**
 * Rule 4: for each reservation a review then the check-out; for each check-in a review only with
 * the BR plugin, then the check-out; then thanks. Each result is recorded (rule 5); a review sent is
 * not sent again when a failure (a lost connection) is retried. A refused check-out is a result
 * (false), the front desk finishes it.
 */
export const finishCheckout = createAppAsyncThunk<CheckoutStep, { review: ReviewValues; plugins: Plugin[] }>(
  'checkout/finish',
  async ({ review, plugins }, { dispatch, getState }) => {
    const state = getState();
    const { telephone } = currentProgress(state);
    const checkins = selectCheckoutCheckins(state) ?? [];
    const actions = checkoutActions(selectCheckoutReservations(state) ?? [], checkins, plugins);
    for (const action of actions) {
      const results = selectCheckoutResultHistories(getState());
      if (action.id in results) continue;
      const progress = currentProgress(getState());
      if (action.review && !progress.reviewed.includes(action.id)) {
        const body = { ...review, comment: review.comment.trim(), telephone };
        if (action.kind === 'reservation') {
          await dispatch(
            providerApi.endpoints.sendReservationReview.initiate({ body: { ...body, reservationId: action.id } }),
          ).unwrap();
        } else {
          // A check-in is reviewed only when it has a guest (checkoutActions).
          const guestId = checkins.find((c) => c.id === action.id)!.guestId!;
          await dispatch(
            providerApi.endpoints.sendCheckinReview.initiate({ body: { ...body, checkinId: action.id, guestId } }),
          ).unwrap();
        }
        dispatch(reviewSent(action.id));
      }
      let completed = true;
      try {
        await dispatch(
          providerApi.endpoints.checkout.initiate({
            body: {
              ...(action.kind === 'reservation' ? { reservationId: action.id } : { checkinId: action.id }),
              withReview: action.review,
              telephone,
            },
          }),
        ).unwrap();
      } catch (error) {
        const status = httpStatus(error as FetchBaseQueryError);
        if (status !== 409 && status !== 404) throw error;
        completed = false;
      }
      dispatch(checkoutRecorded({ id: action.id, completed }));
    }
    return 'thanks' as const;
  },
);
