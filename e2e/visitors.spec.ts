import { expect, test } from './support/test';
import { team } from './support/accounts';
import { watchBell } from './support/bell';
import { unique } from './support/projects';

/**
 * Visitors in a browser (issue 19): a member invites a visitor in the dialog and finds them under
 * Expected today with their code; a visitor manager signs them in at the desk and the host's open
 * page hears of it at once (the bell); the host signs them out; the history shows the visit signed out.
 */

test('a member invites a visitor, the desk signs them in, the host hears it live and signs them out, the history shows it', async ({ browser }) => {
  test.setTimeout(150_000);
  // The front desk's day is the organisation's (UTC here): the browsers share it, so 'today' is one day.
  const { owner, teammates } = await team(browser, ['Eddie Editor'], { timezoneId: 'UTC' });
  const host = teammates[0]!;
  const visitorName = `Grace Hopper ${unique()}`;

  await host.goto('/visitor-request');
  await host.getByRole('button', { name: 'Invite visitor' }).click();
  const dialog = host.getByRole('dialog', { name: 'Invite visitor' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(visitorName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`grace-${unique()}@visitor.test`);
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Navy');
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Compiler review');
  await dialog.getByLabel('From').fill('00:00');
  await dialog.getByLabel('To').fill('23:59');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  const expected = host.getByRole('list', { name: 'Expected today' }).getByRole('listitem', { name: visitorName });
  await expect(expected).toBeVisible();
  const code = (await expected.locator('span').filter({ hasText: /^[A-Z2-9]{8}$/ }).first().textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const bell = await watchBell(host);

  // The desk (a visitor manager) signs the visitor in; the host's page is still open.
  await owner.goto('/admin/registeredvisitors');
  const atDesk = owner.getByRole('list', { name: 'Expected today' }).getByRole('listitem', { name: visitorName });
  await expect(atDesk).toContainText(code);
  await atDesk.getByRole('button', { name: 'Sign in at desk' }).click();
  await expect(owner.getByRole('list', { name: 'On site now' }).getByRole('listitem', { name: visitorName })).toBeVisible();

  // Heard at once, without a reload: the bell counts it and the visit moves on site.
  await bell.rang(visitorName);
  const onSite = host.getByRole('list', { name: 'On site now' }).getByRole('listitem', { name: visitorName });
  await expect(onSite).toBeVisible({ timeout: 10_000 });
  await onSite.getByRole('button', { name: 'Sign out' }).click();
  await expect(host.getByText(`${visitorName} is signed out`)).toBeVisible();

  await owner.goto('/admin/visitinghistory');
  await owner.getByRole('searchbox', { name: 'Search' }).fill(visitorName);
  await expect(owner).toHaveURL(/search=/);
  const row = owner.getByRole('table', { name: 'Visits' }).getByRole('row').filter({ hasText: visitorName });
  await expect(row).toContainText('Signed out');
  await expect(row).toContainText('Eddie Editor');
  await expect(row).toContainText(code);
});
