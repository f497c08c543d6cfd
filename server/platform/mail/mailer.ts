import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged in outbox mode so a developer can click it. */
  link?: string;
  /** Files sent with the mail, e.g. a calendar invitation's invite.ics. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** With its parameters, e.g. 'text/calendar; method=REQUEST; charset=UTF-8'. */
  contentType: string;
  /** 'base64' when content is a picture's bytes in base64 (a job's payload is JSON). */
  encoding?: 'base64';
  /** An inline picture's id, shown by the HTML part as <img src="cid:…"> (the visitor's QR code). */
  cid?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to
 * DATA_DIR/outbox and its link is logged, so sign-up works on a laptop with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(from, message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

function envelope(from: string, message: MailMessage) {
  const { to, subject, text, html, attachments } = message;
  return { from, to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
