import { waitFor } from '@testing-library/react';
import { providerApi, type CustomCheckinField, type HotelGuide, type Reservation, type User } from '@/api/providerApi';
import { makeStore, type AppStore } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';
import { COMPLETE_PROFILE, FOREIGN_PROFILE, newMember, newMemberWithCard } from '../../../test/setup/members';
import { draft, reservation, restoreCheckin } from '../../../test/setup/checkin';
import { loseAnswers } from '../../../test/setup/lostAnswers';
import { persisting } from '../../../test/setup/reload';
import { addDays } from '@/lib/dates';
import { arrivalDates, arrivalInstant, checkinWindow } from './checkinFormOptions';
import { passportPhoto, type RegisterEdit } from './passports';
import { guidanceDecided, paymentChosen, type CheckinDraft, type GuidanceAnswer } from './checkinSlice';
import {
  confirmReservations,
  GUIDANCE_HEADER,
  guidanceMemo,
  HOME_WORD,
  saveCheckinEdit,
  saveGuidance,
  submitCheckin,
  submitCheckinForm,
  type CheckinFormValues,
} from './checkinThunks';

// The check-in thunks (spec doc 2 §4 "Check-in flow") through a real store against the real API
// server (test/setup/startApiServer.cjs). Test files share its database: nothing here submits a
// check-in for a reservation (a submitted reservation is gone for everyone); every submission is at
// minato-inn without reservations, by a member made for the test, but one: the card payment test
// pays and checks in SA-1001, which no other SPA test uses. Searches and pending check-ins
// (setCheckin) use SA-1002…SA-1005, which they do not consume.

const SAKURA = 'sakura-asakusa';
const MINATO = 'minato-inn';
const UNKNOWN_PHONE = '09099990000';

interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Records every request the store sends (the real fetch still answers them). */
function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const realFetch = global.fetch;
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    return realFetch(input, init);
  });
  return sent;
}

afterEach(() => {
  jest.restoreAllMocks();
});

function storeFor(token?: string): AppStore {
  const store = makeStore();
  if (token) store.dispatch(sessionStarted(token));
  return store;
}

const checkinState = (store: AppStore) => store.getState().checkin;

/** The guide (plugins, check-in window) as the screens get it. */
const guideOf = (hotelId: string) =>
  makeStore().dispatch(providerApi.endpoints.getHotelGuide.initiate({ hotelId })).unwrap();

/** The reservations the phone search finds at the demo hotel. */
async function searchByPhone(reservationTel: string): Promise<Reservation[]> {
  const found = await makeStore()
    .dispatch(providerApi.endpoints.searchCheckin.initiate({ body: { hotelId: SAKURA, lang: 'en', reservationTel } }))
    .unwrap();
  return found.searchReservations;
}

const byCode = (reservations: Reservation[], code: string) => {
  const found = reservations.find((r) => r.reservationId === code);
  if (!found) throw new Error(`${code} not found`);
  return found;
};

const memberOf = async (store: AppStore): Promise<User> =>
  (await store.dispatch(providerApi.endpoints.getUserInfo.initiate()).unwrap()).user;

let sakura: HotelGuide;
let minato: HotelGuide;
/** SA-1004: ¥131,920 to pay. SA-1005: paid in advance (nothing to pay). */
let sa1004: Reservation;
let sa1005: Reservation;
beforeAll(async () => {
  [sakura, minato] = await Promise.all([guideOf(SAKURA), guideOf(MINATO)]);
  sa1004 = byCode(await searchByPhone('09000000003'), 'SA-1004');
  sa1005 = byCode(await searchByPhone('09000000004'), 'SA-1005');
});

/** A date all of whose times are still ahead: the day after the demo hotels' business day (Tokyo). */
const laterDate = () => arrivalDates({ begin: '15:00', end: '02:00', timeZone: 'Asia/Tokyo' })[1]!;

const formValues = (overrides: Partial<CheckinFormValues> = {}): CheckinFormValues => ({
  inDate: laterDate(),
  inTime: '16:00',
  totalMembers: 1,
  knowsContacts: false,
  companionsList: [],
  reservationTel: '09000000008',
  ...overrides,
});

