// The staff app apart from the guest's (scripts/webpack/apps.cjs), checked on a production build by
// scripts/bundle-budget.mjs: no chunk that the guest's runtime can load holds a staff module; the guest's
// runtime lists no staff chunk in its chunk map; the guest's page (index.html), home's files and the
// service worker's precache name no staff file; the staff app has its page and its own runtime.
import fs from 'node:fs';
import path from 'node:path';
import apps from '../webpack/apps.cjs';
import { HASHED_FILE } from '../../shared/contentHash.cjs';
import { filesInIndexHtml, isCss, isJs } from './build.mjs';

const { GUEST, STAFF, STAFF_PAGE, STAFF_MODULES, runtimeOf } = apps;

/**
 * `stats`: the build's stats (scripts/lib/build.mjs, with its moduleChunks); `homeFiles`: every file home
 * loads. Returns { failures, staffFiles, staffInitial }: what breaks the separation, the files only the
 * staff's runtime loads, and those of the staff's page.
 */
export function staffApart({ outDir, stats }, homeFiles) {
  const failures = [];
  const guestRuntime = runtimeOf(GUEST);
  const inGuest = (chunk) => (chunk.runtime ?? []).includes(guestRuntime);
  const guestChunks = new Set(stats.chunks.filter(inGuest).map((c) => c.id));
  const staffChunks = stats.chunks.filter((c) => !inGuest(c));
  const staffFiles = staffChunks.flatMap((c) => c.files).filter((f) => isJs(f) || isCss(f));

  const entryFiles = (name) => (stats.entrypoints?.[name]?.assets ?? []).map((a) => a.name);
  const guestInitial = entryFiles(GUEST);
  const staffInitial = entryFiles(STAFF);
  if (staffInitial.length === 0) failures.push(`no webpack entry "${STAFF}": the staff app is no app of its own`);
  const staffRuntimeFile = staffChunks.find((c) => c.names.includes(runtimeOf(STAFF)))?.files.find(isJs);
  if (!staffRuntimeFile || !staffInitial.includes(staffRuntimeFile))
    failures.push(`the staff app has no runtime of its own (${runtimeOf(STAFF)})`);
  if (!fs.existsSync(path.join(outDir, STAFF_PAGE))) failures.push(`no ${STAFF_PAGE}`);

  // No staff module in a chunk the guest's runtime can load.
  const staffModules = (stats.moduleChunks ?? []).filter((m) => STAFF_MODULES.some((p) => p.test(m.name)));
  if (staffModules.length === 0) failures.push('no staff module found in the build (scripts/webpack/apps.cjs)');
  for (const module of staffModules) {
    const shared = module.chunks.filter((id) => guestChunks.has(id));
    if (shared.length > 0) failures.push(`staff module ${module.name} is in the guest's chunk(s) ${shared.join(', ')}`);
  }

  // The guest's runtime file: its chunk map (`id:"hash"`, for scripts and for stylesheets) names no staff chunk.
  const runtimeFile = guestInitial.find((f) => f.startsWith(`assets/${guestRuntime}.`) && isJs(f));
  if (!runtimeFile) failures.push(`no guest runtime file (${guestRuntime}) in the entry "${GUEST}"`);
  else {
    const runtime = fs.readFileSync(path.join(outDir, runtimeFile), 'utf8');
    for (const file of staffFiles) {
      // output.chunkFilename `assets/[id].[contenthash].js`: the chunk id, then its hash.
      const match = HASHED_FILE.exec(file);
      const [id, hash] = match ? [file.slice('assets/'.length, match.index), match[1]] : [];
      if (id && new RegExp(`[{,]${id}:"${hash}"`).test(runtime))
        failures.push(`the guest's runtime ${runtimeFile} maps the staff chunk ${file}`);
    }
  }

  // The guest's page, home's files and the service worker's precache: no staff file.
  const named = (what, files) => {
    const staff = files.filter((f) => staffFiles.includes(f));
    if (staff.length > 0) failures.push(`${what} names staff file(s): ${staff.join(', ')}`);
  };
  named('index.html', filesInIndexHtml(outDir));
  named("the guest's entry", guestInitial);
  named('home', homeFiles);
  const worker = path.join(outDir, 'sw.js');
  if (fs.existsSync(worker)) {
    const sw = fs.readFileSync(worker, 'utf8');
    named(
      "the service worker's precache",
      staffFiles.filter((f) => sw.includes(`"/${f}"`)),
    );
  }
  return { failures, staffFiles, staffInitial };
}
