import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './support/test';
import { DEMO_PASSWORD } from './support/env';
import { seededProject, unique } from './support/projects';
import { apiSignIn, signIn } from './support/session';

/**
 * WCAG 2.1 A and AA, as axe-core checks them, on every main page in light and dark mode (and the
 * phone width, where the drawer is temporary). One browser context per theme and one sign-in; the
 * violations of every page are gathered and reported together, so one run shows all that is wrong.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name (A): axe tags its rule wcag21a but counts it experimental and leaves it
 * out unless asked. Asked for here: a control's name must contain the words it shows.
 */
const ALSO_RUN = { 'label-content-name-mismatch': { enabled: true } };

/** Enough of each rule's elements to find the source; the count says how many there are. */
const NODES_SHOWN = 8;

type Mode = 'light' | 'dark';

interface PageReport {
  page: string;
  lines: string[];
}

/** Signed out at first; the theme is the stored preference (web/app/ThemeModeProvider). */
async function themedContext(browser: Browser, mode: Mode, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme: mode, viewport });
  await context.addInitScript((value) => localStorage.setItem('themeMode', value), mode);
  return context;
}

/** The page has drawn what it fetches: its landmark or heading is there and no progress bar or spinner is left. */
async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 15_000 });
  // Spinners and skeletons only: a determinate bar (the team's seats in use) is content.
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  // Let enter transitions (fades, grows) finish, or colours are measured half way.
  await page.waitForTimeout(400);
}

