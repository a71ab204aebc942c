// Every package the lockfile installs (dev tools included) supports every Node line package.json's
// engines admits: the lowest version of each line (e.g. 22.19.0, 24.11.0, 26.0.0) must satisfy the
// package's own engines, or `npm ci` warns (EBADENGINE) on that line. Checked from the lockfile, so one
// Node checks all three lines; CI's `npm ci` checks its own line for real. Packages of other systems
// than Linux are skipped: npm never installs them here.
import fs from 'node:fs';
import semver from 'semver';

const ours = JSON.parse(fs.readFileSync('package.json', 'utf8')).engines.node;
const lowest = ours.split('||').map((line) => semver.minVersion(line.trim()).version);
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));

const problems = [];
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  const wanted = entry.engines?.node;
  if (!where || typeof wanted !== 'string') continue;
  // The app is installed on Linux only (the Dockerfile's Debian, CI): a package for another system
  // (sharp's Windows builds) is never installed, so its engines never warn.
  if (Array.isArray(entry.os) && !entry.os.includes('linux')) continue;
  for (const version of lowest) {
    if (!semver.satisfies(version, wanted, { includePrerelease: true })) {
      problems.push(
        `${where.replace(/^.*node_modules\//, '')} ${entry.version}: engines.node "${wanted}" excludes Node ${version}`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(`Packages that do not support every Node line of package.json's engines ("${ours}"):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Every package of the lockfile supports Node ${lowest.join(', ')} and later on each line ("${ours}").`);
