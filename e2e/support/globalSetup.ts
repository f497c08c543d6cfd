import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../../server/test/smtpSink';
import { E2E_BASE_URL, E2E_DIR, E2E_PORT, MAILBOX_DIR, SUPER_ADMIN } from './env';
import { seedLapsedTrial } from './lapsedOrganization';

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

  const log = fs.openSync(path.join(E2E_DIR, 'server.log'), 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: path.join(E2E_DIR, 'data'),
      SMTP_URL: sink.url,
      SEED_DEMO: 'true',
      // Every sign-up of the suite comes from 127.0.0.1: the per-client mail limit would stop the eleventh.
      MAIL_LIMIT_PER_CLIENT: '100000',
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', log, log],
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early: see ${path.join(E2E_DIR, 'server.log')}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await sink.close();
  };
}
