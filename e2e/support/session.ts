import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** Signs in through the API: the request context (a page's or a context's `request`) keeps the session cookie. */
export async function apiSignIn(api: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const login = await api.post('/api/user/login', { data: account });
  if (!login.ok()) throw new Error(`login ${account.email}: ${login.status()} ${await login.text()}`);
}
