import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox';
import { signIn, uniqueEmail } from './session';

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

/**
 * Someone the owner (signed in on `ownerRequest`) invites by email, who accepts the mailed
 * invitation through the API, as the accept page does. Returns their credentials.
 */
export async function newTeammate(ownerRequest: APIRequestContext, request: APIRequestContext, name: string, role = 'editor') {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const password = `${name.split(' ')[0]!.toLowerCase()} password`;
  const invited = await ownerRequest.post('/api/user/invite', { data: { emails: [email], role } });
  expect(invited.status()).toBe(200);
  const link = await linkFromMail(email, '/invite/accept?code=');
  const code = new URL(link).searchParams.get('code')!;
  const accepted = await request.put(`/api/register?inviteCode=${encodeURIComponent(code)}`, { data: { name, password } });
  expect(accepted.ok()).toBe(true);
  return { email, password, name };
}

/** An owner and teammates of one new organisation, each signed in in a browser context of their own. */
export async function team(browser: Browser, teammateNames: string[], contextOptions: Parameters<Browser['newContext']>[0] = {}) {
  const ownerContext = await browser.newContext(contextOptions);
  const owner = await ownerContext.newPage();
  const account = await newOwner(owner, ownerContext.request, 'Olga Owner');
  await signIn(owner, account.email, account.password);
  const teammates: Page[] = [];
  for (const name of teammateNames) {
    const context = await browser.newContext(contextOptions);
    // Accepting the invitation signs this context in.
    await newTeammate(ownerContext.request, context.request, name);
    teammates.push(await context.newPage());
  }
  return { owner, teammates };
}
