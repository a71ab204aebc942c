import type { Product } from '@/api/providerApi';
import type { CartEntry, ProductsCart } from './cartSlice';

/** Spec doc 2 §9: the product name is cut to 34 characters in the product modal. */
export const MODAL_NAME_LENGTH = 34;
/** The contract's upper bound for one product's quantity (OrderedProducts.numberOfItems). */
export const MAX_QUANTITY = 999;

/** The most of `product` one order may take: its stock (null: unlimited, up to MAX_QUANTITY). */
export function maxQuantity(product: Pick<Product, 'stock'>): number {
  return product.stock === null ? MAX_QUANTITY : Math.max(0, Math.min(product.stock, MAX_QUANTITY));
}

/** A quantity kept within 0..maxQuantity (doc 2 §5: never below 0 nor above the stock). */
export function clampQuantity(product: Pick<Product, 'stock'>, count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.max(0, Math.min(Math.trunc(count), maxQuantity(product)));
}

/**
 * Adds `count` of `product` (from the product modal) to the cart: added to what is already there,
 * within the stock. A product not on sale or sold out is not added (doc 2 §4 rule 4).
 */
export function addToCart(cart: ProductsCart, product: Product, count: number): ProductsCart {
  if (!product.isNowOnSale || maxQuantity(product) === 0) return cart;
  const total = clampQuantity(product, (cart[product.id]?.count ?? 0) + count);
  return total === 0 ? cart : { ...cart, [product.id]: { product, count: total } };
}

/** Sets a cart line's quantity (cart confirmation); zero removes it (doc 2 §4 rule 4). */
export function setCartCount(cart: ProductsCart, productId: number, count: number): ProductsCart {
  const entry = cart[productId];
  if (!entry) return cart;
  const next = clampQuantity(entry.product, count);
  if (next === 0) {
    const rest = { ...cart };
    delete rest[productId];
    return rest;
  }
  return { ...cart, [productId]: { ...entry, count: next } };
}

/** The cart's entries in the order they were added. */
export const cartEntries = (cart: ProductsCart): CartEntry[] => Object.values(cart);

/** Total count and sum in yen (doc 2 §3 "Cart"). */
export function cartTotals(cart: ProductsCart): { count: number; sum: number } {
  return cartEntries(cart).reduce(
    (totals, entry) => ({ count: totals.count + entry.count, sum: totals.sum + entry.count * entry.product.price }),
    { count: 0, sum: 0 },
  );
}

/** What changed on the server for one cart line since the guest added it. */
export interface CartChange {
  productId: number;
  /** No longer offered at all. */
  removed: boolean;
  /** Out of its sale hours now (doc 2 §8 'Out of Sale Time'). */
  outOfSaleTime: boolean;
  /** Fewer in stock than in the cart (0: sold out). */
  outOfStock: boolean;
  /** The server's price when it differs from the one the guest saw, else null. */
  newPrice: number | null;
}

/**
 * Compares the cart with the server's current products (getProductsList): the lines whose product
 * went away, went out of sale time, has too little stock or changed price. The guest must see
 * these before paying; nothing is silently charged at another price.
 */
export function cartChanges(cart: ProductsCart, products: Product[]): CartChange[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return cartEntries(cart).flatMap((entry) => {
    const now = byId.get(entry.product.id);
    const change: CartChange = {
      productId: entry.product.id,
      removed: !now,
      outOfSaleTime: !!now && !now.isNowOnSale,
      outOfStock: !!now && now.stock !== null && now.stock < entry.count,
      newPrice: now && now.price !== entry.product.price ? now.price : null,
    };
    return change.removed || change.outOfSaleTime || change.outOfStock || change.newPrice !== null ? [change] : [];
  });
}

/**
 * The cart brought up to the server's products: each line takes the current product (price, stock,
 * sale flag), its count is cut to the stock, and lines of products no longer offered are dropped.
 * Lines out of sale time are kept (flagged and locked on the screen) until the guest removes them.
 */
export function refreshCart(cart: ProductsCart, products: Product[]): ProductsCart {
  const byId = new Map(products.map((p) => [p.id, p]));
  const next: ProductsCart = {};
  for (const entry of cartEntries(cart)) {
    const product = byId.get(entry.product.id);
    if (!product) continue;
    const count = clampQuantity(product, entry.count);
    if (count > 0) next[product.id] = { product, count };
  }
  return next;
}
