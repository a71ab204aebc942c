import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../db/database.ts';
import { enqueueMail } from '../db/repositories/mails.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import { startMailDelivery, type MailTransport, type RetrySchedule } from './mailDelivery.ts';

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
  /**
   * Records the mail in the outbox (the `mails` table) and returns: delivery follows at once, and
   * is retried while the SMTP server fails. Throws only when the mail could not be recorded.
   */
  send(mail: Mail): Promise<void>;
  /** Delivers every mail due now (tests, scripts); answers how many were sent. */
  flush(): Promise<number>;
  /** Stops delivery, waiting for a send under way (the app calls it when it closes). */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /** The no-reply sender. */
  from: string;
  /** SMTP server (smtp://user:pass@host:port); without it mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  /** The outbox's retries (DEFAULT_RETRY_SCHEDULE unless given: tests pass a short one). */
  retrySchedule?: RetrySchedule;
  /** How often the outbox is looked at for retries, in milliseconds (5 s unless given). */
  pollMs?: number;
  /** The process's logger: the delivery worker writes as component `mail` (unset: the process's own). */
  log?: Logger;
  /** The app's metrics, to count delivery attempts (hotel_outbox_deliveries_total). */
  metrics?: Metrics;
}

/** SMTP through nodemailer, with timeouts well inside the delivery worker's claim (10 minutes). */
function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } satisfies SMTPTransport.Options);
  return {
    async deliver(mail) {
      await transport.sendMail({
        from: mail.from_address,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
      });
    },
  };
}

/** Development: the message as nodemailer builds it, written to the outbox folder as an .eml file. */
function outboxFolderTransport(outboxDir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const info = await transport.sendMail({
        from: mail.from_address,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
      });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${mail.id}-${mail.kind}.eml`);
      // Written aside, then renamed: /dev/outbox never reads half a mail.
      await fs.writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await fs.rename(`${file}.part`, file);
    },
  };
}

/**
 * Mail through an outbox: `send` records the mail in the `mails` table, and a delivery worker
 * (services/mailDelivery.ts) sends it by SMTP when configured, otherwise as an .eml file in the
 * outbox folder (the embedded default, so a reset link can be followed on one machine).
 */
export function createMailer({
  db,
  from,
  smtpUrl,
  outboxDir,
  retrySchedule,
  pollMs,
  log,
  metrics,
}: MailerOptions): Mailer {
  const delivery = startMailDelivery({
    db,
    transport: smtpUrl ? smtpTransport(smtpUrl) : outboxFolderTransport(outboxDir),
    ...(retrySchedule && { schedule: retrySchedule }),
    ...(pollMs !== undefined && { pollMs }),
    ...(log && { log }),
    ...(metrics && { metrics }),
  });
  return {
    async send(mail) {
      await enqueueMail(db, {
        kind: mail.kind,
        to_address: mail.to,
        from_address: from,
        subject: mail.subject,
        text_body: mail.text,
        language: mail.language,
      });
      delivery.kick();
    },
    flush: () => delivery.flush(),
    close: () => delivery.stop(),
  };
}
