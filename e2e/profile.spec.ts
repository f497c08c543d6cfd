import { expect, test, type Browser, type Page } from './support/test';
import { newOwner } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { photo } from './support/photo';
import { signIn, uniqueEmail } from './support/session';

/** A new owner signed in twice: `here` (where the profile is changed) and `elsewhere` (another browser). */
async function signedInTwice(browser: Browser) {
  const hereContext = await browser.newContext();
  const here = await hereContext.newPage();
  const account = await newOwner(here, hereContext.request, 'Olga Owner');
  await signIn(here, account.email, account.password);
  const elsewhereContext = await browser.newContext();
  const elsewhere = await elsewhereContext.newPage();
  await signIn(elsewhere, account.email, account.password);
  // The socket is what tells an open page its session ended.
  await expect(elsewhere.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const close = async () => Promise.all([hereContext.close(), elsewhereContext.close()]);
  return { here, elsewhere, account, close };
}

async function openProfile(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('name and cropped picture show in the top bar; sign out everywhere else ends the other browser', async ({ browser }) => {
  test.setTimeout(90_000);
  const { here, elsewhere, close } = await signedInTwice(browser);
  await openProfile(here, 'Olga Owner');

  const details = here.getByRole('region', { name: 'Details' });
  await details.getByLabel('Name').fill('Petra Profile');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(here.getByText('Profile saved')).toBeVisible();
  const accountButton = here.getByRole('button', { name: 'Account menu for Petra Profile' });
  await expect(accountButton).toBeVisible();
  await expect(accountButton.locator('[data-initials="PP"]')).toBeVisible();

  await here.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo(here) });
  const crop = here.getByRole('dialog', { name: 'Crop your picture' });
  await expect(crop).toBeVisible();
  await crop.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  await crop.getByRole('button', { name: 'Save picture' }).click();
  await expect(here.getByText('Picture saved')).toBeVisible();
  await expect(crop).toBeHidden();
  // The top bar shows the picture (loaded, not a broken image) instead of the initials.
  const picture = accountButton.locator('img');
  await expect(picture).toHaveAttribute('src', /\/api\/user\/[0-9a-f-]+\/avatar\?v=\d+/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(512);

  const sessions = here.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await here.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await here.getByRole('dialog', { name: 'Sign out everywhere else?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(here.getByText('Signed out of 1 other session')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(elsewhere).toHaveURL(/\/login/);
  // This browser is still signed in.
  await here.reload();
  await expect(here.getByRole('heading', { name: 'Active sessions' })).toBeVisible();

  // Removing the picture brings the initials back.
  await here.getByRole('region', { name: 'Picture' }).getByRole('button', { name: 'Remove' }).click();
  await expect(accountButton.locator('img')).toHaveCount(0);
  await expect(accountButton.locator('[data-initials="PP"]')).toBeVisible();
  await close();
});

test('a new password signs the other browser out; the old password fails and the new one works', async ({ browser }) => {
  test.setTimeout(90_000);
  const { here, elsewhere, account, close } = await signedInTwice(browser);
  await openProfile(here, 'Olga Owner');

  const form = here.getByRole('region', { name: 'Password' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password').fill('a brand new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(here.getByText('Password changed. One other device was signed out.')).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/login/);

  await elsewhere.getByLabel('Email').fill(account.email);
  await elsewhere.getByLabel('Password', { exact: true }).fill(account.password);
  await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(elsewhere.getByText('Invalid email or password')).toBeVisible();
  await signIn(elsewhere, account.email, 'a brand new password');
  await close();
});

test('an email change takes effect from the link mailed to the new address, and the new address signs in', async ({ browser }) => {
  test.setTimeout(90_000);
  const { here, elsewhere, account, close } = await signedInTwice(browser);
  await openProfile(here, 'Olga Owner');

  const newEmail = uniqueEmail('moved');
  const form = here.getByRole('region', { name: 'Email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText(`We've sent a link to ${newEmail}. Your email changes when you open it.`)).toBeVisible();
  await expect(form.getByText(`You sign in with ${account.email}.`)).toBeVisible();

  // The link opens in the other browser, as a phone's mail app would.
  await elsewhere.goto(await linkFromMail(newEmail, '/confirm-email?token='));
  await expect(elsewhere.getByRole('heading', { name: 'Your email is changed' })).toBeVisible();
  await expect(elsewhere.getByText(`You now sign in with ${newEmail}.`)).toBeVisible();

  await here.reload();
  await expect(here.getByRole('region', { name: 'Email' }).getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  await here.getByRole('button', { name: 'Account menu for Olga Owner' }).click();
  await expect(here.getByRole('menu').getByText(newEmail)).toBeVisible();
  await here.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(here).toHaveURL(/\/login/);
  await signIn(here, newEmail, account.password);
  await close();
});
