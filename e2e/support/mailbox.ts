import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../server/test/smtpSink';
import { MAILBOX_DIR } from './env';

/** Waits for the mail the product sent over SMTP to `to` and returns the link it carries. */
export async function linkFromMail(to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = fs
          .readdirSync(MAILBOX_DIR)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map((file) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as ReceivedMail)
          .filter((mail) => mail.to.includes(to.toLowerCase()));
        const latest = mails.at(-1);
        const match = latest && new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`).exec(latest.text);
        link = match?.[0].replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 10_000, message: `a mail to ${to} with a ${pathPrefix} link` },
    )
    .toBeTruthy();
  return link!;
}
