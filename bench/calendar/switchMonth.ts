/**
 * bench/calendar/switchMonth: how long the calendar's month view takes to show the next month's
 * events after a click on 'Next month', in headless Chromium against the product as `npm start`
 * runs it (built web app, warm server, page loaded). The busy months (2027-2028) hold BENCH_SERIES
 * series (weekdays, twice a week) and BENCH_SINGLES single events of the organisation, a thousand
 * or more occurrences a month; the baseline is the same switches through months (2031-2032) that
 * hold nothing but the marker, in the same page and run. Every month has one all-day marker event
 * ('Marker 2027-03'; all-day events come first in a day, so it is never folded into '+N more'):
 * a switch ends when the marker of the month switched to is on screen, two frames later (painted).
 * The page prefetches neighbouring months, as a person paging through does; a pause between
 * switches lets it. Target (issue 17): under 200 ms.
 *
 *   npm run bench:calendar:browser   (BENCH_SWITCHES=20 BENCH_SERIES=100 BENCH_SINGLES=400 PORT=3282; needs `npm run build:web` first)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/support/env';
import { startServer, stopServer } from '../../e2e/support/serverProcess';
import { DEMO_PASSWORD } from '../../server/seed/seed';

const PORT = Number(process.env.PORT ?? 3282);
const BASE_URL = `http://localhost:${PORT}`;
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);
const SERIES = Number(process.env.BENCH_SERIES ?? 100);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 400);
const PAUSE_MS = 500;
const WORK_DIR = path.resolve('.test-tmp', 'bench-calendar-switch');
const ZONES = ['Europe/Berlin', 'America/New_York', 'UTC', 'Asia/Tokyo'];

/** 'YYYY-MM' of the month `offset` months after January of `year`. */
const monthOf = (year: number, offset: number) => new Date(Date.UTC(year, offset, 1)).toISOString().slice(0, 7);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function post(api: APIRequestContext, body: object) {
  const res = await api.post('/api/event', { data: { visibility: 'organization', ...body } });
  if (res.status() !== 201) throw new Error(`POST /api/event: ${res.status()} ${await res.text()}`);
}

/** A marker for each month from `first` on, all day on the 15th. */
async function addMarkers(api: APIRequestContext, year: number, months: number) {
  for (let offset = 0; offset < months; offset++) {
    const month = monthOf(year, offset);
    await post(api, { title: `Marker ${month}`, allDay: true, start: `${month}-15`, end: `${month}-16`, timeZone: 'UTC' });
  }
}

