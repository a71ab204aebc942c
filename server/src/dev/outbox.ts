import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { escapeHtml } from '../web/html.ts';

/**
 * Development only (never with NODE_ENV=production): /dev/outbox lists the mails written to the
 * outbox folder, newest first, decoded by mailparser (base64 or quoted-printable, multipart, encoded
 * subjects) with clickable links, so a reset link can be followed on one machine.
 */
export function registerDevOutbox(app: FastifyInstance, outboxDir: string): void {
  app.get('/dev/outbox', async (_request, reply) => {
    const files = (await fs.readdir(outboxDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    const items = await Promise.all(
      files.slice(0, 50).map(async (file) => {
        const mail = await simpleParser(await fs.readFile(path.join(outboxDir, file)));
        const to = [mail.to ?? []]
          .flat()
          .map((address) => address.text)
          .join(', ');
        const subject = mail.subject ?? '';
        const text = mail.text ?? '';
        const linked = escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        return `<article><h2>${escapeHtml(subject || file)}</h2><p>${escapeHtml(file)}</p><p>To: ${escapeHtml(to)}</p><pre>${linked}</pre></article>`;
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