/** A store holding a whole earlier check-in session: draft, search, guidance, payment. */
function storeWithOldSession(token?: string): AppStore {
  const store = storeFor(token);
  restoreCheckin(store, {
    checkinData: draft({ reservationIds: ['old-reservation'], id: '9999', reservationId: 'SA-0001' }),
    searchReservations: [reservation()],
    customCheckinData: [{ id: 1, value: 'old answer' }],
    covidData: { fever: 'no' },
    checkinPaymentData: { paymentAmount: 100, paymentMethod: 'cash', receiptName: 'Old' },
    guidance: 1,
  });
  return store;
}

describe('check-in thunks (spec doc 2 §4)', () => {
  it('rule 1: the form submit replaces the draft (places Home) and sets the guidance flag from CC and the fields', async () => {
    const store = storeWithOldSession();
    const companions = [
      { surname: 'Sato', name: 'Ken' },
      { surname: 'Sato', name: 'Misaki' },
      { surname: 'Left', name: 'Over' },
    ];
    const values = formValues({ totalMembers: 3, companionsList: companions, reservationTel: ' 09000000008 ' });
    const next = await store
      .dispatch(submitCheckinForm({ values, hotelId: MINATO, lang: 'en', plugins: minato.plugins }))
      .unwrap();

    expect(next).toBe('confirm');
    expect(checkinState(store).checkinData.value).toStrictEqual({
      ...values,
      reservationTel: '09000000008',
      companionsList: companions.slice(0, 2),
      previousAccommodation: 'Home',
      previousPlace: '',
      nextAccommodation: 'Home',
      nextPlace: '',
      reservationIds: [],
    });
    // The old session is gone, and minato-inn has no CC plugin: flag 0.
    expect(checkinState(store).searchReservations.value).toBeNull();
    expect(checkinState(store).customCheckinData.value).toBeNull();
    expect(checkinState(store).covidData.value).toBeNull();
    expect(checkinState(store).checkinPaymentData.value).toBeNull();
    expect(checkinState(store).guidance.value).toBe(0);

    // sakura-asakusa: CC on and guidance fields exist, flag 1. Knowing the contacts means no companion rows.
    const atSakura = storeFor();
    await atSakura
      .dispatch(
        submitCheckinForm({
          values: formValues({
            totalMembers: 2,
            knowsContacts: true,
            companionsList: companions,
            reservationTel: UNKNOWN_PHONE,
          }),
          hotelId: SAKURA,
          lang: 'en',
          plugins: sakura.plugins,
        }),
      )
      .unwrap();
    expect(checkinState(atSakura).guidance.value).toBe(1);
    expect(checkinState(atSakura).checkinData.value).toMatchObject({
      totalMembers: 2,
      knowsContacts: true,
      companionsList: [],
      previousAccommodation: 'Home',
      nextAccommodation: 'Home',
    });
  });

  it('rule 2: without payment or ticketing plugins no search (confirm); with them the phone search opens the list', async () => {
    const sent = recordRequests();
    const store = storeFor();
    expect(
      await store
        .dispatch(submitCheckinForm({ values: formValues(), hotelId: MINATO, lang: 'en', plugins: minato.plugins }))
        .unwrap(),
    ).toBe('confirm');
    expect(sent.filter((r) => r.path === '/api/checkin/search')).toEqual([]);
    expect(checkinState(store).searchReservations.value).toBeNull();

    const found = await store
      .dispatch(
        submitCheckinForm({
          values: formValues({ reservationTel: '09000000002' }),
          hotelId: SAKURA,
          lang: 'en',
          plugins: sakura.plugins,
        }),
      )
      .unwrap();
    expect(found).toBe('reservationList');
    expect(sent.filter((r) => r.path === '/api/checkin/search').map((r) => r.body)).toEqual([
      { hotelId: SAKURA, lang: 'en', reservationTel: '09000000002' },
    ]);
    expect(checkinState(store).searchReservations.value?.map((r) => r.reservationId)).toEqual(['SA-1002', 'SA-1003']);

    // No reservation for the phone: the search screen, nothing stored as found.
    const unknown = storeFor();
    expect(
      await unknown
        .dispatch(
          submitCheckinForm({
            values: formValues({ reservationTel: UNKNOWN_PHONE }),
            hotelId: SAKURA,
            lang: 'en',
            plugins: sakura.plugins,
          }),
        )
        .unwrap(),
    ).toBe('search');
    expect(checkinState(unknown).searchReservations.value).toBeNull();
    expect(checkinState(unknown).checkinData.value?.reservationTel).toBe(UNKNOWN_PHONE);
  });

  it('rule 3: the list’s Next registers the choice once (pending check-in id kept) and goes to guidance, payment or confirm', async () => {
    const store = storeFor();
    await store
      .dispatch(
        submitCheckinForm({
          values: formValues({ reservationTel: '09000000003' }),
          hotelId: SAKURA,
          lang: 'en',
          plugins: sakura.plugins,
        }),
      )
      .unwrap();
    expect(checkinState(store).guidance.value).toBe(1);
    const sent = recordRequests();
    const confirm = (reservationIds: string[]) =>
      store.dispatch(confirmReservations({ reservationIds, hotelId: SAKURA, plugins: sakura.plugins })).unwrap();

    expect(await confirm([sa1004.id])).toBe('guidance');
    const first = checkinState(store).checkinData.value!;
    expect(first.reservationIds).toEqual([sa1004.id]);
    expect(first.id).toMatch(/^\d+$/);
    expect(sent.filter((r) => r.path === '/api/checkin-payments')).toHaveLength(1);
    expect(sent.filter((r) => r.path === '/api/checkin/set').map((r) => r.body)).toEqual([
      { hotelId: SAKURA, reservationIds: [sa1004.id] },
    ]);

    // The same choice again (back and Next): no second pending check-in, the payment choice kept.
    const payment = { paymentAmount: 131920, paymentMethod: 'cash' as const, receiptName: 'Emily Johnson' };
    store.dispatch(paymentChosen(payment));
    expect(await confirm([sa1004.id])).toBe('guidance');
    expect(checkinState(store).checkinData.value!.id).toBe(first.id);
    expect(checkinState(store).checkinPaymentData.value).toEqual(payment);
    expect(sent.filter((r) => r.path === '/api/checkin/set')).toHaveLength(1);

    // Another choice: registered anew, the payment step chosen again.
    expect(await confirm([sa1004.id, sa1005.id])).toBe('guidance');
    const second = checkinState(store).checkinData.value!;
    expect(second.reservationIds).toEqual([sa1004.id, sa1005.id]);
    expect(second.id).toMatch(/^\d+$/);
    expect(second.id).not.toBe(first.id);
    expect(checkinState(store).checkinPaymentData.value).toBeNull();

    // Without guidance: payment when there is something to pay, otherwise confirm.
    store.dispatch(guidanceDecided(0));
    expect(await confirm([sa1004.id])).toBe('payment');
    expect(await confirm([sa1005.id])).toBe('confirm');
    expect(checkinState(store).checkinData.value!.reservationIds).toEqual([sa1005.id]);
  });

  it('rule 4: the guidance answers are saved; payment with a bill to pay, confirm otherwise', async () => {
    const store = storeFor();
    const answers: GuidanceAnswer[] = [
      { id: 2, value: 'Train' },
      { id: 9, value: 'A quiet room' },
    ];
    const save = (reservationIds: string[], plugins = sakura.plugins) => {
      restoreCheckin(store, { checkinData: draft({ reservationIds, id: '1' }) });
      return store.dispatch(saveGuidance({ answers, hotelId: SAKURA, plugins })).unwrap();
    };

    expect(await save([sa1004.id])).toBe('payment');
    expect(checkinState(store).customCheckinData.value).toEqual(answers);
    expect(checkinState(store).checkinData.value).toStrictEqual(draft({ reservationIds: [sa1004.id], id: '1' }));

    expect(await save([])).toBe('confirm');
    expect(await save([sa1005.id])).toBe('confirm');
    // Without the payment plugin there is no payment step, whatever the bill.
    expect(await save([sa1004.id], [])).toBe('confirm');
  });

  it('rules 6 and 10: the submit sends a pending check-in, clears the session and keeps the approved data', async () => {
    const { token } = await newMember();
    const store = storeWithOldSession(token);
    const user = await memberOf(store);
    const history = store.dispatch(providerApi.endpoints.getCheckinHistory.initiate({}));
    expect((await history.unwrap()).checkinHistorys).toEqual([]);
    const window = checkinWindow(minato.facilityBasicInfo);
    const stay = draft({
      inDate: laterDate(),
      inTime: '17:00',
      totalMembers: 2,
      companionsList: [{ surname: '佐藤', name: '健' }],
      reservationTel: '09000000008',
      previousAccommodation: 'Other',
      previousPlace: ' 京都のホテル ',
      nextAccommodation: 'Home',
      nextPlace: 'ignored',
    });
    restoreCheckin(store, { checkinData: stay, customCheckinData: null });
    const sent = recordRequests();

    const next = await store
      .dispatch(submitCheckin({ hotelId: MINATO, lang: 'en', user, fields: [], window }))
      .unwrap();

    expect(next).toBe('accept');
    const [request, ...others] = sent.filter((r) => r.path === '/api/checkin/smart-checkin');
    expect(others).toEqual([]);
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const arrival = arrivalInstant(stay.inDate, '17:00', window.begin, window.timeZone);
    expect(request!.body).toEqual({
      checkinId: null,
      userId: user.id,
      checkin: {
        hotelId: MINATO,
        jpnGtdStatus: 0,
        approvedStatus: 0,
        previousPlaceToStay: '京都のホテル',
        nextPlaceToStay: HOME_WORD,
        userCheckinTime: arrival,
        checkinTime: arrival,
        accompany: [{ surname: '佐藤', name: '健' }],
        guest: { totalMembers: 2, reservationTel: '09000000008' },
        user: expect.objectContaining({
          surname: COMPLETE_PROFILE.surname,
          name: COMPLETE_PROFILE.name,
          birthDate: COMPLETE_PROFILE.birthDate,
          address: COMPLETE_PROFILE.address,
          telephone: COMPLETE_PROFILE.telephone,
        }),
      },
      reservationIds: [],
      checkinNote: { memo: '' },
      paymentType: 'cash',
      receiptName: 'Old',
      lang: 'en',
      guestRegister: { residesInJapan: true, passports: [] },
    });

    // Rule 10: the check-in, search, custom, covid and payment data and the guidance flag are cleared.
    const state = checkinState(store);
    expect(state.checkinData.value).toBeNull();
    expect(state.searchReservations.value).toBeNull();
    expect(state.customCheckinData.value).toBeNull();
    expect(state.covidData.value).toBeNull();
    expect(state.checkinPaymentData.value).toBeNull();
    expect(state.guidance.value).toBe(0);
    const approved = state.approvedCheckinData.value!;
    expect(approved).toEqual({
      checkinId: expect.any(String),
      checkinCode: expect.any(String),
      qrJson: expect.any(String),
    });
    expect(JSON.parse(approved.qrJson)).toMatchObject({ checkin_code: approved.checkinCode, hotel_id: MINATO });

    // The server keeps it pending approval.
    const stored = await store
      .dispatch(providerApi.endpoints.getCheckinApproved.initiate({ checkinId: approved.checkinId }))
      .unwrap();
    expect(stored).toMatchObject({ checkinCode: approved.checkinCode, approvedStatus: 0 });

    // Rule 6: the member and the history are read again.
    await waitFor(() => {
      expect(
        providerApi.endpoints.getCheckinHistory
          .select({})(store.getState())
          .data?.checkinHistorys.map((c) => c.checkinCode),
      ).toEqual([approved.checkinCode]);
      expect(sent.filter((r) => r.method === 'GET' && r.path === '/api/me/account-info')).toHaveLength(1);
    });
    history.unsubscribe();

    // The draft is gone: the same check-in cannot be sent again from this session.
    await expect(
      store.dispatch(submitCheckin({ hotelId: MINATO, lang: 'en', user, fields: [], window })).unwrap(),
    ).rejects.toMatchObject({ message: 'No check-in draft' });
  });

  it('rule 6: a check-in whose answer was lost is sent again unchanged (same key, same body): one check-in', async () => {
    const { token } = await newMember();
    const store = storeFor(token);
    const user = await memberOf(store);
    const realFetch = global.fetch;
    let lost: unknown;
    const sent: SentRequest[] = [];
    // The server stores the check-in, but its answer never reaches the phone.
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input.clone() : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/checkin/smart-checkin') {
        sent.push({ method: request.method, path, headers: request.headers, body: JSON.parse(await request.text()) });
      }
      const response = await realFetch(input, init);
      if (lost !== undefined || path !== '/api/checkin/smart-checkin') return response;
      lost = await response.json();
      throw new TypeError('Failed to fetch');
    });
    restoreCheckin(store, {
      checkinData: draft({ inDate: laterDate(), inTime: '18:00', reservationTel: '09000000008' }),
    });
    const submit = () =>
      store
        .dispatch(
          submitCheckin({
            hotelId: MINATO,
            lang: 'en',
            user,
            fields: [],
            window: checkinWindow(minato.facilityBasicInfo),
          }),
        )
        .unwrap();

    await expect(submit()).rejects.toBeDefined();
    expect(lost).toMatchObject({ checkinCode: expect.any(String) });
    // The draft stays, with the request the lost answer belonged to.
    const kept = checkinState(store).checkinData.value!;
    expect(kept.submission?.key).toMatch(/^[0-9a-f-]{36}$/);

    // Meanwhile the guest changed the party, and the arrival has passed: the retry still sends the
    // first request (the server may have it), not a second check-in.
    restoreCheckin(store, { checkinData: { ...kept, totalMembers: 3, inDate: addDays(kept.inDate, -3) } });
    sent.splice(0);
    await submit();
    expect(checkinState(store).approvedCheckinData.value).toEqual(lost);
    const [retry] = sent.filter((r) => r.path === '/api/checkin/smart-checkin');
    expect(retry?.headers.get('Idempotency-Key')).toBe(kept.submission!.key);
    expect(retry?.body).toEqual(kept.submission!.body);
    const history = await store
      .dispatch(providerApi.endpoints.getCheckinHistory.initiate({}, { forceRefetch: true }))
      .unwrap();
    expect(history.checkinHistorys.map((c) => c.checkinCode)).toEqual([(lost as { checkinCode: string }).checkinCode]);
  });

  it('rule 6, card: a charge whose answer was lost is resumed after a reload under its key: charged once', async () => {
    const member = await newMemberWithCard();
    const store = storeFor(member.token);
    const storage = await persisting(store);
    const user = await memberOf(store);
    const sa1001 = byCode(await searchByPhone('09000000001'), 'SA-1001');
    const bill = await store
      .dispatch(providerApi.endpoints.getCheckinPayments.initiate({ hotelId: SAKURA, reservationIds: [sa1001.id] }))
      .unwrap();
    expect(bill.totalAmount).toBeGreaterThan(0);
    const stay = draft({ inDate: laterDate(), inTime: '18:00', reservationIds: [sa1001.id] });
    restoreCheckin(store, {
      checkinData: stay,
      checkinPaymentData: {
        paymentAmount: bill.totalAmount,
        paymentMethod: 'creditCard',
        receiptName: 'Taro Yamada',
        cardId: member.cardId,
      },
    });
    // The charge reaches the server, but its answer is lost on the way back.
    const { keys, realFetch } = loseAnswers('/api/payment/credit-card-payment');
    const args = {
      hotelId: SAKURA,
      lang: 'en' as const,
      user,
      fields: [],
      window: checkinWindow(sakura.facilityBasicInfo),
    };
    await expect(store.dispatch(submitCheckin(args)).unwrap()).rejects.toBeDefined();
    const kept = checkinState(store).checkinPaymentData.value!;
    expect(kept.charge?.key).toBe(keys[0]);
    expect(kept.orderId).toBeUndefined();

    // A reload: a new store with what session storage kept.
    const reloaded = await storage.reload();
    expect(checkinState(reloaded).checkinPaymentData.value).toEqual(kept);
    expect(await reloaded.dispatch(submitCheckin(args)).unwrap()).toBe('accept');
    expect(new Set(keys).size).toBe(1);
    const payments = await (
      await realFetch(`${process.env.API_BASE}/api/me/account-payment`, {
        headers: { Authorization: `Bearer ${member.token}` },
      })
    ).json();
    expect(payments.userPayment).toHaveLength(1);
    expect(checkinState(reloaded).approvedCheckinData.value).toMatchObject({ checkinCode: expect.any(String) });
  });

  it('rule 6: an arrival that has passed since it was chosen goes back to edit, saying so, before any charge', async () => {
    const member = await newMemberWithCard();
    const store = storeFor(member.token);
    const user = await memberOf(store);
    // Chosen days ago (a draft kept in the session): its time has long passed.
    const stay = draft({ inDate: addDays(laterDate(), -3), inTime: '15:00', reservationIds: [sa1004.id] });
    restoreCheckin(store, {
      checkinData: stay,
      checkinPaymentData: {
        paymentAmount: 131_920,
        paymentMethod: 'creditCard',
        receiptName: 'Taro Yamada',
        cardId: member.cardId,
      },
    });
    const sent = recordRequests();
    const args = {
      hotelId: SAKURA,
      lang: 'en' as const,
      user,
      fields: [],
      window: checkinWindow(sakura.facilityBasicInfo),
    };

    expect(await store.dispatch(submitCheckin(args)).unwrap()).toBe('edit');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(store.getState().toast.toasts.at(-1)).toMatchObject({
      kind: 'error',
      parts: [{ id: 'checkin.confirm.arrivalPassed' }],
    });
    expect(checkinState(store).checkinData.value).toStrictEqual(stay);
  });

  it('rule 8: the edit saves the member, the draft (places, companions) and the answers, then confirm', async () => {
    const { token } = await newMember();
    const store = storeFor(token);
    const before = draft({ reservationIds: [sa1004.id], id: '77' });
    restoreCheckin(store, { checkinData: before, customCheckinData: [{ id: 2, value: 'Car' }] });
    const edit = {
      ...formValues({
        totalMembers: 2,
        companionsList: [
          { surname: 'Takahashi', name: 'Jun' },
          { surname: 'Takahashi', name: 'Rin' },
        ],
        reservationTel: ' 09011112222 ',
      }),
      previousAccommodation: 'Other' as const,
      previousPlace: '  Hotel Kyoto  ',
      nextAccommodation: 'Home' as const,
      nextPlace: 'typed, then Home chosen',
    };
    const profile = {
      ...COMPLETE_PROFILE,
      surname: '高橋',
      name: '直子',
      nameKana: 'タカハシ ナオコ',
      address: '大阪府大阪市北区梅田1-1-1',
      telephone: '08011112222',
    };
    const answers = [{ id: 2, value: 'Taxi' }];

    expect(
      await store
        .dispatch(saveCheckinEdit({ edit, answers, profile, register: { passports: [] }, hotelId: SAKURA }))
        .unwrap(),
    ).toBe('confirm');

    const reloaded = await store
      .dispatch(providerApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(reloaded.user).toMatchObject({
      surname: '高橋',
      name: '直子',
      nameKana: 'タカハシ ナオコ',
      address: '大阪府大阪市北区梅田1-1-1',
      telephone: '08011112222',
    });
    expect(checkinState(store).checkinData.value).toStrictEqual({
      ...before,
      ...edit,
      reservationTel: '09011112222',
      companionsList: [{ surname: 'Takahashi', name: 'Jun' }],
      previousPlace: 'Hotel Kyoto',
      nextPlace: '',
      // A Japanese representative is not asked about the register.
      residesInJapan: undefined,
      passports: [],
    } satisfies CheckinDraft);
    expect(checkinState(store).customCheckinData.value).toEqual(answers);

    // Without guidance answers (no guidance step) the stored answers stay as they are.
    await store
      .dispatch(
        saveCheckinEdit({
          edit: { ...edit, knowsContacts: true },
          answers: null,
          profile,
          register: { passports: [] },
          hotelId: SAKURA,
        }),
      )
      .unwrap();
    expect(checkinState(store).customCheckinData.value).toEqual(answers);
    expect(checkinState(store).checkinData.value?.companionsList).toEqual([]);
  });

  it('rule 8: a refused member update changes neither the draft nor the answers', async () => {
    const { token } = await newMember();
    const store = storeFor(token);
    const before = draft();
    restoreCheckin(store, { checkinData: before });
    const edit = { ...before, totalMembers: 3 };

    await expect(
      store
        .dispatch(
          saveCheckinEdit({
            edit,
            answers: [{ id: 2, value: 'Taxi' }],
            profile: { ...COMPLETE_PROFILE, telephone: 'not a phone' },
            register: { passports: [] },
            hotelId: SAKURA,
          }),
        )
        .unwrap(),
    ).rejects.toBeDefined();
    expect(checkinState(store).checkinData.value).toStrictEqual(before);
    expect(checkinState(store).customCheckinData.value).toBeNull();
  });
});

