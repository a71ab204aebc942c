// Types of firstScreen.cjs, for the SPA and the server (TypeScript) that import it.
export declare const FIRST_SCREEN_PRODUCTS: number;
