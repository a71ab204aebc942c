import { combineReducers } from '@reduxjs/toolkit';
import type { CartRoom, Product } from '@/api/providerApi';
import type { RootState } from '@/app/store';
import { inSession, persisted } from '@/lib/persist';
import { createValueSlice } from '@/lib/valueSlice';

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

export const productsCart = createValueSlice<ProductsCart>('ordering/productsCart', {});

/** The rooms found for the cart's phone number (doc 2 §3 "Cart room", session key cartRooms). */
export const cartRooms = createValueSlice<CartRoom[] | null>('ordering/cartRooms', null);

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

/**
 * The order being placed (session key orderProgress, ours): the phone its rooms were found by
 * (the server's proof for the order) and, once sent, the order's finished steps, so that a reload
 * or a lost answer resumes without charging or ordering twice. Null when no order is under way.
 */
export interface OrderProgress {
  telephone: string;
  order?: OrderSteps;
}

export const orderProgress = createValueSlice<OrderProgress | null>('ordering/orderProgress', null);

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
export const cartClearedOnSignOut = [productsCart, cartRooms, orderProgress].map((slice) => slice.actions.clear);

export const selectCart = (state: RootState) => state.cart.productsCart.value;
export const selectCartRooms = (state: RootState) => state.cart.cartRooms.value;
export const selectOrderProgress = (state: RootState) => state.cart.orderProgress.value;
