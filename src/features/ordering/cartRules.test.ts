import type { Product } from '@/api/providerApi';
import {
  addToCart,
  cartChanges,
  cartTotals,
  clampQuantity,
  maxQuantity,
  refreshCart,
  setCartCount,
  MAX_QUANTITY,
} from './cartRules';
import type { ProductsCart } from './cartSlice';

const product = (id: number, changes: Partial<Product> = {}): Product => ({
  id,
  name: { ja: `商品${id}`, en: `Product ${id}`, zh: null, ko: null },
  description: { ja: '', en: null, zh: null, ko: null },
  price: 100 * id,
  stock: 5,
  imagePath: null,
  isNowOnSale: true,
  category: 1,
  tags: [],
  salesSubject: { salesSubjectMasterId: 9000 + id },
  ...changes,
});

describe('quantities', () => {
  it('stay within 0 and the stock (999 when unlimited)', () => {
    expect(maxQuantity(product(1, { stock: 3 }))).toBe(3);
    expect(maxQuantity(product(1, { stock: null }))).toBe(MAX_QUANTITY);
    expect(maxQuantity(product(1, { stock: -2 }))).toBe(0);
    expect(clampQuantity(product(1, { stock: 3 }), 7)).toBe(3);
    expect(clampQuantity(product(1), -1)).toBe(0);
    expect(clampQuantity(product(1), 2.7)).toBe(2);
    expect(clampQuantity(product(1), Number.NaN)).toBe(0);
  });
});

describe('addToCart', () => {
  it('adds to what is already there, within the stock', () => {
    const p = product(1, { stock: 4 });
    let cart = addToCart({}, p, 1);
    cart = addToCart(cart, p, 2);
    expect(cart['1']).toEqual({ product: p, count: 3 });
    expect(addToCart(cart, p, 5)['1']!.count).toBe(4);
  });

  it('refuses a product out of its sale time or sold out', () => {
    expect(addToCart({}, product(1, { isNowOnSale: false }), 1)).toEqual({});
    expect(addToCart({}, product(1, { stock: 0 }), 1)).toEqual({});
  });
});

describe('setCartCount', () => {
  it('sets a line’s quantity within the stock; zero removes the line', () => {
    const cart: ProductsCart = { '1': { product: product(1), count: 2 }, '2': { product: product(2), count: 1 } };
    expect(setCartCount(cart, 1, 9)['1']!.count).toBe(5);
    expect(setCartCount(cart, 1, 0)).toEqual({ '2': cart['2'] });
    expect(setCartCount(cart, 3, 1)).toBe(cart);
  });
});

describe('cartTotals', () => {
  it('counts the items and sums their prices', () => {
    const cart: ProductsCart = { '1': { product: product(1), count: 2 }, '2': { product: product(2), count: 3 } };
    expect(cartTotals(cart)).toEqual({ count: 5, sum: 2 * 100 + 3 * 200 });
    expect(cartTotals({})).toEqual({ count: 0, sum: 0 });
  });
});

describe('cartChanges and refreshCart', () => {
  const cart: ProductsCart = {
    '1': { product: product(1), count: 2 },
    '2': { product: product(2), count: 4 },
    '3': { product: product(3), count: 1 },
    '4': { product: product(4), count: 1 },
    '5': { product: product(5), count: 1 },
  };
  const now = [
    product(1),
    product(2, { stock: 3 }),
    product(3, { price: 350 }),
    product(4, { isNowOnSale: false }),
    // 5 is no longer offered
  ];

  it('finds what changed on the server: stock, price, sale time, removal', () => {
    expect(cartChanges(cart, now)).toEqual([
      { productId: 2, removed: false, outOfSaleTime: false, outOfStock: true, newPrice: null },
      { productId: 3, removed: false, outOfSaleTime: false, outOfStock: false, newPrice: 350 },
      { productId: 4, removed: false, outOfSaleTime: true, outOfStock: false, newPrice: null },
      { productId: 5, removed: true, outOfSaleTime: false, outOfStock: false, newPrice: null },
    ]);
    expect(cartChanges({ '1': cart['1']! }, now)).toEqual([]);
  });

  it('brings the cart up to date: new prices, counts cut to the stock, gone products dropped, closed ones kept', () => {
    const next = refreshCart(cart, now);
    expect(Object.keys(next)).toEqual(['1', '2', '3', '4']);
    expect(next['2']!.count).toBe(3);
    expect(next['3']!.product.price).toBe(350);
    expect(next['4']!.product.isNowOnSale).toBe(false);
    expect(refreshCart({ '2': { product: product(2), count: 1 } }, [product(2, { stock: 0 })])).toEqual({});
  });
});
