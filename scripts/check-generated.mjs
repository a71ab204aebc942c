// Fails when src/api/providerApi.gen.ts is not what `npm run codegen` makes from openapi.yaml now.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const file = 'src/api/providerApi.gen.ts';
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
const run = spawnSync('npm', ['run', '--silent', 'codegen'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (run.status !== 0) {
  console.error('npm run codegen failed');
  process.exit(1);
}
const after = fs.readFileSync(file, 'utf8');
if (before !== after) {
  if (before !== null) fs.writeFileSync(file, before);
  console.error(`${file} is stale: run \`npm run codegen\` and commit the result (the file was left as it was).`);
  process.exit(1);
}
console.log(`${file} is up to date with openapi.yaml.`);
