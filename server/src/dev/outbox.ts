import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../web/html.ts';

/** A MIME entity's headers (names lower-cased, folded lines joined) and its raw body. */
function splitEntity(text: string): { headers: Map<string, string>; body: string } {
  const at = /\r?\n\r?\n/.exec(text);
  const head = at ? text.slice(0, at.index) : text;
  const body = at ? text.slice(at.index + at[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Bytes as text in the part's charset (UTF-8 when it names none or one Node does not know). */
function decodeText(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const quotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** Encoded words of a header (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes Japanese subjects. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, charset: string, kind: string, text: string) =>
      decodeText(
        kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' ')),
        charset,
      ),
    );
}

/**
 * The readable text of a mail (.eml): its text/plain part (the first part of a multipart mail
 * otherwise), decoded from base64 (how nodemailer sends Japanese text) or quoted-printable.
 */
export function readableBody(eml: string): string {
  const { headers, body } = splitEntity(eml);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => part.replace(/^\r?\n/, ''));
    const plain = parts.find((part) => /^text\/plain/i.test(splitEntity(part).headers.get('content-type') ?? ''));
    const chosen = plain ?? parts[0];
    return chosen === undefined ? '' : readableBody(chosen);
  }
  const charset = /charset="?([^";\s]+)"?/i.exec(type)?.[1];
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return decodeText(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeText(quotedPrintable(body), charset);
  return body;
}

/**
 * Development only (never with NODE_ENV=production): /dev/outbox lists the mails written to the
 * outbox folder, newest first, decoded (base64 or quoted-printable, subjects too) with clickable
 * links, so a reset link can be followed on one machine.
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
        const { headers } = splitEntity(eml);
        const to = decodeHeader(headers.get('to') ?? '');
        const subject = decodeHeader(headers.get('subject') ?? '');
        const text = readableBody(eml);
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
