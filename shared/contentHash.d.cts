// Types of contentHash.cjs, for the server and the service worker (TypeScript) that import it.
export declare const CONTENT_HASH_LENGTH: number;
export declare const HASHED_FILE: RegExp;
