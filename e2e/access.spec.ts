import { expect, test } from './support/test';
import { DEMO_PASSWORD, SUPER_ADMIN } from './support/env';
import { signIn } from './support/session';

test('a read user opening /billing sees ACCESS RESTRICTED and can go back', async ({ page }) => {
  await signIn(page, 'read@demo.test', DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create project' })).toHaveCount(0);

  await page.goto('/calendar');
  await page.goto('/billing');
  await expect(page.getByText('ACCESS RESTRICTED')).toBeVisible();
  await expect(page.getByText('Sorry, You do not have access to this page')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

test('the owner has the full menu; a maintainer has no billing', async ({ page }) => {
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const entry of ['Dashboard', 'Calendar', 'Notes', 'Team']) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Performance Settings' })).toHaveCount(0);
});

test('the super admin lands on the admin dashboard with the organisations and no bell', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('cell', { name: 'Acme Inc.', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restrict Acme Inc.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /notification/i })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText('ACCESS RESTRICTED')).toBeVisible();
});

test.describe('on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer is temporary: hidden until opened, closed after choosing an entry', async ({ page }) => {
    await signIn(page, 'editor@demo.test', DEMO_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(nav).toBeHidden();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
});

test("/board and /backlog open the last project's workspace on that tab for a role that reaches it", async ({ page }) => {
  await signIn(page, 'editor@demo.test', DEMO_PASSWORD);
  await page.goto('/board');
  // No project opened yet on this device: the page says what to do, not ACCESS RESTRICTED.
  await expect(page.getByRole('heading', { name: 'Pick a project to open' })).toBeVisible();
  await expect(page.getByText('ACCESS RESTRICTED')).toHaveCount(0);

  await page.getByRole('link', { name: 'Browse projects' }).click();
  await page.getByRole('main').getByRole('link', { name: /Mobile App/ }).first().click();
  await expect(page).toHaveURL(/\/task\/projects\/space\?projectId=/);
  const projectId = new URL(page.url()).searchParams.get('projectId');
  // The workspace remembers the project once it has loaded it (its header shows).
  await expect(page.getByRole('heading', { name: 'Mobile App' })).toBeVisible();

  await page.goto('/backlog');
  await expect(page).toHaveURL(new RegExp(`projectId=${projectId}.*selectedTab=backlog|selectedTab=backlog.*projectId=${projectId}`));
  await expect(page.getByRole('tab', { name: 'Backlog', selected: true })).toBeVisible();
});
