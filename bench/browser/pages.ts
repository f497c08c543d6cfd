/**
 * bench/browser/pages: what the first pages cost in headless Chromium against the product as
 * `npm start` serves it (built web app, compression on, warm server).
 *  - compressed JavaScript (bytes on the wire, from the Performance API's encodedBodySize) and
 *    file count of the public pages (/login, /signup) and of the signed-in home page opened cold,
 *    each in a fresh browser context (empty cache);
 *  - login to painted home: from the click on 'Sign in' until the home page's greeting is on
 *    screen with its data (no skeleton left) and two frames have passed, in a context whose cache
 *    holds the login page's own files (as for someone who opens the login page and signs in);
 *    the median of BENCH_LOGINS. Baseline in the same run: `POST /api/user/login` alone from the
 *    same page (the password hash is most of it).
 * Targets (issue 20): public pages under 150 KB, signed-in shell under 300 KB, login to painted home under 500 ms.
 *
 *   npm run build:web && npm run bench:browser   (BENCH_LOGINS=7 BENCH_PORT=3450; DATABASE_URL=postgres://… for PostgreSQL;
 *   BENCH_VERBOSE=1 lists each page's files, largest first)
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL, kb, median, paintedWhen, report, startBrowserBench } from './browserBench';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 7);

/** The home page's greeting with its data: no skeleton left in the content column. */
const HOME_PAINTED = `(() => {
  const main = document.querySelector('main');
  return !!main && /Good (morning|afternoon|evening)/.test(main.querySelector('h1')?.textContent ?? '') && !main.querySelector('.MuiSkeleton-root');
})()`;

interface Script {
  name: string;
  bytes: number;
}

/** Every script the page has fetched so far, with its compressed size. */
async function scriptsOf(page: Page): Promise<Script[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  );
}

const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

async function coldScripts(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  const scripts = await scriptsOf(page);
  await page.close();
  return scripts;
}

/** One login through the form, timed inside the page from the click to the painted home page. */
async function timedLogin(page: Page, email: string, password: string): Promise<number> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  return page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = performance.now();
    document.querySelector('form button[type="submit"]').click();
    while (!${HOME_PAINTED}) await frame();
    await frame();
    await frame();
    return performance.now() - start;
  })()`) as Promise<number>;
}

async function loginRequest(page: Page, email: string, password: string): Promise<number> {
  return page.evaluate(
    async ({ email, password }) => {
      const start = performance.now();
      const res = await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      await res.text();
      return performance.now() - start;
    },
    { email, password },
  );
}

async function main() {
  const bench = await startBrowserBench();
  try {
    const { browser, owner } = bench;
    const fresh = () => browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });

    const loginContext = await fresh();
    const login = await coldScripts(loginContext, '/login', (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());
    await loginContext.close();
    const signupContext = await fresh();
    const signup = await coldScripts(signupContext, '/signup', (page) => page.locator('form button[type="submit"]').waitFor());
    await signupContext.close();

    // Sign in once through the form, then open the home page cold in a new context with that session.
    const signIn = await fresh();
    const signInPage = await signIn.newPage();
    await timedLogin(signInPage, owner.email, owner.password);
    const afterLogin = await scriptsOf(signInPage);
    const shellContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 }, storageState: await signIn.storageState() });
    await signIn.close();
    const shell = await coldScripts(shellContext, '/', (page) => paintedWhen(page, HOME_PAINTED));
    await shellContext.close();

    const warm = await fresh();
    const page = await warm.newPage();
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    await timedLogin(page, owner.email, owner.password); // warm-up: the page's files cached, the server's paths compiled
    const logins: number[] = [];
    const requests: number[] = [];
    for (let n = 0; n < LOGINS; n++) {
      logins.push(await timedLogin(page, owner.email, owner.password));
      await page.context().clearCookies();
      requests.push(await loginRequest(page, owner.email, owner.password));
    }
    await warm.close();

    const loginNames = new Set(login.map((script) => script.name));
    const added = afterLogin.filter((script) => !loginNames.has(script.name));
    console.log(`\nbench/browser/pages: Chromium headless, database ${bench.database.kind}, ${LOGINS} logins after 1 warm-up`);
    report('/login JavaScript (compressed)', `${kb(total(login))} / ${login.length} files`, 'under 150 KB', total(login) < 150 * 1024);
    report('/signup JavaScript (compressed)', `${kb(total(signup))} / ${signup.length} files`, 'under 150 KB', total(signup) < 150 * 1024);
    report('signed-in home, cold (shell + home page)', `${kb(total(shell))} / ${shell.length} files`, 'under 300 KB', total(shell) < 300 * 1024);
    console.log(`  (after signing in on /login the home page adds ${kb(total(added))} in ${added.length} files)`);
    report('login to painted home, median', `${median(logins).toFixed(0)} ms`, 'under 500 ms', median(logins) < 500);
    console.log(`  baseline: POST /api/user/login alone, median ${median(requests).toFixed(0)} ms; login samples ${logins.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    if (process.env.BENCH_VERBOSE) {
      for (const [label, scripts] of [['/login', login], ['/signup', signup], ['signed-in home', shell]] as const) {
        console.log(`  ${label}:`);
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(script.bytes).padStart(7)}  ${script.name}`);
      }
    }
  } finally {
    await bench.stop();
  }
}

await main();