async function analyse(page: Page, name: string, reports: PageReport[], include?: string) {
  // options() first: it replaces what withTags() sets.
  let builder = new AxeBuilder({ page }).options({ rules: ALSO_RUN }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const lines = violations.flatMap((violation) => [
    `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} (${violation.nodes.length})`,
    ...violation.nodes.slice(0, NODES_SHOWN).map((node) => `      ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`),
    ...(violation.nodes.length > NODES_SHOWN ? [`      … and ${violation.nodes.length - NODES_SHOWN} more`] : []),
  ]);
  if (lines.length) reports.push({ page: name, lines });
}

/** Fails with every page's violations: rule id, impact, and the target selectors with axe's reason. */
function expectNoViolations(reports: PageReport[]) {
  const text = reports.map((report) => `${report.page}\n${report.lines.join('\n')}`).join('\n\n');
  expect(reports.map((report) => report.page), `WCAG 2.1 A/AA violations:\n\n${text}\n`).toEqual([]);
}

async function demoProjectId(page: Page): Promise<string> {
  const projects = (await (await page.request.get('/api/project/list')).json()).data as { _id: string; name: string }[];
  const project = projects.find((p) => p.name === 'Mobile App');
  expect(project, 'the demo organisation has its Mobile App project').toBeTruthy();
  return project!._id;
}

/** Posts a message to the demo organisation's #general through the API; returns its plain text. */
async function postToGeneral(page: Page, mode: Mode): Promise<string> {
  const channels = (await (await page.request.get('/api/channels?channelType=channel')).json()).data as { _id: string; name: string }[];
  const general = channels.find((channel) => channel.name === 'general');
  expect(general, 'the demo organisation has #general').toBeTruthy();
  const text = `Contrast check in ${mode} mode ${Date.now()}`;
  const sent = await page.request.post(`/api/channel/${general!._id}/messages`, {
    data: { message: `${text}: **bold**, \`code\` and a link https://example.com`, clientId: `a11y-${mode}-${Date.now()}` },
  });
  expect(sent.status()).toBe(200);
  return text;
}

/** The demo admin gives the owner a task, so the bell's panel has a notification in it to check (an empty one checks little). */
async function notifyOwner(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await apiSignIn(admin.request, { email: 'admin@demo.test', password: DEMO_PASSWORD });
  const { tasks, member } = await seededProject(admin, [`Check the fire exits ${unique()}`], 'Olivia Owner');
  const assigned = await admin.request.post(`/api/task/update/${tasks[0]._id}`, { data: { assignee: member } });
  expect(assigned.status()).toBe(200);
  await context.close();
}

async function checkPages(browser: Browser, mode: Mode): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  const context = await themedContext(browser, mode);
  const page = await context.newPage();
  const at = (path: string) => `${path} (${mode})`;

  await page.goto('/signup');
  await settle(page, page.getByRole('button', { name: 'Create account' }));
  await analyse(page, at('/signup'), reports);

  await page.goto('/login');
  await settle(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await analyse(page, at('/login'), reports);

  await signIn(page, 'owner@demo.test', DEMO_PASSWORD);
  await settle(page, page.getByRole('list', { name: 'Tasks assigned to me' }));
  await analyse(page, at('/ (home)'), reports);

  // The bell's panel, with a notification in it: the notifications have no page of their own.
  await notifyOwner(browser);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await settle(page, page.getByRole('presentation').last().getByText(/Check the fire exits/).first());
  await analyse(page, at('/ notifications panel'), reports);
  await page.keyboard.press('Escape');

  await page.goto('/task/projects');
  await settle(page, page.getByRole('heading', { name: 'Projects', exact: true }));
  await analyse(page, at('/task/projects'), reports);

  const projectId = await demoProjectId(page);
  for (const tab of ['summary', 'board', 'backlog', 'list', 'notes', 'members', 'settings']) {
    await page.goto(`/task/projects/space?projectId=${projectId}&selectedTab=${tab}`);
    await settle(page, page.getByRole('tabpanel'));
    await analyse(page, at(`workspace ${tab}`), reports);
  }

  // #general opens first; a message with some markdown gives it something to show.
  const text = await postToGeneral(page, mode);
  await page.goto('/chat');
  await settle(page, page.getByRole('main').getByText(text).first());
  await analyse(page, at('/chat'), reports);

  await page.goto('/admin/team');
  await settle(page, page.getByRole('heading', { name: 'Team', exact: true }));
  await analyse(page, at('/admin/team'), reports);

  await page.goto('/billing');
  await settle(page, page.getByRole('heading', { name: 'Billing', exact: true }));
  await analyse(page, at('/billing'), reports);

  await page.goto('/calendar');
  await settle(page, page.getByRole('main'));
  await analyse(page, at('/calendar'), reports);

  await page.goto('/profile');
  await settle(page, page.getByRole('heading', { name: 'Active sessions' }));
  await analyse(page, at('/profile'), reports);

  await context.close();
  return reports;
}

/** At 360 px the drawer is a temporary one, opened by the menu button. */
async function checkPhone(browser: Browser, mode: Mode): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  const context = await themedContext(browser, mode, { width: 360, height: 740 });
  const page = await context.newPage();
  const at = (path: string) => `${path} (${mode}, 360 px)`;
  await signIn(page, 'owner@demo.test', DEMO_PASSWORD);
  await settle(page, page.getByRole('list', { name: 'Tasks assigned to me' }));
  await analyse(page, at('/ (home)'), reports);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await settle(page, page.getByRole('navigation', { name: 'Main' }));
  await analyse(page, at('/ with the drawer open'), reports);
  await page.keyboard.press('Escape');

  await page.goto('/chat');
  await settle(page, page.getByRole('main'));
  await analyse(page, at('/chat'), reports);
  await context.close();
  return reports;
}

for (const mode of ['light', 'dark'] as const) {
  test(`every main page passes axe's WCAG 2.1 A and AA rules in ${mode} mode`, async ({ browser }) => {
    // Seventeen pages and a panel, each loaded, settled and analysed: about 75 s alone, twice that
    // beside the rest of the suite on a busy two-core runner.
    test.setTimeout(240_000);
    const reports = await checkPages(browser, mode);
    expectNoViolations(reports);
  });

  test(`home and chat at 360 px pass axe's WCAG 2.1 A and AA rules in ${mode} mode`, async ({ browser }) => {
    // A sign-in and three analyses: about 20 s alone.
    test.setTimeout(120_000);
    const reports = await checkPhone(browser, mode);
    expectNoViolations(reports);
  });
}
