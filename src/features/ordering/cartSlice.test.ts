import { makeStore } from '@/app/store';
import type { Product } from '@/api/providerApi';
import { persisting } from '../../../test/setup/reload';
import {
  cartRefreshed,
  countChanged,
  orderAttemptForgotten,
  orderBegun,
  orderCompleted,
  orderStepRecorded,
  productAdded,
  roomsFound,
  selectCart,
  selectCartRooms,
  selectOrderProgress,
} from './cartSlice';

// The order's steps as events, and the session storage they write: a guest's saved cart and order
// from before the events were named must read back unchanged.

const product = (id: number, stock: number | null = 10, price = 200) =>
  ({ id, price, stock, isNowOnSale: true }) as Product;
const room = { id: '1', name: 'Twin', roomNumber: ['805'], checkinId: '5' };
const line = { id: 1, name: '水', count: 2, price: 200, salesSubjectId: 1 };
const stored = (value: unknown) =>
  JSON.stringify({ value: JSON.stringify(value), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

describe('the order’s events', () => {
  it('keep the cart within the stock, and an order under way across a new room search', () => {
    const store = makeStore();
    store.dispatch(productAdded({ product: product(1, 3), count: 2 }));
    store.dispatch(productAdded({ product: product(1, 3), count: 2 }));
    expect(selectCart(store.getState())).toEqual({ 1: { product: product(1, 3), count: 3 } });
    store.dispatch(cartRefreshed([product(1, 1, 250)]));
    expect(selectCart(store.getState())).toEqual({ 1: { product: product(1, 1, 250), count: 1 } });
    store.dispatch(roomsFound({ telephone: '08055556666', rooms: [room] }));
    store.dispatch(orderBegun({ checkinId: '5', roomNumber: '805', paymentMethod: 0, cardId: 'c', lines: [line] }));
    // Paid at check-out: no card is charged, whatever card the member has.
    expect(selectOrderProgress(store.getState())).toEqual({
      telephone: '08055556666',
      order: { checkinId: '5', roomNumber: '805', paymentMethod: 0, lines: [line], total: 400 },
    });
    store.dispatch(roomsFound({ telephone: '08000000000', rooms: [] }));
    expect(selectOrderProgress(store.getState())?.telephone).toBe('08055556666');
    store.dispatch(orderAttemptForgotten());
    expect(selectOrderProgress(store.getState())).toEqual({ telephone: '08055556666' });
    store.dispatch(countChanged({ productId: 1, count: 0 }));
    expect(selectCart(store.getState())).toEqual({});
  });

  it('read back a cart and an order saved before, write them in the same shape, and forget them once complete', async () => {
    const cart = { 1: { product: product(1), count: 2 } };
    const progress = {
      telephone: '08055556666',
      order: {
        checkinId: '5',
        roomNumber: '805',
        paymentMethod: 1 as const,
        lines: [line],
        total: 400,
        card: { cardId: 'c' },
      },
    };
    sessionStorage.setItem('productsCart', stored(cart));
    sessionStorage.setItem('cartRooms', stored([room]));
    sessionStorage.setItem('orderProgress', stored(progress));
    const store = makeStore();
    const { reload } = await persisting(store);
    expect(selectCart(store.getState())).toEqual(cart);
    expect(selectCartRooms(store.getState())).toEqual([room]);
    const paid = { ...progress.order, card: { cardId: 'c', key: 'k-1', paymentId: 'P1' } };
    store.dispatch(orderStepRecorded(paid));
    const reloaded = await reload();
    expect(sessionStorage.getItem('orderProgress')).toBe(stored({ ...progress, order: paid }));
    expect(sessionStorage.getItem('productsCart')).toBe(stored(cart));
    reloaded.dispatch(orderCompleted());
    expect(selectCart(reloaded.getState())).toEqual({});
    expect(selectCartRooms(reloaded.getState())).toBeNull();
    expect(selectOrderProgress(reloaded.getState())).toBeNull();
  });
});
