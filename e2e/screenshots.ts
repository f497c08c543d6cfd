/**
 * Captures the main screens in light and dark mode at desktop and phone widths, for
 * reviewing the look of the web app. Needs a running server with the demo data:
 *   PORT=3100 SEED_DEMO=true node --import tsx server/main.ts
 *   node --import tsx e2e/screenshots.ts   (BASE_URL, OUT, DEMO_EMAIL, DEMO_PASSWORD, ADMIN_PASSWORD, DATA_DIR)
 * The invitation screens need real invitations: the script sends two as the demo owner
 * (revoking the previous run's first) and reads the accept link from the server's mail
 * outbox, so DATA_DIR must be the server's.
 */
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT = resolve(process.env.OUT ?? './screenshots');
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'owner@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';
// Optional: the super admin's password is printed once, on the server's first start.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'superadmin@teamwork.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;
const OUTBOX = join(resolve(process.env.DATA_DIR ?? './data'), 'outbox');
const INVITEES = ['maya.patel@screenshots.test', 'jon.baker@screenshots.test'];


const shoot = screenshotter(OUT, { fullPage: true });

async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}${landing}`, { timeout: 15_000 }).catch(async () => {
    const alert = await page.getByRole('alert').textContent().catch(() => null);
    throw new Error(`Sign-in as ${email} failed${alert ? `: ${alert}` : ''} (check the *_EMAIL / *_PASSWORD variables)`);
  });
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
}

/** Quoted-printable, as the outbox writes mail bodies: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link in the first mail to `email` written after `since` (earlier runs left older, revoked ones). */
async function acceptLinkFor(email: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    for (const file of (await readdir(OUTBOX).catch(() => [])).filter((name) => name.endsWith(`-${email}.eml`))) {
      const path = join(OUTBOX, file);
      if ((await stat(path)).mtimeMs < since) continue;
      const match = /\/invite\/accept\?code=[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(await readFile(path, 'utf8')));
      if (match) return match[0];
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`No invitation mail for ${email} in ${OUTBOX} (set DATA_DIR to the server's)`);
}

/** Fresh pending invitations for the team page, and the accept link of the first. */
async function prepareInvitations(): Promise<string> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await api.post('/api/user/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in as ${DEMO_EMAIL} failed: ${login.status()}`);
    const { data: pending } = (await (await api.get('/api/invite')).json()) as { data: { _id: string; email: string }[] };
    for (const invite of pending.filter((candidate) => INVITEES.includes(candidate.email))) await api.delete(`/api/invite/${invite._id}`);
    const since = Date.now();
    const sent = await api.post('/api/user/invite', { data: { emails: INVITEES, role: 'editor' } });
    if (!sent.ok()) throw new Error(`Inviting failed: ${sent.status()} ${await sent.text()}`);
    return await acceptLinkFor(INVITEES[0]!, since);
  } finally {
    await api.dispose();
  }
}

