import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox';
import { uniqueEmail } from './session';

/** A new organisation on the free tier: signed up through the API, verified through its mailed link. */
export async function newOwner(page: Page, request: APIRequestContext, name = 'Olga Owner') {
  const email = uniqueEmail('owner');
  const password = 'owner password';
  const res = await request.put('/api/register', { data: { name, email, password, organizationName: `${name.split(' ')[0]} Works` } });
  expect(res.status()).toBe(201);
  await page.goto(await linkFromMail(email, '/verify-email?token='));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  return { email, password, name };
}
