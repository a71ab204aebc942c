// Home's budget lines, shared by scripts/bundle-budget.mjs (on the build) and scripts/perf.mjs (on what
// the browser loaded until the network was idle): every JS file is the guest's runtime, the libraries
// (a chunk of node_modules only: webpack's vendor chunk and any other chunk that holds libraries alone)
// or the app's own code (its start, its screens, its messages). Each line prints its figure, its budget
// and the headroom left, gzipped (level 9), KB = 1024 bytes.
import apps from '../webpack/apps.cjs';
import { KB, isJs } from './build.mjs';

/**
 * Home's budgets (issue 34): everything home loads to network idle at most 160 KB, and all of it but the
 * libraries at most 25 KB; the libraries get what is left of the 160, the runtime and the app's own code
 * split the 25.
 */
export const HOME_BUDGETS = {
  all: 160 * KB,
  allButLibraries: 25 * KB,
  libraries: 135 * KB,
  app: 20 * KB,
  runtime: 5 * KB,
};

const NODE_MODULES = /(^|[\\/])node_modules[\\/]/;

/**
 * What each JS file of the build is: 'runtime' (the guest's runtime chunk), 'libraries' (a chunk whose
 * modules all come from node_modules) or 'app'. `stats`: the build's (scripts/lib/build.mjs).
 */
export function fileKinds(stats) {
  const modulesOf = new Map();
  for (const module of stats.moduleChunks ?? []) {
    for (const id of module.chunks) modulesOf.set(id, [...(modulesOf.get(id) ?? []), module.name]);
  }
  const kinds = new Map();
  for (const chunk of stats.chunks ?? []) {
    const modules = modulesOf.get(chunk.id) ?? [];
    const kind = chunk.names?.includes(apps.runtimeOf(apps.GUEST))
      ? 'runtime'
      : modules.length > 0 && modules.every((name) => NODE_MODULES.test(name))
        ? 'libraries'
        : 'app';
    for (const file of chunk.files.filter(isJs)) kinds.set(file, kind);
  }
  return kinds;
}

/**
 * Home's budget lines from its JS files ([{ file, gzip }], `file` as in the build: `assets/…`):
 * [{ label, files, gzip, budget, headroom, ok }].
 */
export function homeLines(files, kinds) {
  const of = (kind) => files.filter((f) => (kinds.get(f.file) ?? 'app') === kind);
  const line = (label, list, budget) => {
    const gzip = list.reduce((total, f) => total + f.gzip, 0);
    return { label, files: list.length, gzip, budget, headroom: budget - gzip, ok: gzip <= budget };
  };
  const libraries = of('libraries');
  return [
    line('runtime', of('runtime'), HOME_BUDGETS.runtime),
    line("the app's own code (start, screen, messages)", of('app'), HOME_BUDGETS.app),
    line('libraries (vendor chunk)', libraries, HOME_BUDGETS.libraries),
    line('all but the libraries', [...of('runtime'), ...of('app')], HOME_BUDGETS.allButLibraries),
    line('all', files, HOME_BUDGETS.all),
  ];
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The lines as a table, one a line: figure, budget, headroom and ok / OVER BUDGET. */
export function printHomeLines(lines, indent = '  ') {
  console.log(
    `${indent}${'home JS (gzip KB)'.padEnd(46)} ${'files'.padStart(5)} ${'figure'.padStart(7)} ` +
      `${'budget'.padStart(7)} ${'headroom'.padStart(8)}`,
  );
  for (const l of lines) {
    console.log(
      `${indent}${l.label.padEnd(46)} ${String(l.files).padStart(5)} ${kb(l.gzip).padStart(7)} ` +
        `${kb(l.budget).padStart(7)} ${kb(l.headroom).padStart(8)}  ${l.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}
