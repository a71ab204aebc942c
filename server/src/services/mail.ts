import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';

export type MailLanguage = 'ja' | 'en' | 'zh' | 'ko';

/** The provider's no-reply sender (MAIL_FROM overrides it). */
export const DEFAULT_MAIL_FROM = 'Sakura Guest Platform <no-reply@sakura-guest.example>';

export interface Mail {
  /** What the mail is, for the record (password-reset, ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  language: MailLanguage;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /** The no-reply sender. */
  from: string;
  /** SMTP server (smtp://user:pass@host:port); without it mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
}

/**
 * Mail through nodemailer: SMTP when configured, otherwise .eml files in the outbox folder (the
 * embedded default, so a reset link can be followed on one machine). Every mail is also recorded
 * in the `mails` table.
 */
export function createMailer({ db, from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const row = await db
        .insertInto('mails')
        .values({
          kind: mail.kind,
          to_address: mail.to,
          from_address: from,
          subject: mail.subject,
          text_body: mail.text,
          language: mail.language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      if (!smtpUrl) {
        await fs.mkdir(outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        // The stream transport hands back the whole message as a Buffer.
        const message = (info as unknown as { message: Buffer }).message;
        await fs.writeFile(path.join(outboxDir, `${stamp}-${row.id}-${mail.kind}.eml`), message);
      }
      await db.updateTable('mails').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
    },
  };
}
