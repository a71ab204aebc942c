// Fails when the generated API files are not what `npm run codegen` makes from openapi.yaml now.
// It generates into a copy of what codegen reads, never into the working tree: `npm test` runs this
// beside ESLint and Prettier, TypeScript, the build and the test suites, which read these very files,
// and a file rewritten in place (first as the generator writes it, then as Prettier formats it) was
// once read half-done ("Code style issues found" in a generated file that was in fact up to date).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const files = [
  'src/api/coreApi.gen.ts',
  'src/api/providerApi.gen.ts',
  'src/api/frontDeskApi.gen.ts',
  'server/src/contract.gen.ts',
  'src/api/contractRules.gen.ts',
  'server/src/contractRules.gen.ts',
  'server/src/hotelSetupSchema.gen.ts',
];
/** What codegen reads: the contract, its scripts and their configuration, the API files it imports from. */
const INPUTS = ['openapi.yaml', 'package.json', '.prettierrc.json', '.prettierignore', 'scripts', 'src/api'];

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-codegen-'));
let stale = null;
try {
  for (const input of INPUTS) fs.cpSync(input, path.join(copy, input), { recursive: true });
  fs.mkdirSync(path.join(copy, 'server/src'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  const run = spawnSync('npm', ['run', '--silent', 'codegen'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status === 0) {
    const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    stale = files.filter((file) => read(file) !== read(path.join(copy, file)));
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
if (stale === null) {
  console.error('npm run codegen failed');
  process.exit(1);
}
if (stale.length > 0) {
  console.error(`${stale.join(', ')} stale: run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(`${files.join(', ')} are up to date with openapi.yaml.`);
