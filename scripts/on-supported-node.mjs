// Runs one of the repository's files on a Node that package.json's engines supports: in this process when
// this Node is one, else on the .nvmrc's line from the npm registry's `node` package (npx), as .ci/run
// does. `npm start` and `npm test` go through it, so that they work on a machine whose own Node is older
// (Debian 12's is 20, past its end of life).
//   node scripts/on-supported-node.mjs <file> [arguments…]
// Plain JavaScript of Node 18's day and no dependency: it must run on the old Node it replaces.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether `version` (e.g. "24.11.1") is in `range`, as engines writes it: `^A.B.C` and `>=A[.B.C]` lines. */
export function supports(range, version) {
  const parse = (text) => text.split('.').map((n) => Number(n) || 0);
  const [major, minor, patch] = parse(version);
  const atLeast = ([a, b = 0, c = 0]) => major > a || (major === a && (minor > b || (minor === b && patch >= c)));
  return range.split('||').some((line) => {
    const text = line.trim();
    if (text.startsWith('^')) {
      const floor = parse(text.slice(1));
      return major === floor[0] && atLeast(floor);
    }
    if (text.startsWith('>=')) return atLeast(parse(text.slice(2)));
    throw new Error(`engines.node "${range}": only ^A.B.C and >=A lines are understood here`);
  });
}

async function main() {
  const [file, ...args] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: node scripts/on-supported-node.mjs <file> [arguments…]');
    process.exit(2);
  }
  const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const target = path.resolve(file);
  if (supports(engines, process.versions.node)) {
    // The file sees itself as the program run, as with `node <file>`.
    process.argv = [process.execPath, target, ...args];
    await import(pathToFileURL(target).href);
    return;
  }
  const line = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  console.error(
    `Node ${process.versions.node} is not one this project supports (${engines}): running on Node ${line} ` +
      `from the npm registry's node package (npx -p node@${line}).`,
  );
  // npx only fetches that Node and names its binary, which then runs the file itself: signals sent to
  // this process (Ctrl-C, a stop) reach it directly, not through npm and a shell.
  const found = spawnSync('npx', ['-y', '-p', `node@${line}`, '--', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (found.status !== 0) {
    console.error(`Could not install Node ${line} with npx: install Node ${engines} and run this again.`);
    process.exit(1);
  }
  const child = spawn(found.stdout.trim(), [target, ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
