/**
 * Captures the performance reports: /performance's Report and Graph tabs (the owner, this quarter),
 * the member credits page with peer recognition (Eddie's own) and the home page's 'My credits' card,
 * in light and dark mode at 1280 and 360 px. Starts the product on a fresh embedded database (demo
 * data), records two quarters of credits through the API, turns recognition on and gives some, and
 * stops the server when done:
 *   node --import tsx e2e/screenshots-performance-reports.ts   (PORT=3343, OUT=.test-tmp/screenshots/performance-reports)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { captureOnFreshServer, screenshotter, signedInContext, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';

const PORT = Number(process.env.PORT ?? 3343);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-performance-reports');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/performance-reports');
const shoot = screenshotter(OUT, { fullPage: true, settleMs: 900 });

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const REASONS = [
  'Shipped the checkout redesign ahead of the sprint end',
  'Paired with a new teammate on the release checklist',
  'Found and fixed the flaky payment test',
  'Wrote the migration guide for the API change',
  'Ran the customer interview sessions',
  'Reviewed every pull request of the week',
  'Took the on-call shift over the weekend',
  'Cleaned up the onboarding backlog',
];

async function seed(): Promise<void> {
  const owner = new ApiSession(BASE_URL);
  await owner.login('owner@demo.test', DEMO_PASSWORD);
  const people = await owner.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const categories = await owner.call<{ _id: string; name: string; defaultPoints: number }[]>('GET', '/api/performance/category');
  // A steady hand-made spread: each member a different rhythm, this quarter and the one before.
  let n = 0;
  for (const [index, person] of people.entries()) {
    const credits = 4 + ((index * 3) % 7);
    for (let k = 0; k < credits; k += 1) {
      n += 1;
      const category = categories[(index + k) % categories.length]!;
      const points = category.defaultPoints + ((n * 7) % 11) - (n % 9 === 0 ? 20 : 0);
      await owner.call('POST', '/api/performance/credit/add', {
        userId: person._id,
        points: points === 0 ? 3 : points,
        categoryId: category._id,
        date: dayAgo(((index + 1) * 5 + k * 9) % 56),
        reason: REASONS[n % REASONS.length],
      });
    }
    for (let k = 0; k < 3 + (index % 3); k += 1) {
      const category = categories[k % categories.length]!;
      await owner.call('POST', '/api/performance/credit/add', { userId: person._id, points: category.defaultPoints + index * 2, categoryId: category._id, date: dayAgo(70 + k * 17 + index), reason: REASONS[(k + index) % REASONS.length] });
    }
  }

  const settings = await owner.call<Record<string, unknown>>('GET', '/api/performance/settings');
  const teamwork = categories.find((category) => category.name === 'Teamwork') ?? categories[0]!;
  await owner.call('PUT', '/api/performance/settings', { ...settings, peerRecognition: { enabled: true, monthlyAllowance: 100, categoryId: teamwork._id } });

  const eddie = people.find((person) => person.name === 'Eddie Editor')!;
  const maya = people.find((person) => person.name === 'Maya Maintainer')!;
  const give = async (email: string, userId: string, points: number, message: string) => {
    const giver = new ApiSession(BASE_URL);
    await giver.login(email, DEMO_PASSWORD);
    await giver.call('POST', '/api/performance/recognition', { userId, points, message });
  };
  await give('maintainer@demo.test', eddie._id, 20, 'Thanks for staying late to get the release out');
  await give('admin@demo.test', eddie._id, 15, 'Great write-up of the incident');
  await give('editor@demo.test', maya._id, 25, 'Your code reviews made the checkout so much better');
  await give('editor@demo.test', people.find((person) => person.name === 'Riley Reader')!._id, 15, 'Thanks for the careful testing');
}

async function signedInPage(browser: Browser, email: string, theme: Theme, viewport: Viewport) {
  const context = await signedInContext(browser, BASE_URL, { email, password: DEMO_PASSWORD }, theme, viewport);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  return { context, page };
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const owner = await signedInPage(browser, 'owner@demo.test', theme, viewport);
  await owner.page.goto('/performance?tab=report&period=quarter');
  await owner.page.getByRole(viewport.width < 600 ? 'list' : 'table', { name: 'Credits by member' }).waitFor();
  await shoot(owner.page, 'performance-report', theme, viewport);
  await owner.page.goto('/performance?tab=graph&period=quarter');
  await owner.page.getByRole('img', { name: /^Credits of the team/ }).waitFor();
  await shoot(owner.page, 'performance-graph', theme, viewport);
  await owner.page.getByRole('button', { name: 'Show as table' }).click();
  await shoot(owner.page, 'performance-graph-table', theme, viewport);
  await owner.context.close();

  const eddie = await signedInPage(browser, 'editor@demo.test', theme, viewport);
  await eddie.page.goto('/');
  await eddie.page.getByRole('region', { name: 'My credits' }).getByText('Total Credit').waitFor();
  await shoot(eddie.page, 'home-my-credits', theme, viewport);
  await eddie.page.goto('/performance/member?period=quarter');
  await eddie.page.getByRole('list', { name: 'Recognition feed' }).waitFor();
  await shoot(eddie.page, 'performance-member', theme, viewport);
  await eddie.context.close();
}

await captureOnFreshServer({ port: PORT, workDir: WORK_DIR, out: OUT }, seed, capture);
