import { expect, test } from './support/test';
import { linkFromMail } from './support/mailbox';
import { DEMO_PASSWORD } from './support/env';
import { signIn, uniqueEmail } from './support/session';

test('sign up, verify from the mail, sign in, switch theme, reload, log out', async ({ page }) => {
  // 15 s alone; past 30 s with the whole suite on two cores.
  test.setTimeout(60_000);
  const email = uniqueEmail('founder');
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Frida Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organization name').fill('Frida Labs');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/email-sent/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Not verified yet: sign-in is refused with a clear message.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please verify your email before logging in')).toBeVisible();

  const link = await linkFromMail(email, '/verify-email?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  // The verified address is already filled in.
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await signIn(page, email, 'a long password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Frida/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('owner');
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

  const toDark = page.getByRole('button', { name: 'Switch to dark mode' });
  const toLight = page.getByRole('button', { name: 'Switch to light mode' });
  const initiallyDark = await toLight.isVisible();
  await (initiallyDark ? toLight : toDark).click();
  const expected = initiallyDark ? 'light' : 'dark';
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe(expected);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.getByRole('button', { name: expected === 'dark' ? 'Switch to light mode' : 'Switch to dark mode' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Performance Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  // The session is gone on the server too: a protected page sends us back to sign in.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fcalendar/);
});

test('forgot password: the mailed link resets it and the old one stops working', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const signup = await request.put('/api/register', { data: { name: 'Fern Forgetful', email, password: 'first password', organizationName: 'Fern Co' } });
  expect(signup.status()).toBe(201);
  await page.goto(await linkFromMail(email, '/verify-email?token='));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText("If an account exists for that email, we've sent a link to reset the password.")).toBeVisible();

  await page.goto(await linkFromMail(email, '/forgot-password/verify?token='));
  await expect(page).toHaveURL(/\/resetPassword\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('second password');
  await page.getByLabel('Confirm password', { exact: true }).fill('second password');
  await page.getByRole('button', { name: /Reset password|Save password|Set new password/ }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'second password');
  await expect(page.getByRole('heading', { name: /Fern/ })).toBeVisible();
});

test('a protected page sends a signed-out visitor to sign in and back', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fcalendar/);
  await page.getByLabel('Email').fill('maintainer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

test('/login opened cold moves to /signup and back in the page, and signing in hands the same document over to the app', async ({ page }) => {
  await page.goto('/login?redirectUrl=%2Fcalendar');
  await expect(page.getByRole('heading', { name: 'Sign in to Teamwork' })).toBeVisible();
  // Gone if the browser loaded another document on the way.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?redirectUrl=%2Fcalendar$/);
  await expect(page).toHaveTitle('Sign up · Teamwork');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in to Teamwork' })).toBeVisible();
  await page.getByLabel('Email').fill('maintainer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Opened again while signed in, /login hands over to the app at once, which sends them on.
  await page.goto('/login?redirectUrl=%2Fnotes');
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the public sign-in and sign-up pages load none of the signed-in app: no shell, socket, call machinery or home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  // Nor the app's boot (its router and data layer): opened cold, these pages are drawn before it (web/signIn.tsx).
  expect(scripts.filter((script) => /\/(AppShell|CallHost|socket|DashboardPage|boot)-/.test(script))).toEqual([]);
});
