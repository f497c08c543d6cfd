import QRCode from 'qrcode';
import { visitDayOf } from '../../../domain/visitors/visits';
import type { DbOrTx } from '../../platform/db/database';
import { enqueueJob, type JobHandler } from '../../platform/jobs/queue';
import type { MailAttachment, Mailer, MailMessage } from '../../platform/mail/mailer';

export const VISITOR_MAIL_JOB = 'visitors.mail';

/**
 * A visitor mail (an invitation, its change or cancellation, a host's arrival notice, a held
 * sign-in) is written in the transaction of the change and sent by the job queue after the commit:
 * it goes out once (its key), says what was true then, and is retried while the mail server is down.
 */
export async function queueVisitorMail(tx: DbOrTx, key: string | null, message: MailMessage): Promise<void> {
  await enqueueJob(tx, { kind: VISITOR_MAIL_JOB, ...(key ? { key: `${VISITOR_MAIL_JOB}:${key}` } : {}), runAt: new Date(0), payload: { ...message } });
}

export function createVisitorMailHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    const { to, subject, text, html, link, attachments } = payload as unknown as MailMessage;
    await mailer.send({ to, subject, text, html, link, attachments });
  };
}

export const QR_CONTENT_ID = 'visit-code-qr';

/** The sign-in code's QR code as an inline PNG: the kiosk's camera reads it from the visitor's phone. */
export async function codeQrAttachment(code: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { filename: 'sign-in-code.png', content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: QR_CONTENT_ID };
}

/** 'Monday 4 May 2026, 09:00' in the front desk's zone. */
export function describeInstant(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** '09:05' in the front desk's zone. */
export const timeOfDay = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** 'Monday 4 May 2026, 09:00 to 11:00 (Europe/Berlin)'; the end's day is named when it is another day. */
export function describeWindow(from: Date, to: Date | null, timeZone: string): string {
  if (!to) return `${describeInstant(from, timeZone)} (${timeZone})`;
  const sameDay = visitDayOf(from, timeZone) === visitDayOf(to, timeZone);
  return `${describeInstant(from, timeZone)} to ${sameDay ? timeOfDay(to, timeZone) : describeInstant(to, timeZone)} (${timeZone})`;
}
