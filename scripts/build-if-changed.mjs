// `npm start`, first half: builds the SPA into dist/ only when its sources changed since the last build
// (dist/.build-stamp.json, scripts/lib/buildInputs.cjs), and says so in one line instead of webpack's
// asset listing. `npm run build` is still the full, verbose webpack build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProduction, ROOT_DIR } from './lib/build.mjs';
import buildInputs from './lib/buildInputs.cjs';

const { buildNeeded } = buildInputs;

/** "3 min ago", "2 h ago"… for the up-to-date line. */
export function ago(since, now = new Date()) {
  const seconds = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 48 * 3600) return `${Math.round(seconds / 3600)} h ago`;
  return `${Math.round(seconds / 86400)} days ago`;
}

/** Number of files and their total size under a folder, e.g. "61 files, 1.9 MB". */
export function folderSummary(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !entry.name.startsWith('.')) {
        files += 1;
        bytes += fs.statSync(full).size;
      }
    }
  };
  walk(dir);
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
  return `${files} files, ${size}`;
}

async function main() {
  const outDir = path.join(ROOT_DIR, 'dist');
  const check = buildNeeded({ rootDir: ROOT_DIR, outDir });
  if (!check.needed) {
    console.log(`The app is up to date (built ${ago(new Date(check.stamp.builtAt))}).`);
    return;
  }
  console.log(`Building the app (${check.reason})…`);
  const { seconds } = await buildProduction({ outDir });
  console.log(`Built the app in ${Math.round(seconds)} s (dist/: ${folderSummary(outDir)}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(ROOT_DIR);
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
