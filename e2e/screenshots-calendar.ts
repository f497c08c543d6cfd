/**
 * Captures /calendar in its month, week, day and agenda views (with the demo projects' tasks and
 * sprints as the work layer), the event form with a recurrence summary, and an event's details with
 * the attendees' answers, in light and dark mode at 1280 and 360 px. Starts the product on a fresh
 * embedded database (demo data: its standup, monthly review, offsite and sprint planning), adds this
 * week's events through the API (answers by signing in as the attendees), and stops the server when done.
 * The browser runs in Berlin, the page's zone by default:
 *   node --import tsx e2e/screenshots-calendar.ts   (PORT=3266, OUT=.test-tmp/screenshots/calendar)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { startServer, stopServer } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3266);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-calendar');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/calendar');
const ZONE = 'Europe/Berlin';
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 700 });

/** This week's Monday in the zone, and a wall time `days` after it as an instant with its offset. */
const monday = DateTime.now().setZone(ZONE).startOf('week');
const at = (days: number, time: string) => monday.plus({ days }).set({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3)) }).toISO()!;

async function seed(): Promise<void> {
  const owner = new ApiSession(BASE_URL);
  await owner.login('owner@demo.test', DEMO_PASSWORD);
  const people = await owner.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const person = (name: string) => people.find((p) => p.name.startsWith(name))!._id;
  const projects = await owner.call<{ _id: string; name: string }[]>('GET', '/api/project/list');
  const event = (body: Record<string, unknown>) => owner.call<{ _id: string }>('POST', '/api/event', { timeZone: ZONE, ...body });

  const review = await event({
    title: 'Design review',
    description: '<p>Walk through the <strong>checkout</strong> mock-ups and agree on the next iteration.</p>',
    start: at(2, '14:00'),
    end: at(2, '15:30'),
    location: 'Room 4, second floor',
    color: '#7048E8',
    attendeeIds: [person('Eddie'), person('Maya'), person('Riley'), person('Adam')],
    visibility: 'organization',
    recurrence: { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Wednesday'] },
    reminders: [{ type: 'custom', amount: 15, unit: 'minutes' }, { type: 'nextDay' }],
    ...(projects[0] ? { projectId: projects[0]._id } : {}),
  });
  await event({ title: 'Sync with the New York office', start: at(3, '16:00'), end: at(3, '16:30'), timeZone: 'America/New_York', color: '#F76707' });
  await event({ title: '1:1 with Eddie', start: at(1, '15:00'), end: at(1, '15:30'), color: '#AAAAAA', attendeeIds: [person('Eddie')] });
  await event({ title: 'Hiring panel', start: at(1, '10:00'), end: at(1, '11:00'), color: '#D6336C', attendeeIds: [person('Adam')] });
  await event({ title: 'Quarterly planning', start: at(8, '10:00'), end: at(8, '12:00'), color: '#E03131' });

  // The attendees' answers to the design review: yes, maybe, no; Adam has not answered.
  for (const [email, response] of [['editor@demo.test', 'yes'], ['maintainer@demo.test', 'maybe'], ['read@demo.test', 'no']] as const) {
    const attendee = new ApiSession(BASE_URL);
    await attendee.login(email, DEMO_PASSWORD);
    await attendee.call('POST', `/api/event/${review._id}/rsvp`, { response });
  }
}

async function pickView(page: Page, viewport: Viewport, view: 'Month' | 'Week' | 'Day' | 'Agenda') {
  if (viewport.width < 600) {
    await page.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name: view }).click();
  } else {
    await page.getByRole('button', { name: view, exact: true }).click();
  }
  await page.mouse.move(0, 0);
}

/** The owner signed in, in a browser whose time zone is Berlin's. */
async function ownerPage(browser: Browser, theme: Theme, viewport: Viewport) {
  const login = await request.newContext({ baseURL: BASE_URL });
  const answer = await login.post('/api/user/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, timezoneId: ZONE, storageState: await login.storageState() });
  await login.dispose();
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  return { context, page };
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const { context, page } = await ownerPage(browser, theme, viewport);
  await page.goto('/calendar');
  await page.getByRole('button', { name: /Design review/ }).first().waitFor();
  for (const view of ['Month', 'Week', 'Day', 'Agenda'] as const) {
    await pickView(page, viewport, view);
    if (view === 'Day') await page.getByRole('button', { name: /Daily standup/ }).first().waitFor().catch(() => undefined);
    await shoot(page, `calendar-${view.toLowerCase()}`, theme, viewport);
  }

  // The details of the design review, with the answers.
  await pickView(page, viewport, 'Week');
  await page.getByRole('button', { name: /Design review/ }).first().click();
  await page.getByText('Maybe', { exact: false }).first().waitFor();
  await shoot(page, 'calendar-details', theme, viewport);
  await page.keyboard.press('Escape');

  // A new weekly event in the form, with its summary.
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Release retro');
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByRole('button', { name: 'Friday' }).click();
  await dialog.getByText(/^Repeat every week/).waitFor();
  await shoot(page, 'calendar-form', theme, viewport);
  await context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer({ port: PORT, workDir: WORK_DIR });
  try {
    await seed();
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, theme, viewport);
    });
  } finally {
    await stopServer(server);
  }
}

await main();
