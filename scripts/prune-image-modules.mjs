// The image's runtime stage runs this right after `npm ci --omit=dev`, in the same RUN (a file deleted in a
// later layer would still weigh in the image): it removes from node_modules what the server never reads.
//   - Source maps: Node reads them only with --enable-source-maps, which the image's command does not use.
//   - TypeScript declarations: for tsc and editors, not for Node.
//   - Noto Sans JP's weights other than the two the receipts use (server/src/services/receiptPdf.ts), and the
//     package's preview images: 7 of its 9 font files, 5.5 MB each.
// The production dependencies weigh 151 MB installed, 87 MB after this (docs/deployment.md).
//
//   node scripts/prune-image-modules.mjs [node_modules folder, default ./node_modules]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Noto Sans JP weights the receipts are drawn in (a test checks receiptPdf.ts reads only these). */
export const RECEIPT_FONT_WEIGHTS = ['400Regular', '700Bold'];

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp/';

/** Whether a file (its path inside node_modules, with `/`) is one the image leaves out. */
export function isPruned(file) {
  if (/\.(js|mjs|cjs|ts|mts|cts|css)\.map$/.test(file)) return true;
  if (/\.d\.[cm]?ts$/.test(file)) return true;
  if (file.startsWith(FONT_PACKAGE)) {
    // The other weights' font files and the preview images; the server resolves the two TTF files by path.
    const weight = file.slice(FONT_PACKAGE.length).split('/')[0];
    return file.endsWith('.png') || (file.endsWith('.ttf') && !RECEIPT_FONT_WEIGHTS.includes(weight));
  }
  return false;
}

/** Deletes the pruned files under `dir`; returns how many and their bytes. */
export function pruneModules(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (!isPruned(path.relative(dir, full).split(path.sep).join('/'))) continue;
    bytes += fs.statSync(full).size;
    fs.rmSync(full);
    files += 1;
  }
  return { files, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'node_modules');
  const { files, bytes } = pruneModules(dir);
  console.log(`Pruned ${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${dir}.`);
}
