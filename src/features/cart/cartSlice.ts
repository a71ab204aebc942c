import { createValueSlice } from '@/lib/valueSlice';

/** The mobile-request cart (doc 2 §3 "Cart", "Cart room"). */
export interface CartEntry {
  productId: number;
  count: number;
}

/** Cart entries keyed by product id. */
export const productsCart = createValueSlice<Record<string, CartEntry>>('cart/productsCart', {});
export const cartRooms = createValueSlice<Record<string, unknown>[] | null>('cart/cartRooms', null);
