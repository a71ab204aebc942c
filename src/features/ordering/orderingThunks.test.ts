import type { Product } from '@/api/providerApi';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';
import { newMemberWithCard } from '../../../test/setup/members';
import { loseAnswers } from '../../../test/setup/lostAnswers';
import { persisting } from '../../../test/setup/reload';
import { productAdded, selectCart, selectCartRooms, selectOrderProgress } from './cartSlice';
import { fetchProducts, findRooms, placeOrder } from './orderingThunks';

// The order thunks (spec doc 2 §4 "Mobile request ordering") through a real store against the real
// API server (test/setup/startApiServer.cjs): the demo stays of 080-5555-6666 (rooms 805 and 806)
// receive these orders; no other SPA test orders to them.

const HOTEL = 'sakura-asakusa';
const PHONE = '08055556666';
const api = (path: string) => `${process.env.API_BASE}${path}`;

/**
 * A store kept in storage, with a cart of the products named (English names) and the rooms found
 * by the phone.
 */
async function storeWithCart(names: string[], token?: string) {
  const store = makeStore();
  const storage = await persisting(store);
  if (token) store.dispatch(sessionStarted(token));
  const { products } = await fetchProducts(store.dispatch, HOTEL);
  for (const name of names)
    store.dispatch(productAdded({ product: products.find((p) => p.name.en === name)!, count: 1 }));
  const rooms = await store.dispatch(findRooms({ hotelId: HOTEL, telephone: PHONE })).unwrap();
  const room = { checkinId: rooms[0]!.checkinId, roomNumber: rooms[0]!.roomNumber[0]! };
  return { store, room, products, storage };
}

