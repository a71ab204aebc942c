// What the SPA build reads, hashed, and the stamp a successful production build leaves in its output
// folder: `npm start` (scripts/start.mjs) rebuilds only when the hash differs from the stamp's.
// CommonJS, because webpack.config.js (through BuildStampPlugin) requires it too.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT_DIR = path.resolve(__dirname, '..', '..');
const STAMP_FILE = '.build-stamp.json';

/** Folders whose every file may reach the bundle (tests excepted: webpack never imports them). */
const INPUT_DIRS = ['src', 'locales', 'public', 'shared', 'scripts/webpack'];
/** Single files the build reads: its configuration, Babel's, the browser targets, the installed packages. */
const INPUT_FILES = [
  'webpack.config.js',
  'babel.config.cjs',
  '.browserslistrc',
  'package.json',
  'package-lock.json',
  'scripts/lib/buildInputs.cjs',
];
const IGNORED = /(?:\.test\.[cm]?[jt]sx?|\.snap|~|\.swp|\.DS_Store)$/;

function listFiles(rootDir, dir) {
  const full = path.join(rootDir, dir);
  if (!fs.existsSync(full)) return [];
  const files = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(rootDir, relative));
    else if (entry.isFile() && !IGNORED.test(entry.name)) files.push(relative);
  }
  return files;
}

/**
 * The environment variables a DefinePlugin in webpack.config.js would bake into the bundle (its quoted
 * keys that name a variable under process.env). None today: the server writes every setting into the
 * page at start.
 */
function buildEnvNames(rootDir = ROOT_DIR) {
  const config = fs.readFileSync(path.join(rootDir, 'webpack.config.js'), 'utf8');
  const keys = config.matchAll(/['"]process\.env\.([A-Z][A-Z0-9_]*)['"]\s*:/g);
  return [...new Set([...keys].map((m) => m[1]))].sort();
}

/**
 * One hash of everything the production build depends on: the path and content of each input file
 * (content, not modification times: a checkout or `touch` that changes no byte needs no build) and the
 * values of the environment variables the build bakes in.
 */
function hashBuildInputs({ rootDir = ROOT_DIR, env = process.env } = {}) {
  const hash = crypto.createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((dir) => listFiles(rootDir, dir)),
    ...INPUT_FILES.filter((f) => fs.existsSync(path.join(rootDir, f))),
  ].sort();
  for (const file of files) {
    hash.update(`file ${file}\0`);
    hash.update(fs.readFileSync(path.join(rootDir, file)));
    hash.update('\0');
  }
  for (const name of buildEnvNames(rootDir)) hash.update(`env ${name}=${env[name] ?? ''}\0`);
  return { hash: hash.digest('hex'), files: files.length };
}

/** The stamp in `outDir`, or null when there is none or it cannot be read (then the build runs). */
function readStamp(outDir) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8'));
    return typeof stamp.hash === 'string' && typeof stamp.builtAt === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

function writeStamp(outDir, hash, builtAt = new Date()) {
  fs.writeFileSync(path.join(outDir, STAMP_FILE), `${JSON.stringify({ hash, builtAt: builtAt.toISOString() })}\n`);
}

/** Whether the build in `outDir` is missing or older than the sources: `{ needed, reason, stamp, hash }`. */
function buildNeeded({ rootDir = ROOT_DIR, outDir = path.join(rootDir, 'dist'), env = process.env } = {}) {
  const { hash } = hashBuildInputs({ rootDir, env });
  const stamp = readStamp(outDir);
  if (!stamp) return { needed: true, reason: 'no finished build in dist/', stamp, hash };
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    return { needed: true, reason: 'dist/index.html is missing', stamp, hash };
  }
  if (stamp.hash !== hash) return { needed: true, reason: 'the sources changed since the last build', stamp, hash };
  return { needed: false, reason: 'up to date', stamp, hash };
}

module.exports = { ROOT_DIR, STAMP_FILE, buildEnvNames, hashBuildInputs, readStamp, writeStamp, buildNeeded };
