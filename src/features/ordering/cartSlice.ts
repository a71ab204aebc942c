import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartRoom, Product } from '@/api/providerApi';
import type { RootState } from '@/app/store';
import { inSession, persisted, type Held } from '@/lib/persist';
import { addToCart, refreshCart, setCartCount } from './cartRules';

/**
 * One product in the mobile-request cart (doc 2 §3 "Cart"): the product as the guest saw it when
 * they added it (its price and stock are compared with the server's before paying, see
 * cartRules.ts `cartChanges`) and how many.
 */
export interface CartEntry {
  product: Product;
  count: number;
}

/** The cart: entries keyed by product id (session key productsCart). */
export type ProductsCart = Record<string, CartEntry>;

/**
 * The order is complete (doc 2 §4 rule 3): the cart, its rooms and the order's steps are forgotten.
 * Also sign-out and another hotel's visit.
 */
export const orderCompleted = createAction('ordering/orderCompleted');
/** Doc 2 §4 rule 2: the phone found these rooms (the phone is the server's proof for the order). */
export const roomsFound = createAction<{ telephone: string; rooms: CartRoom[] }>('ordering/roomsFound');

/** The cart, with the rules of doc 2 §4 rule 4 (cartRules.ts): within the stock, only what is on sale. */
export const productsCart = createSlice({
  name: 'ordering/productsCart',
  initialState: { value: {} } as Held<ProductsCart>,
  reducers: {
    /** The product modal's "add": added to what is already there. */
    productAdded: (state, { payload }: PayloadAction<{ product: Product; count: number }>) => ({
      value: addToCart(state.value, payload.product, payload.count),
    }),
    /** The cart's stepper: zero removes the line. */
    countChanged: (state, { payload }: PayloadAction<{ productId: number; count: number }>) => ({
      value: setCartCount(state.value, payload.productId, payload.count),
    }),
    /** The server's products were read again: the cart takes their prices and stock. */
    cartRefreshed: (state, { payload }: PayloadAction<Product[]>) => ({ value: refreshCart(state.value, payload) }),
  },
  extraReducers: (builder) => builder.addCase(orderCompleted, () => ({ value: {} })),
});

/** The rooms found for the cart's phone number (doc 2 §3 "Cart room", session key cartRooms). */
export const cartRooms = createSlice({
  name: 'ordering/cartRooms',
  initialState: { value: null } as Held<CartRoom[] | null>,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(roomsFound, (_state, { payload }) => ({ value: payload.rooms }))
      .addCase(orderCompleted, () => ({ value: null })),
});

/** A product of the order as it is sent and recorded (its name for the mails). */
export interface OrderLine {
  id: number;
  name: string;
  count: number;
  /** Yen, tax included. */
  price: number;
  salesSubjectId: number;
}

/** The steps of an order being sent, each recorded as it finishes (requestThunks.ts `placeOrder`). */
export interface OrderSteps {
  checkinId: string;
  roomNumber: string;
  /** Order payment code (doc 2 §3): 0 pay at check-out, 1 credit card, 2 no payment method. */
  paymentMethod: 0 | 1 | 2;
  lines: OrderLine[];
  total: number;
  /**
   * The card payment: the card, its Idempotency-Key once sent, then the payment's id once answered
   * (src/domain/payment/cardPayment.ts makes the keys; a record from before has them from the start).
   */
  card?: { key?: string; cardId: string; paymentId?: string };
  /** The order's Idempotency-Key once sent, then its id once answered. */
  orderKey?: string;
  requestOrderId?: string;
  saleIds?: string[];
  receiptSaved?: boolean;
  mailed?: boolean;
}

/** What the guest ordered, as the order begins. */
export type NewOrder = Pick<OrderSteps, 'checkinId' | 'roomNumber' | 'paymentMethod' | 'lines'> & { cardId?: string };

/**
 * The order being placed (session key orderProgress, ours): the phone its rooms were found by
 * (the server's proof for the order) and, once sent, the order's finished steps, so that a reload
 * or a lost answer resumes without charging or ordering twice. Null when no order is under way.
 */
export interface OrderProgress {
  telephone: string;
  order?: OrderSteps;
}

export const orderProgress = createSlice({
  name: 'ordering/orderProgress',
  initialState: { value: null } as Held<OrderProgress | null>,
  reducers: {
    /** The order is about to be sent (the cart read again and unchanged): its lines, room and payment. */
    orderBegun: (state, { payload }: PayloadAction<NewOrder>) => {
      const { checkinId, roomNumber, paymentMethod, lines, cardId } = payload;
      if (!state.value) return;
      state.value.order = {
        checkinId,
        roomNumber,
        paymentMethod,
        lines,
        total: lines.reduce((sum, l) => sum + l.count * l.price, 0),
        // The saved card is charged only when the guest pays by card (code 1).
        ...(paymentMethod === 1 && cardId ? { card: { cardId } } : {}),
      };
    },
    /** A step of the order finished (or began, with its key). */
    orderStepRecorded: (state, { payload }: PayloadAction<OrderSteps>) => {
      if (state.value?.order) state.value.order = payload;
    },
    /** Refused before anything was taken: a new attempt is a new payment and order. */
    orderAttemptForgotten: (state) => {
      if (state.value) delete state.value.order;
    },
  },
  extraReducers: (builder) =>
    builder
      // An order already under way (sent, not finished) is kept with the phone it was sent with: it
      // is finished first, never sent anew.
      .addCase(roomsFound, (state, { payload }) =>
        state.value?.order ? state : { value: { telephone: payload.telephone } },
      )
      .addCase(orderCompleted, () => ({ value: null })),
});

export const { productAdded, countChanged, cartRefreshed } = productsCart.actions;
export const { orderBegun, orderStepRecorded, orderAttemptForgotten } = orderProgress.actions;

/** Each value in session storage under exactly its spec key (orderProgress is ours). */
export const cartPersist = {
  productsCart: inSession('productsCart'),
  cartRooms: inSession('cartRooms'),
  orderProgress: inSession('orderProgress'),
};

/** The store's `cart` part. */
export const cartReducer = combineReducers({
  productsCart: persisted(cartPersist.productsCart, productsCart.reducer),
  cartRooms: persisted(cartPersist.cartRooms, cartRooms.reducer),
  orderProgress: persisted(cartPersist.orderProgress, orderProgress.reducer),
});

/** Sign-out forgets the cart, its rooms and the order under way. */
export const cartClearedOnSignOut = [orderCompleted];

export const selectCart = (state: RootState) => state.cart.productsCart.value;
export const selectCartRooms = (state: RootState) => state.cart.cartRooms.value;
export const selectOrderProgress = (state: RootState) => state.cart.orderProgress.value;