// The guest register (issue 24): passports captured on the edit screen's Confirm, sent with the check-in.
describe('check-in thunks: passports', () => {
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
  const photo = (bytes = JPEG) =>
    passportPhoto(new File([new Uint8Array(bytes)], 'passport.jpg', { type: 'image/jpeg' }));
  const edit = { ...formValues(), ...draft({ inDate: laterDate() }) };
  const foreignEdit = (store: AppStore, register: RegisterEdit) =>
    store.dispatch(saveCheckinEdit({ edit, answers: null, profile: FOREIGN_PROFILE, register, hotelId: MINATO }));

  it('the edit uploads each new passport (base64) and keeps a captured one; the draft keeps ids and masks only', async () => {
    const { token } = await newMember({ profile: FOREIGN_PROFILE });
    const store = storeFor(token);
    restoreCheckin(store, { checkinData: draft() });
    const sent = recordRequests();
    const before = {
      guest: 2,
      passportId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
      nationality: 'USA',
      maskedNumber: '******999',
    };

    await foreignEdit(store, {
      residesInJapan: false,
      passports: [
        { guest: 0, nationality: 'KOR', passportNumber: 'M12345678', photo: photo() },
        { guest: 1, captured: before },
      ],
    }).unwrap();

    const uploads = sent.filter((r) => r.path === '/api/checkin/passports');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body).toEqual({
      hotelId: MINATO,
      nationality: 'KOR',
      passportNumber: 'M12345678',
      image: { type: 'image/jpeg', data: Buffer.from(JPEG).toString('base64') },
    });
    const saved = checkinState(store).checkinData.value!;
    expect(saved.residesInJapan).toBe(false);
    expect(saved.passports).toEqual([
      { guest: 0, passportId: expect.stringMatching(/^[0-9a-f-]{36}$/), nationality: 'KOR', maskedNumber: '******678' },
      { ...before, guest: 1 },
    ]);
    expect(JSON.stringify(saved)).not.toContain('M12345678');
  });

  it('a refused upload (not a JPEG) changes neither the member nor the draft', async () => {
    const { token } = await newMember({ profile: FOREIGN_PROFILE });
    const store = storeFor(token);
    const before = draft();
    restoreCheckin(store, { checkinData: before });
    const sent = recordRequests();

    await expect(
      foreignEdit(store, {
        residesInJapan: false,
        passports: [
          { guest: 0, nationality: 'KOR', passportNumber: 'M12345678', photo: photo([0x25, 0x50, 0x44, 0x46]) },
        ],
      }).unwrap(),
    ).rejects.toBeDefined();
    expect(sent.filter((r) => r.path === '/api/checkin/passports')).toHaveLength(1);
    expect(sent.filter((r) => r.path === '/api/me/account-info')).toEqual([]);
    expect(checkinState(store).checkinData.value).toStrictEqual(before);
  });

  it('the check-in sends guestRegister with the captures; the server takes it', async () => {
    const { token } = await newMember({ profile: FOREIGN_PROFILE });
    const store = storeFor(token);
    restoreCheckin(store, {
      checkinData: draft({ totalMembers: 2, companionsList: [{ surname: 'Park', name: 'Ji' }] }),
    });
    await store
      .dispatch(
        saveCheckinEdit({
          edit: { ...edit, totalMembers: 2, companionsList: [{ surname: 'Park', name: 'Ji' }] },
          answers: null,
          profile: FOREIGN_PROFILE,
          register: {
            residesInJapan: false,
            passports: [
              { guest: 0, nationality: 'KOR', passportNumber: 'M12345678', photo: photo() },
              { guest: 1, nationality: 'KOR', passportNumber: 'X9876543', photo: photo() },
            ],
          },
          hotelId: MINATO,
        }),
      )
      .unwrap();
    const captured = checkinState(store).checkinData.value!.passports!;
    const user = await memberOf(store);
    const sent = recordRequests();
    const window = checkinWindow(minato.facilityBasicInfo);

    expect(
      await store.dispatch(submitCheckin({ hotelId: MINATO, lang: 'en', user, fields: [], window })).unwrap(),
    ).toBe('accept');
    const [request] = sent.filter((r) => r.path === '/api/checkin/smart-checkin');
    expect((request!.body as { guestRegister: unknown }).guestRegister).toEqual({
      residesInJapan: false,
      passports: captured.map(({ guest, passportId }) => ({ guest, passportId })),
    });
  });
});

