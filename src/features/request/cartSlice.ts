import type { CartRoom, Product } from '@/api/providerApi';
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

export const productsCart = createValueSlice<ProductsCart>('request/productsCart', {});

/** The rooms found for the cart's phone number (doc 2 §3 "Cart room", session key cartRooms). */
export const cartRooms = createValueSlice<CartRoom[] | null>('request/cartRooms', null);

/**
 * The order being placed (session key requestProgress, ours): the phone its rooms were found by,
 * and what the order-confirmation screen and its thunk record. The shape is the order feature's
 * (see requestThunks.ts); null when no order is under way.
 */
export interface RequestProgress {
  /** The phone number the rooms were found by (the server's proof for the order). */
  telephone: string;
  /** Filled by the order thunk: chosen room, payment, idempotency keys and finished steps. */
  order?: Record<string, unknown>;
}

export const requestProgress = createValueSlice<RequestProgress | null>('request/requestProgress', null);
