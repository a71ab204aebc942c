// Types of prune-image-modules.mjs for the TypeScript tests that import it.
export declare const RECEIPT_FONT_WEIGHTS: string[];
/** Whether a file (its path inside node_modules, with `/`) is one the image leaves out. */
export declare function isPruned(file: string): boolean;
/** Deletes the pruned files under `dir`; returns how many and their bytes. */
export declare function pruneModules(dir: string): { files: number; bytes: number };