describe('guidanceMemo', () => {
  const field = (overrides: Partial<CustomCheckinField> & Pick<CustomCheckinField, 'id'>): CustomCheckinField => ({
    inputType: 'textArea',
    title: 'Title',
    jpTitle: 'タイトル',
    content: null,
    inputValue: [],
    isRequired: false,
    value: null,
    ...overrides,
  });
  const english = [
    field({ id: 1, inputType: 'none', title: 'Before your stay', jpTitle: 'ご滞在にあたってのお願い' }),
    field({
      id: 2,
      inputType: 'selectBox',
      title: 'How will you arrive?',
      jpTitle: '当日の交通手段',
      inputValue: ['Train', 'Car'],
    }),
    field({ id: 3, title: 'Requests', jpTitle: 'ご要望' }),
    field({ id: 4, inputType: 'selectBox', title: 'Headache', jpTitle: '頭痛', inputValue: ['No', 'Yes'] }),
  ];
  const japanese = english.map((f) =>
    f.id === 2 ? { ...f, inputValue: ['電車', '車'] } : f.id === 4 ? { ...f, inputValue: ['なし', 'あり'] } : f,
  );

  it('puts the header first, then the answered fields in their order with Japanese titles and options', () => {
    const answers = [
      { id: 3, value: '  A quiet room, please ' },
      { id: 4, value: '' },
      { id: 1, value: 'read' },
      { id: 2, value: 'Car' },
    ];
    expect(guidanceMemo(english, answers, japanese)).toBe(
      [GUIDANCE_HEADER, '当日の交通手段: 車', 'ご要望: A quiet room, please'].join('\n'),
    );
  });

  it('uses the fields’ own options in Japanese, and gives an answer that is no option as typed', () => {
    expect(guidanceMemo(japanese, [{ id: 4, value: 'あり' }])).toBe(`${GUIDANCE_HEADER}\n頭痛: あり`);
    expect(guidanceMemo(english, [{ id: 2, value: 'Bicycle' }], japanese)).toBe(
      `${GUIDANCE_HEADER}\n当日の交通手段: Bicycle`,
    );
  });

  it('is empty when nothing was answered', () => {
    expect(guidanceMemo(english, null, japanese)).toBe('');
    expect(guidanceMemo(english, [], japanese)).toBe('');
    expect(
      guidanceMemo(
        english,
        [
          { id: 1, value: 'display only' },
          { id: 3, value: '   ' },
        ],
        japanese,
      ),
    ).toBe('');
  });

  it('maps the demo hotel’s English options to its Japanese ones', async () => {
    const store = makeStore();
    const fields = async (lang: 'en' | 'ja') =>
      (await store.dispatch(providerApi.endpoints.getCustomCheckinFields.initiate({ hotelId: SAKURA, lang })).unwrap())
        .customCheckin;
    const [inEnglish, inJapanese] = await Promise.all([fields('en'), fields('ja')]);
    const arrival = inEnglish.find((f) => f.title === 'How will you arrive?')!;
    expect(guidanceMemo(inEnglish, [{ id: arrival.id, value: 'On foot' }], inJapanese)).toBe(
      `${GUIDANCE_HEADER}\n当日の交通手段: 徒歩`,
    );
  });
});
