// What a phone's first screen shows at once, which the SPA draws and the server's page prepares for.

/**
 * The product list's cards on a phone's first screen (two rows of two): their pictures load at once, and
 * one of them is the screen's largest paint. The SPA loads the rest lazily
 * (src/features/ordering/ProductsListScreen.tsx); the list's page preloads these
 * (server/src/web/spaPage.ts).
 */
const FIRST_SCREEN_PRODUCTS = 4;

module.exports = { FIRST_SCREEN_PRODUCTS };
