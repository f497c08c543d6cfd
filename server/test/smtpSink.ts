import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Body with quoted-printable soft breaks and escapes undone, enough to find links. */
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives: the product talks SMTP to it. */
export async function startSmtpSink(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text,
        };
        received.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first mail to `to` matching `subject`, waiting up to `timeoutMs`. */
    async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const find = () => received.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find();
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    linkIn(mail: ReceivedMail, pathPrefix: string): string {
      const match = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`).exec(mail.text);
      if (!match) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}"`);
      return match[0].replace(/&amp;/g, '&');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