async function captureTeam(page: Page, theme: Theme, viewport: Viewport): Promise<void> {
  await page.getByRole('table', { name: 'Team members' }).waitFor();
  await page.getByRole('table', { name: 'Pending invitations' }).waitFor();
  await shoot(page, 'team', theme, viewport);

  const invites = page.getByRole('region', { name: 'Pending invitations' });
  await invites.scrollIntoViewIfNeeded();
  await invites.screenshot({ path: join(OUT, `team-invites-${theme}-${viewport.name}.png`) });

  await page.getByRole('combobox', { name: 'Role of Eddie Editor' }).click();
  await page.getByRole('option', { name: /^Maintainer/ }).click();
  await page.getByRole('dialog', { name: "Change Eddie Editor's role?" }).waitFor();
  await shoot(page, 'team-role-confirm', theme, viewport, false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  const emails = dialog.getByRole('combobox', { name: 'Email addresses' });
  await emails.pressSequentially('sam.lee@example.com, priya.shah@example.com, not-an-email ');
  await shoot(page, 'invite-dialog', theme, viewport, false);

  // Addresses the server refuses (an existing member, an open invitation): per-address answers, no seat used.
  await dialog.locator('.MuiChip-root').filter({ hasText: 'not-an-email' }).locator('.MuiChip-deleteIcon').click();
  await dialog.locator('.MuiChip-root').filter({ hasText: 'sam.lee' }).locator('.MuiChip-deleteIcon').click();
  await dialog.locator('.MuiChip-root').filter({ hasText: 'priya.shah' }).locator('.MuiChip-deleteIcon').click();
  await emails.pressSequentially(`editor@demo.test ${INVITEES[1]} `);
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  await dialog.getByRole('list', { name: 'Invitation results' }).waitFor();
  await shoot(page, 'invite-results', theme, viewport, false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  // A full plan, faked for this one call rather than by filling the demo organisation's seats.
  await page.route('**/api/plan/check?*', (route) =>
    route.fulfill({ json: { success: true, isUpgradeRequired: true, seatsInUse: 10, seatLimit: 10 } }),
  );
  await page.getByRole('button', { name: 'Invite people' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Required' });
  await upgrade.waitFor();
  await shoot(page, 'upgrade-required', theme, viewport, false);
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await upgrade.waitFor({ state: 'detached' });
  await page.unroute('**/api/plan/check?*');
}

async function captureSet(browser: Browser, theme: Theme, viewport: Viewport, acceptLink: string): Promise<void> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
  });
  // The app reads its theme from localStorage first; set it before any page script runs.
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${theme} ${viewport.name}] console: ${message.text()}`);
  });

  await page.goto('/email-sent?email=new.user%40example.com');
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await shoot(page, 'email-sent', theme, viewport);

  await page.goto('/this-page-does-not-exist');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await shoot(page, 'not-found', theme, viewport);

  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await shoot(page, 'signup', theme, viewport);

  await page.goto(acceptLink);
  await page.getByRole('heading', { name: /^Join / }).waitFor();
  await page.getByLabel('Name').fill('Maya Patel');
  await page.getByLabel('Password', { exact: true }).fill('maya-2026');
  await shoot(page, 'invite-accept', theme, viewport);

  await page.goto('/invite/accept?code=this-code-was-never-issued-by-us');
  await page.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
  await shoot(page, 'invite-invalid', theme, viewport);

  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to Teamwork' }).waitFor();
  await shoot(page, 'login', theme, viewport);

  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD, '/');
  await shoot(page, 'dashboard', theme, viewport);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await shoot(page, 'notifications', theme, viewport);
  await page.keyboard.press('Escape');

  if (viewport.name === 'mobile') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await shoot(page, 'drawer', theme, viewport);
    await page.getByRole('link', { name: 'Team' }).click();
  } else {
    await page.goto('/admin/team');
  }
  await captureTeam(page, theme, viewport);

  await page.goto('/notes');
  await page.getByRole('heading', { name: 'Notes', exact: true }).waitFor();
  await shoot(page, 'notes', theme, viewport);

  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { name: 'ACCESS RESTRICTED' }).waitFor();
  await shoot(page, 'restricted', theme, viewport);

  if (ADMIN_PASSWORD) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign in to Teamwork' }).waitFor();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/dashboard');
    await page.getByRole('table', { name: 'Organizations' }).waitFor();
    await page.getByRole('table', { name: 'Plans' }).getByRole('button').first().waitFor();
    await shoot(page, 'admin-dashboard', theme, viewport);
    const plans = page.getByRole('region', { name: 'Plans' });
    await plans.scrollIntoViewIfNeeded();
    await plans.screenshot({ path: join(OUT, `admin-plans-${theme}-${viewport.name}.png`) });
    await page.getByRole('button', { name: 'Edit Team' }).click();
    await page.getByRole('dialog', { name: 'Edit Team' }).waitFor();
    await shoot(page, 'admin-plan-edit', theme, viewport, false);
  }

  await context.close();
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const acceptLink = await prepareInvitations();
  await withBrowser(async (browser) => {
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) await captureSet(browser, theme, viewport, acceptLink);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
