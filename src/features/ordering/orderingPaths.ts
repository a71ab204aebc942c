/** The mobile request screens (spec doc 2 §2 route table). */
export const ORDERING_PATHS = {
  list: '/request',
  cart: '/request/product-confirmation',
  order: '/request/order-confirmation',
  complete: '/request/complete',
} as const;

export type OrderingStep = keyof typeof ORDERING_PATHS;
