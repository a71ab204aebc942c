import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT_DIR } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { waitFor } from './support/waitFor.ts';

// The real entry point on an on-disk PGlite: start, change data, Ctrl-C (SIGINT), start again.
// Only on the embedded database (with TEST_DATABASE_URL the other files cover PostgreSQL).
const skip = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-data-'));

after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['server/src/cli/serve.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return new Promise((resolve, reject) => {
    // The first start makes the embedded database (WebAssembly, migrations, demo data): over 90 s on two
    // busy cores under CI's load (productionMode.test.ts gives the same start 240 s).
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 240_000);
    child.stdout!.on('data', () => {
      const match = /Open the demo hotel: (http:\/\/\S+?)\/hotel-guide/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

describe('npm run serve', { skip }, () => {
  it('prints the demo URL, serves the guide, stops cleanly on Ctrl-C and keeps the data', async () => {
    const first = await startServer();
    assert.match(first.output(), /Seeded the demo data/);
    const guide = await fetch(`${first.url}/api/hotel-guide?hotelId=sakura-asakusa`);
    assert.equal(guide.status, 200);
    assert.equal((await guide.json()).facilityBasicInfo.hotelNameLatin, 'Hotel Sakuranamiki Asakusa');
    assert.equal((await fetch(`${first.url}/api/hotel-guide?hotelId=nope`)).status, 404);
    assert.equal((await fetch(`${first.url}/api/hotel-guide`)).status, 400);

    // Without SMTP, mail goes to $DATA_DIR/outbox, listed on the development outbox page.
    const post = (url: string, body: object) =>
      fetch(`${first.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal(
      (await post('/api/auth/register', { email: 'outbox@example.com', password: 'Sakura2026', language: 'en' }))
        .status,
      200,
    );
    assert.equal(
      (await post('/api/auth/forgot-password', { email: 'outbox@example.com', hotelId: 'sakura-asakusa', lang: 'en' }))
        .status,
      200,
    );
    // Delivered by the outbox worker just after the answer.
    const mails = () => fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    await waitFor(() => fs.existsSync(path.join(dataDir, 'outbox')) && mails().length > 0, { what: 'the mail' });
    assert.equal(mails().length, 1);
    const outbox = await (await fetch(`${first.url}/dev/outbox`)).text();
    assert.match(outbox, /<a href="http:\/\/[^"]+\/reset-password\/[A-Za-z0-9_-]{43}\?email=outbox%40example\.com/);
    assert.equal(await stop(first.child), 0);

    // Change a row on disk while the server is stopped; the next start must neither lose nor re-seed it.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.db
      .updateTable('hotels')
      .set({ hotel_name_latin: 'Business Inn Minato (renamed)' })
      .where('id', '=', 'minato-inn')
      .execute();
    await database.close();

    const second = await startServer();
    assert.doesNotMatch(second.output(), /Seeded the demo data/);
    const renamed = await fetch(`${second.url}/api/hotel-guide?hotelId=minato-inn`);
    assert.equal((await renamed.json()).facilityBasicInfo.hotelNameLatin, 'Business Inn Minato (renamed)');
    assert.equal(await stop(second.child), 0);
  });
});
