// Starts the real API server (in-memory PGlite, migrated and seeded) for the SPA tests, on a free
// port. The tests' API base points at it, so screens talk to the real server, not a fake.
const { spawn } = require('node:child_process');
const path = require('node:path');

module.exports = async function startApiServer() {
  const root = path.resolve(__dirname, '..', '..');
  const child = spawn(process.execPath, ['server/test/support/serveForTests.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let tokenUrl = null;
  const url = await new Promise((resolve, reject) => {
    let output = '';
    // Generous (a loaded machine starts it slowly); a server that never listens is stopped, or it would
    // keep Jest's process alive.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API server did not start within 180 s:\n${output}`));
    }, 180000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      tokenUrl = /CARD_TOKEN_URL (\S+)/.exec(output)?.[1] ?? tokenUrl;
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`API server exited with ${code}:\n${output}`)));
  });
  process.env.API_BASE = url;
  // The card form sends card data to the tokeniser sandbox, which listens on a port of its own.
  process.env.CARD_TOKEN_URL = tokenUrl;
  globalThis.__API_SERVER__ = child;
};