describe('placeOrder', () => {
  afterEach(() => jest.restoreAllMocks());

  it('orders to be paid at check-out, mails the hotel and clears the cart', async () => {
    const { store, room } = await storeWithCart(['Hand-grilled rice crackers']);
    const result = await store
      .dispatch(placeOrder({ hotelId: HOTEL, lang: 'en', ...room, paymentMethod: 0, signedIn: false }))
      .unwrap();
    expect(result).toEqual({ done: true });
    const state = store.getState();
    expect(selectCart(state)).toEqual({});
    expect(selectCartRooms(state)).toBeNull();
    expect(selectOrderProgress(state)).toBeNull();
  });

  it.each([
    { step: 'charge', path: '/api/mobile-request/payment' },
    { step: 'order', path: '/api/mobile-request/order' },
  ])(
    'pays and orders once when the $step’s answer is lost: after a reload the retry resumes under its key',
    async ({ step, path }) => {
      const member = await newMemberWithCard();
      const { store, room, storage } = await storeWithCart(['Asakusa craft beer', 'Green tea (bottle)'], member.token);
      // The request reaches the server, but its answer is lost on the way back.
      const { keys, realFetch } = loseAnswers(path);
      const args = {
        hotelId: HOTEL,
        lang: 'en' as const,
        ...room,
        paymentMethod: 1 as const,
        cardId: member.cardId,
        guestName: 'Order Guest',
        signedIn: true,
      };
      await expect(store.dispatch(placeOrder(args)).unwrap()).rejects.toBeDefined();
      const kept = selectOrderProgress(store.getState())!.order!;
      expect(step === 'charge' ? kept.card?.key : kept.orderKey).toBe(keys[0]);
      if (step === 'order') expect(kept.card?.paymentId).toMatch(/^ORD/);
      expect(kept.requestOrderId).toBeUndefined();

      // A reload: a new store with what session storage kept; the retry finishes the order.
      const reloaded = await storage.reload();
      expect(selectOrderProgress(reloaded.getState())?.order).toEqual(kept);
      expect(selectCart(reloaded.getState())).not.toEqual({});
      expect(await reloaded.dispatch(placeOrder(args)).unwrap()).toEqual({ done: true });
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      // One card payment for the member.
      const payments = await (
        await realFetch(api('/api/me/account-payment'), { headers: { Authorization: `Bearer ${member.token}` } })
      ).json();
      expect(payments.userPayment).toHaveLength(1);
      expect(selectCart(reloaded.getState())).toEqual({});
    },
  );

  it('pays, orders, records the sales, backs up the receipt and mails, in that order', async () => {
    const member = await newMemberWithCard();
    const { store, room } = await storeWithCart(['Hot coffee'], member.token);
    const realFetch = global.fetch;
    const calls: string[] = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return realFetch(input, init);
    });
    const result = await store
      .dispatch(
        placeOrder({
          hotelId: HOTEL,
          lang: 'en',
          ...room,
          paymentMethod: 1,
          cardId: member.cardId,
          guestName: 'Order Guest',
          signedIn: true,
        }),
      )
      .unwrap();
    expect(result).toEqual({ done: true });
    const steps = calls.filter((c) => !c.startsWith('GET'));
    expect(steps.slice(0, 4)).toEqual([
      'POST /api/mobile-request/payment',
      'POST /api/mobile-request/order',
      'PUT /api/sales-manager/sales',
      'POST /api/backup-receipt-pdf-without-auth',
    ]);
    // The mails go out side by side, once the order is complete.
    expect([...steps.slice(4)].sort()).toEqual([
      'POST /api/mail/mobile-request-info-for-admin',
      'POST /api/mail/mobile-request-info-for-user',
    ]);
    // The products were read again before anything was sent.
    expect(calls[0]).toMatch(/^GET \/api\/mobile-request\/products/);
    expect(selectCart(store.getState())).toEqual({});
  });

  it('completes the order when a mail fails, and mails no guest who is not signed in', async () => {
    const { store, room } = await storeWithCart(['Green tea (bottle)']);
    const realFetch = global.fetch;
    const mails: string[] = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/mail/')) {
        mails.push(path);
        return new Response(JSON.stringify({ message: 'Mail server down' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return realFetch(input, init);
    });
    const result = await store
      .dispatch(placeOrder({ hotelId: HOTEL, lang: 'en', ...room, paymentMethod: 0, signedIn: false }))
      .unwrap();
    expect(result).toEqual({ done: true });
    expect(mails).toEqual(['/api/mail/mobile-request-info-for-admin']);
    expect(selectCart(store.getState())).toEqual({});
    expect(selectOrderProgress(store.getState())).toBeNull();
  });

  it('goes back to the cart on the server’s out_of_stock answer: nothing ordered, a new attempt is a new order', async () => {
    const { store, room } = await storeWithCart(['Green tea (bottle)']);
    const realFetch = global.fetch;
    const keys: string[] = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mobile-request/order') {
        keys.push(request.headers.get('Idempotency-Key')!);
        return new Response(JSON.stringify({ message: 'Out of stock', code: 'out_of_stock' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (path === '/api/sales-manager/sales') throw new Error('No sales may be recorded');
      return realFetch(input, init);
    });
    const args = { hotelId: HOTEL, lang: 'en' as const, ...room, paymentMethod: 0 as const, signedIn: false };
    expect(await store.dispatch(placeOrder(args)).unwrap()).toHaveProperty('changes');
    const state = store.getState();
    expect(selectOrderProgress(state)).toEqual({ telephone: PHONE });
    expect(Object.keys(selectCart(state))).toHaveLength(1);
    expect(selectCartRooms(state)).not.toBeNull();

    expect(await store.dispatch(placeOrder(args)).unwrap()).toHaveProperty('changes');
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('stops on a declined card: nothing charged, the order forgotten, the cart kept', async () => {
    const member = await newMemberWithCard('4000000000000002');
    const { store, room } = await storeWithCart(['Green tea (bottle)'], member.token);
    const result = await store
      .dispatch(
        placeOrder({ hotelId: HOTEL, lang: 'en', ...room, paymentMethod: 1, cardId: member.cardId, signedIn: true }),
      )
      .unwrap();
    expect(result).toMatchObject({ refusal: 'declined' });
    expect(selectOrderProgress(store.getState())?.order).toBeUndefined();
    expect(Object.keys(selectCart(store.getState()))).toHaveLength(1);
  });

  it('sends the guest back to the cart when the server’s products changed, and orders nothing', async () => {
    const { store, room, products } = await storeWithCart([]);
    // The guest saw the sold-out drink in stock, and the tea at another price.
    const yuzu = products.find((p) => p.name.en === 'Yuzu sparkling water')!;
    const tea = products.find((p) => p.name.en === 'Green tea (bottle)')!;
    const seen: Product[] = [
      { ...yuzu, stock: 5 },
      { ...tea, price: tea.price - 20 },
    ];
    for (const product of seen) store.dispatch(productAdded({ product, count: 1 }));
    const result = await store
      .dispatch(placeOrder({ hotelId: HOTEL, lang: 'en', ...room, paymentMethod: 0, signedIn: false }))
      .unwrap();
    expect(result).toMatchObject({
      changes: expect.arrayContaining([
        expect.objectContaining({ productId: yuzu.id, outOfStock: true }),
        expect.objectContaining({ productId: tea.id, newPrice: tea.price }),
      ]),
    });
    // The sold-out line is gone, the tea is at today's price; nothing was sent.
    expect(selectCart(store.getState())).toEqual({ [tea.id]: { product: tea, count: 1 } });
    expect(selectOrderProgress(store.getState())?.order).toBeUndefined();
  });
});
