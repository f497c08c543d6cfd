import { expect, test } from './support/test';
import { newOwner } from './support/accounts';
import { signIn } from './support/session';

test("a new organisation's home guides its owner, ticks steps as they happen, and #general opens with a welcome", async ({ page }) => {
  // A sign-up through the mailbox, a project, a chat message and the home page three times.
  test.setTimeout(120_000);
  const account = await newOwner(page, page.request, 'Gina Guide');
  await signIn(page, account.email, account.password);
  await page.goto('/');
  const guide = page.getByRole('region', { name: 'Get your team started' });
  await expect(guide.getByText('0 of 4 done')).toBeVisible();

  await guide.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/project\/create$/);
  await page.getByLabel('Project name').fill('Launch');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Project added successfully')).toBeVisible();

  await page.goto('/');
  await expect(guide.getByText('1 of 4 done')).toBeVisible();
  await expect(guide.getByRole('listitem', { name: 'Create a project, done' })).toBeVisible();

  await guide.getByRole('link', { name: 'Open #general' }).click();
  await expect(page.getByRole('article', { name: /^Teamwork, / }).getByText(/Welcome to Gina Works! This is #general/)).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello everyone!');
  await composer.press('Enter');
  await expect(page.getByRole('article', { name: /^Gina Guide, / }).getByText('Hello everyone!')).toBeVisible();

  await page.goto('/');
  await expect(guide.getByText('2 of 4 done')).toBeVisible();
  await guide.getByRole('button', { name: 'Hide this guide' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /, Gina$/ })).toBeVisible();
  await expect(guide).toBeHidden();
});
