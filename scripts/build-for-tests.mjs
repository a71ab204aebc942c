// `npm test`'s one production build: dist/ for the browser tests and the bundle budget, with webpack's
// stats kept for the budget (scripts/lib/build.mjs buildShared). Each of them, run alone, builds itself.
import { buildShared, ROOT_DIR } from './lib/build.mjs';

process.chdir(ROOT_DIR);
const { seconds } = await buildShared();
console.log(`Production build into dist/ in ${seconds.toFixed(1)} s`);
