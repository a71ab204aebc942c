import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../web/html.ts';

/** Turns quoted-printable soft breaks and escapes of an .eml body back into text (enough to read a mail). */
function readableBody(eml: string): string {
  const body = eml
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(eml)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Development only (never with NODE_ENV=production): /dev/outbox lists the mails written to the
 * outbox folder, newest first, so a reset link can be followed on one machine.
 */
export function registerDevOutbox(app: FastifyInstance, outboxDir: string): void {
  app.get('/dev/outbox', async (_request, reply) => {
    const files = (await fs.readdir(outboxDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    const items = await Promise.all(
      files.slice(0, 50).map(async (file) => {
        const eml = await fs.readFile(path.join(outboxDir, file), 'utf8');
        const to = /^To: (.*)$/m.exec(eml)?.[1] ?? '';
        const text = readableBody(eml);
        const linked = escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        return `<article><h2>${escapeHtml(file)}</h2><p>To: ${escapeHtml(to)}</p><pre>${linked}</pre></article>`;
      }),
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Outbox</title></head><body><h1>Outbox (development only)</h1>${
          items.join('') || '<p>No mail yet.</p>'
        }</body></html>`,
      );
  });
}
