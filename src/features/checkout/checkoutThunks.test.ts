import { providerApi } from '@/api/providerApi';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';
import { newMemberWithCard } from '../../../test/setup/members';
import { loseAnswers } from '../../../test/setup/lostAnswers';
import { persisting } from '../../../test/setup/reload';
import { selectCheckoutProgress, selectCheckoutResultHistories } from './checkoutSlice';
import { chooseForCheckout, finishCheckout, getCheckoutBill, payByCard, searchForCheckout } from './checkoutThunks';

// The check-out thunks (spec doc 2 §4 "Check-out flow") through a real store against the real API
// server (test/setup/startApiServer.cjs). The demo stay SA-2002 (phone 08011112222, seeded unpaid)
// is paid here and by no other test file.

const HOTEL = 'sakura-asakusa';
const STAYS_PHONE = '08011112222';
const api = (path: string) => `${process.env.API_BASE}${path}`;

describe('check-out thunks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('pays once when the answer to the charge is lost: after a reload the retry resumes with the same key, then mails and backs up the receipt', async () => {
    const member = await newMemberWithCard();
    const store = makeStore();
    const storage = await persisting(store);
    store.dispatch(sessionStarted(member.token));
    const guide = await store.dispatch(providerApi.endpoints.getHotelGuide.initiate({ hotelId: HOTEL })).unwrap();
    const user = (await store.dispatch(providerApi.endpoints.getUserInfo.initiate()).unwrap()).user;

    expect(await store.dispatch(searchForCheckout({ telephone: STAYS_PHONE, hotelId: HOTEL })).unwrap()).toBe(
      'reservations',
    );
    const stays = (
      await store
        .dispatch(providerApi.endpoints.getStayReservations.initiate({ telephone: STAYS_PHONE, hotelId: HOTEL }))
        .unwrap()
    ).stayReservations;
    const stay = stays.find((s) => s.reservationId === 'SA-2002')!;
    const step = await store
      .dispatch(chooseForCheckout({ kind: 'reservations', ids: [stay.id], hotelId: HOTEL, plugins: guide.plugins }))
      .unwrap();
    expect(step).toBe('payment');
    const bill = await getCheckoutBill(store.dispatch, HOTEL, store.getState());
    expect(bill.totalAmount).toBeGreaterThan(0);

    // The charge reaches the server, but its answer is lost on the way back.
    const { keys, realFetch } = loseAnswers('/api/payment/credit-card-payment');
    const args = {
      hotelId: HOTEL,
      lang: 'en' as const,
      user,
      cardId: member.cardId,
      hotel: guide.facilityBasicInfo,
      bill,
    };
    await expect(store.dispatch(payByCard(args)).unwrap()).rejects.toBeDefined();
    const kept = selectCheckoutProgress(store.getState())!;
    expect(kept.card?.charge.key).toBe(keys[0]);
    expect(kept.card?.orderId).toBeUndefined();

    // A reload: a new store with what session storage kept. The retry sends the same charge under the
    // same key and finishes every step.
    const reloaded = await storage.reload();
    expect(selectCheckoutProgress(reloaded.getState())).toEqual(kept);
    expect(await reloaded.dispatch(payByCard(args)).unwrap()).toBe('review');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    const progress = selectCheckoutProgress(reloaded.getState())!;
    expect(progress.paid).toBe('creditCard');
    expect(progress.card).toMatchObject({ mailed: true, receiptSaved: true });
    expect(progress.card?.saleIds?.length).toBeGreaterThan(0);

    // One payment for the member, and the bill has nothing left to pay.
    const payments = await (
      await realFetch(api('/api/me/account-payment'), { headers: { Authorization: `Bearer ${member.token}` } })
    ).json();
    expect(payments.userPayment).toHaveLength(1);
    expect(payments.userPayment[0].orderId).toBe(progress.card?.orderId);
    expect((await getCheckoutBill(reloaded.dispatch, HOTEL, reloaded.getState())).totalAmount).toBe(0);

    // Rule 4: the review, then the check-out; the result is recorded (rule 5).
    expect(
      await reloaded
        .dispatch(
          finishCheckout({ review: { point: 8, improvement: 'スタッフ', comment: '' }, plugins: guide.plugins }),
        )
        .unwrap(),
    ).toBe('thanks');
    expect(selectCheckoutResultHistories(reloaded.getState())).toEqual({ [stay.id]: true });
  });
});
