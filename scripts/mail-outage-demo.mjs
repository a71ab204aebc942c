// Shows the mail outbox riding out an SMTP outage with the real server (npm run serve):
//   node scripts/mail-outage-demo.mjs [outage seconds, default 45]
// A small SMTP server answers 421 ("service not available") while "down". The server starts on a
// fresh embedded database with SMTP_URL pointing at it; a guest asks for a password reset while the
// SMTP server is down (the request answers 200 at once), the server's worker retries with backoff,
// and the mail is delivered, once, after the SMTP server recovers. Takes about two minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../server/test/support/smtpServer.ts';

const outageSeconds = Number(process.argv[2] ?? 45);
if (!Number.isFinite(outageSeconds) || outageSeconds < 0) {
  console.error('The outage is a number of seconds (default 45).');
  process.exit(2);
}
const started = Date.now();
const say = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

const smtp = await startTestSmtpServer();
smtp.setDown(true);
say(`SMTP server ${smtp.url} is DOWN (answers 421 to every connection)`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-outage-demo-'));
const server = spawn(process.execPath, ['server/src/cli/serve.ts'], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: '',
    DATABASE_URL: '',
    NODE_ENV: '',
    SMTP_URL: smtp.url,
    UPKEEP_INTERVAL_MINUTES: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let baseUrl = null;
const serverLines = (chunk) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) {
    say(`server: ${line}`);
    baseUrl ??= /Open the demo hotel: (http:\/\/\S+?)\/hotel-guide/.exec(line)?.[1] ?? null;
  }
};
server.stdout.on('data', serverLines);
server.stderr.on('data', serverLines);
const exited = new Promise((resolve) => server.once('exit', resolve));

const until = async (check, what, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

try {
  await until(() => baseUrl, 'the server to start', 120_000);
  const post = async (url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  };
  const email = 'outage-demo@example.com';
  say(`register ${email}: HTTP ${await post('/api/auth/register', { email, password: 'Sakura2026', language: 'en' })}`);
  say(
    `guest asks for a password reset: HTTP ${await post('/api/auth/forgot-password', { email, hotelId: 'sakura-asakusa', lang: 'en' })}`,
  );

  await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1000));
  say(`SMTP server is UP again after ${outageSeconds} s (refused ${smtp.refused} connections while down)`);
  smtp.setDown(false);

  await until(() => smtp.received.length > 0, 'the mail');
  const [mail] = smtp.received;
  const subject = /^Subject: (.*)$/m.exec(mail.data)?.[1];
  // The body is quoted-printable: soft line breaks and =XX escapes.
  const body = mail.data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+reset-password\S+/.exec(body)?.[0];
  say(`SMTP server received the mail: to ${mail.to.join(', ')}, subject "${subject}"`);
  say(`  link: ${link}`);
  // Long enough for another poll: the mail is not sent again.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  say(`mails received in all: ${smtp.received.length}`);
} finally {
  server.kill('SIGINT');
  await exited;
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
