import { expect, test, type Page } from './support/test';
import { newOwner } from './support/accounts';
import { LAPSED } from './support/lapsedOrganization';
import { signIn, uniqueEmail } from './support/session';

/** The sandbox's hosted checkout page, filled in as a person would. */
async function payWithCard(page: Page, cardNumber: string, amount: string) {
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Petra Payer');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/payment-status\?session_id=/);
}

async function freeOwner(page: Page, name: string) {
  const account = await newOwner(page, page.request, name);
  await signIn(page, account.email, account.password);
  return account;
}

test('an owner on the free tier upgrades with the 4242 card, lands on /payment-status as paid and can invite past the old limit', async ({ page }) => {
  // Sign-up, two dialog steps, the hosted checkout and the status page.
  test.setTimeout(90_000);
  await freeOwner(page, 'Petra Payer');
  // Five more people do not fit the free tier's five seats.
  const emails = Array.from({ length: 5 }, (_, i) => uniqueEmail(`seat${i}`));
  expect((await page.request.post('/api/user/invite', { data: { emails, role: 'editor' } })).status()).toBe(402);

  await page.goto('/billing');
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose Team' }).click();
  // Another plan starts at its minimum seats.
  await expect(dialog.getByLabel('Number of users')).toHaveValue('6');
  await dialog.getByRole('button', { name: 'Add a user' }).click();
  await dialog.getByRole('button', { name: 'Add a user' }).click();
  await expect(dialog.getByLabel('Number of users')).toHaveValue('8');
  await expect(dialog.getByText('$64.00').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Team' }).click();

  await payWithCard(page, '4242 4242 4242 4242', '$64.00');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('•••• 4242').first()).toBeVisible();

  expect((await page.request.post('/api/user/invite', { data: { emails, role: 'editor' } })).status()).toBe(200);
  await page.goto('/billing');
  await expect(page.getByText('Team').first()).toBeVisible();
  await expect(page.getByText(/6 of 8 seats/).first()).toBeVisible();
});

test('a declined card shows the failure on /payment-status and leaves the free tier as it was', async ({ page }) => {
  test.setTimeout(60_000);
  await freeOwner(page, 'Dora Declined');
  const checkout = await page.request.post('/api/checkout', { data: { quantity: 6, billing_cycle: 'monthly', promotionCode: null } });
  await page.goto((await checkout.json()).data.url);
  await payWithCard(page, '4000 0000 0000 0002', '$48.00');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  const subscription = (await (await page.request.get('/api/subscription/active')).json()).data;
  expect(subscription).toMatchObject({ planName: 'Free', status: 'active' });
});

test('reducing seats below those in use shows the inline error in the upgrade dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await freeOwner(page, 'Sam Seats');
  // Team with 8 seats, paid through the API and the sandbox; then 6 invitations: 7 seats in use.
  const checkout = (await (await page.request.post('/api/checkout', { data: { quantity: 8, billing_cycle: 'monthly', promotionCode: null } })).json()).data;
  const sessionId = new URL(checkout.url).pathname.split('/').pop();
  const paid = await page.request.post(`/api/sandbox/checkout/${sessionId}/pay`, { data: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } });
  expect((await paid.json()).data.status).toBe('paid');
  const emails = Array.from({ length: 6 }, (_, i) => uniqueEmail(`pending${i}`));
  expect((await page.request.post('/api/user/invite', { data: { emails, role: 'read' } })).status()).toBe(200);

  await page.goto('/billing');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Choose Team' }).click();
  // The current plan keeps its seats; two fewer is below the seven in use.
  await expect(dialog.getByLabel('Number of users')).toHaveValue('8');
  await dialog.getByRole('button', { name: 'Remove a user' }).click();
  await dialog.getByRole('button', { name: 'Remove a user' }).click();
  await dialog.getByRole('button', { name: 'Upgrade to Team' }).click();
  await expect(dialog.getByText(/Your team uses 7 seats/)).toBeVisible();
  expect((await (await page.request.get('/api/subscription/active')).json()).data).toMatchObject({ quantity: 8 });
});

test("an expired organisation's editor sees the guard screen while its owner reaches /billing", async ({ browser }) => {
  test.setTimeout(60_000);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, LAPSED.editor.email, LAPSED.editor.password);
  await expect(editor.getByRole('heading', { name: 'Your trial has ended' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Go to billing' })).toHaveCount(0);
  await expect(editor.getByText('Ask an owner or admin of your organisation to choose a plan and restore access.')).toBeVisible();
  await editorContext.close();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, LAPSED.owner.email, LAPSED.owner.password);
  await expect(owner.getByRole('heading', { name: 'Your trial has ended' })).toBeVisible();
  await owner.getByRole('link', { name: 'Go to billing' }).or(owner.getByRole('button', { name: 'Go to billing' })).click();
  await expect(owner).toHaveURL(/\/billing$/);
  await expect(owner.getByText('Expired').first()).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Upgrade', exact: true })).toBeVisible();
  await ownerContext.close();
});
