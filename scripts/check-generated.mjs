// Fails when the generated API files are not what `npm run codegen` makes from openapi.yaml now.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const files = [
  'src/api/coreApi.gen.ts',
  'src/api/providerApi.gen.ts',
  'src/api/frontDeskApi.gen.ts',
  'server/src/contract.gen.ts',
  'src/api/contractRules.gen.ts',
  'server/src/contractRules.gen.ts',
  'server/src/hotelSetupSchema.gen.ts',
];
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
const before = files.map(read);
const run = spawnSync('npm', ['run', '--silent', 'codegen'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (run.status !== 0) {
  console.error('npm run codegen failed');
  process.exit(1);
}
const stale = files.filter((file, i) => read(file) !== before[i]);
if (stale.length > 0) {
  files.forEach((file, i) => {
    if (before[i] !== null) fs.writeFileSync(file, before[i]);
  });
  console.error(
    `${stale.join(', ')} stale: run \`npm run codegen\` and commit the result (the files were left as they were).`,
  );
  process.exit(1);
}
console.log(`${files.join(', ')} are up to date with openapi.yaml.`);
