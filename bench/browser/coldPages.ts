/**
 * bench/browser/coldPages: a signed-in page opened cold (new browser context, empty cache: someone
 * following a link in the morning) in headless Chromium against the product as `npm start` serves
 * it. For each page: the JavaScript files and compressed bytes it loads, and the time from the
 * navigation's start until its heading is painted with its data (no skeleton or spinner left in
 * `main`, two frames passed), the median of BENCH_ROUNDS cold loads.
 *
 * Baseline in the same run: with BENCH_BASELINE_WEB_DIR (another build of the web app, e.g. the
 * previous commit's `dist/web` copied aside), a second server on the same database serves it, the
 * two are loaded in turn each round, and the ratio is printed; a change to how the app is split
 * into files is judged by that ratio, not by the times alone.
 *
 *   npm run build:web && npm run bench:browser:cold   (BENCH_ROUNDS=5 BENCH_PORT=3450 BENCH_BASELINE_WEB_DIR=/tmp/web-before)
 */
import type { Browser, Cookie } from '@playwright/test';
import { SESSION_COOKIE } from '../../server/platform/auth/access';
import { BASE_URL, kb, median, paintedWhen, startBaselineServer, startBrowserBench } from './browserBench';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const PAGES = ['/', '/chat', '/notes', '/task/projects', '/calendar'];

/** The page's heading is on screen and nothing in main is still loading. */
const PAGE_PAINTED = `(() => {
  const main = document.querySelector('main');
  return !!main && !!main.querySelector('h1, h2, h3, h4, [role="heading"]') && !main.querySelector('.MuiSkeleton-root, [role="progressbar"]');
})()`;

interface ColdLoad {
  ms: number;
  files: number;
  bytes: number;
}

async function coldLoad(browser: Browser, baseURL: string, cookies: Cookie[], url: string): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  // A build that breaks a page (a chunk evaluated before one it needs) must fail the bench, not hang it.
  const broken = new Promise<never>((_, reject) => page.on('pageerror', (error) => reject(new Error(`${baseURL}${url}: ${error.message}`))));
  await page.goto(url, { waitUntil: 'commit' });
  await Promise.race([paintedWhen(page, PAGE_PAINTED), broken]);
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.encodedBodySize),
  );
  await context.close();
  return { ms, files: scripts.length, bytes: scripts.reduce((sum, bytes) => sum + bytes, 0) };
}

async function main() {
  const bench = await startBrowserBench();
  const baseline = await startBaselineServer(bench.database);
  try {
    const cookies: Cookie[] = [{ name: SESSION_COOKIE, value: bench.token, domain: 'localhost', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }];
    const builds = baseline ? ([['this build', BASE_URL], ['baseline', baseline.url]] as const) : ([['this build', BASE_URL]] as const);
    const loads = new Map<string, ColdLoad[]>();
    // A warm-up round: the server's paths compiled, the pages' first queries planned.
    for (const url of PAGES) for (const [, base] of builds) await coldLoad(bench.browser, base, cookies, url);
    for (let round = 0; round < ROUNDS; round++) {
      for (const url of PAGES) {
        for (const [name, base] of builds) {
          const key = `${name} ${url}`;
          loads.set(key, [...(loads.get(key) ?? []), await coldLoad(bench.browser, base, cookies, url)]);
        }
      }
    }
    console.log(`\nbench/browser/coldPages: Chromium headless, database ${bench.database.kind}, signed in, each page cold in a new context, median of ${ROUNDS}`);
    for (const url of PAGES) {
      const line = (name: string) => {
        const samples = loads.get(`${name} ${url}`)!;
        return { ms: median(samples.map((load) => load.ms)), files: samples[0]!.files, bytes: samples[0]!.bytes };
      };
      const mine = line('this build');
      let text = `  ${url.padEnd(16)} ${`${mine.ms.toFixed(0)} ms`.padStart(8)} to painted   ${String(mine.files).padStart(4)} files ${kb(mine.bytes).padStart(7)}`;
      if (baseline) {
        const base = line('baseline');
        text += `   baseline ${`${base.ms.toFixed(0)} ms`.padStart(8)} ${String(base.files).padStart(4)} files ${kb(base.bytes).padStart(7)}   ratio ${(mine.ms / base.ms).toFixed(2)}`;
      }
      console.log(text);
    }
  } finally {
    await baseline?.close();
    await bench.stop();
  }
}

await main();
