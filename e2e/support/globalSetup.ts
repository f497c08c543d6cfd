import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../../server/test/smtpSink';
import { E2E_DIR, E2E_PORT, MAILBOX_DIR, SUPER_ADMIN } from './env';
import { seedLapsedTrial } from './lapsedOrganization';
import { startServer, stopServer } from './serverProcess';

/**
 * Starts the real product for the browser suite: the server as `npm start` runs it,
 * on a fresh embedded database with the demo data, sending mail over SMTP to a sink
 * whose messages land as files the tests read.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) execSync('npm run build:web', { stdio: 'inherit' });

  let count = 0;
  const sink = await startSmtpSink({
    // Written aside, then renamed: a test polling the mailbox never reads half a file.
    onMail: (mail) => {
      const file = path.join(MAILBOX_DIR, `${String(++count).padStart(4, '0')}.json`);
      fs.writeFileSync(`${file}.partial`, JSON.stringify(mail));
      fs.renameSync(`${file}.partial`, file);
    },
  });

  await seedLapsedTrial(path.join(E2E_DIR, 'data'));

  const server = await startServer({
    port: E2E_PORT,
    workDir: E2E_DIR,
    smtpUrl: sink.url,
    env: {
      // Every sign-up of the suite comes from 127.0.0.1: the per-client mail limit would stop the eleventh.
      MAIL_LIMIT_PER_CLIENT: '100000',
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    },
    timeoutMs: 60_000,
  });

  return async () => {
    // Where the server's time went over the whole suite (request durations by route, event-loop lag,
    // database time), kept beside its log: the first thing to read when the suite was slow.
    try {
      const metrics = await fetch(`http://127.0.0.1:${E2E_PORT}/metrics`);
      fs.writeFileSync(path.join(E2E_DIR, 'metrics.txt'), await metrics.text());
    } catch {
      // the server is gone already: its log says why
    }
    await stopServer(server);
    await sink.close();
  };
}