/** The busy months: series over 2027-2028 in several zones, and single events spread over them. */
async function addBusyMonths(api: APIRequestContext) {
  const recurrence = (n: number) =>
    n % 2 === 0
      ? { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true, endType: 'onDate', endDate: '2028-12-31' }
      : { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Tuesday', 'Thursday'], endType: 'onDate', endDate: '2028-12-31' };
  for (let n = 0; n < SERIES; n++) {
    const start = new Date(Date.UTC(2027, 0, 1 + (n % 7), 7 + (n % 10)));
    await post(api, {
      title: `Series ${n}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      timeZone: ZONES[n % ZONES.length],
      location: n % 2 ? 'Room 1' : '',
      recurrence: recurrence(n),
    });
  }
  for (let n = 0; n < SINGLES; n++) {
    const start = new Date(Date.UTC(2027, 0, 1 + ((n * 7) % 730), 8 + (n % 9)));
    await post(api, { title: `Event ${n}`, start: start.toISOString(), end: new Date(start.getTime() + 60 * 60_000).toISOString(), timeZone: ZONES[n % ZONES.length] });
  }
}

/** Opens the month of `day` through the page's own 'Go to date', and waits for its marker. */
async function goToMonth(page: Page, day: string) {
  await page.getByRole('button', { name: 'Go to date' }).click();
  const input = page.locator('input[name="day"]');
  await input.fill(day);
  await input.press('Enter');
  await page.locator('.calendar-event-title', { hasText: `Marker ${day.slice(0, 7)}` }).first().waitFor();
}

/**
 * One click on 'Next month', timed inside the page: from just before the click until the marker of
 * `month` is in the DOM and two animation frames have passed (it has been painted).
 * Sent as source text: tsx would wrap a function passed to evaluate in a helper the page lacks.
 */
const switchTo = (page: Page, month: string) =>
  page.evaluate(`(async (marker) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const shown = () => [...document.querySelectorAll('.calendar-event-title')].some((el) => el.textContent === marker);
    const next = document.querySelector('button[aria-label="Next month"]');
    const start = performance.now();
    next.click();
    while (!shown()) await frame();
    await frame();
    await frame();
    return performance.now() - start;
  })(${JSON.stringify(`Marker ${month}`)})`) as Promise<number>;

async function switches(page: Page, year: number, count = SWITCHES): Promise<number[]> {
  await goToMonth(page, `${year}-01-15`);
  const samples: number[] = [];
  for (let n = 1; n <= count; n++) {
    samples.push(await switchTo(page, monthOf(year, n)));
    await page.waitForTimeout(PAUSE_MS);
  }
  return samples;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * BENCH_PROFILE=1: where a busy switch's time goes. Chromium's CPU profiler over a few busy switches,
 * the functions with the most self time printed (file and line, for the built, minified app).
 */
async function profileSwitches(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await goToMonth(page, '2027-01-15');
  await cdp.send('Profiler.start');
  for (let n = 1; n <= 5; n++) {
    await switchTo(page, monthOf(2027, n));
    await page.waitForTimeout(PAUSE_MS);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\nCPU profile of 5 busy switches (busy time ${total.toFixed(0)} ms, ${PAUSE_MS} ms pauses not counted), top self time:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

async function main() {
  if (!fs.existsSync(path.resolve('dist', 'web', 'index.html'))) throw new Error('Build the web app first: npm run build:web');
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const server = await startServer({ port: PORT, workDir: WORK_DIR });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const api = await request.newContext({ baseURL: BASE_URL });
    const login = await api.post('/api/user/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const seeding = performance.now();
    await addBusyMonths(api);
    await addMarkers(api, 2027, SWITCHES + 1);
    await addMarkers(api, 2031, SWITCHES + 1);
    const seededMs = performance.now() - seeding;
    const june = (await (await api.get('/api/event?from=2027-06-01T00:00:00Z&to=2027-07-01T00:00:00Z')).json()) as { data: { events: { occurrences: unknown[] }[] } };

    const context = await browser.newContext({ baseURL: BASE_URL, storageState: await api.storageState(), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).waitFor();

    // Warm-up: a few switches of each kind, so both runs find the app's code loaded and compiled.
    await switches(page, 2031, 3);
    await switches(page, 2027, 3);
    const busy = stats(await switches(page, 2027));
    const empty = stats(await switches(page, 2031));
    const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
    console.log(
      `\nbench/calendar/switchMonth: ${SERIES} series and ${SINGLES} single events over 2027-2028 (June 2027: ${june.data.events.reduce((sum, event) => sum + event.occurrences.length, 0)} occurrences), seeded in ${(seededMs / 1000).toFixed(0)} s; ${SWITCHES} switches each, ${PAUSE_MS} ms apart`,
    );
    console.log(`                                        median    p95`);
    console.log(`  busy months (click to events painted)  ${ms(busy.median)} ${ms(busy.p95)}`);
    console.log(`  empty months (baseline, marker only)   ${ms(empty.median)} ${ms(empty.p95)}`);
    console.log(`  ratio ${(busy.median / empty.median).toFixed(2)}x median, ${(busy.p95 / empty.p95).toFixed(2)}x p95   target: under 200 ms`);
    if (process.env.BENCH_PROFILE) await profileSwitches(page);
    await context.close();
    await api.dispose();
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

await main();
