import { expect, test } from './support/test';
import { newOwner } from './support/accounts';
import { linkFromMail } from './support/mailbox';
import { signIn, uniqueEmail } from './support/session';

test('an invited editor joins from the mail, gets the editor menu and is signed out when deactivated; a full free tier asks to upgrade', async ({ browser }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const account = await newOwner(owner, ownerContext.request);
  await signIn(owner, account.email, account.password);
  await owner.goto('/admin/team');
  await expect(owner.getByText('1 of 5 seats used')).toBeVisible();

  const editorEmail = uniqueEmail('editor');
  await owner.getByRole('button', { name: 'Invite people' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel('Email addresses').fill(editorEmail);
  await dialog.getByLabel('Email addresses').press('Enter');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: /^Editor/ }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitations sent')).toBeVisible();
  await expect(owner.getByText(editorEmail).first()).toBeVisible();

  // The invitee opens the mailed link in their own browser and joins.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(await linkFromMail(editorEmail, '/invite/accept?code='));
  await expect(editor.getByText(/Olga Owner invited you/)).toBeVisible();
  await editor.getByLabel('Name', { exact: true }).fill('Eve Editor');
  await editor.getByLabel('Password', { exact: true }).fill('editor password');
  await editor.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(editor).toHaveURL(/\/$/);
  const nav = editor.getByRole('navigation', { name: 'Main' });
  for (const entry of ['Dashboard', 'Calendar', 'Notes']) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(nav.getByText('Projects', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);

  // The owner's open page shows the new member without a reload.
  await expect(owner.getByRole('cell', { name: /Eve Editor/ }).first()).toBeVisible();

  // Made a maintainer, the editor's open page gains the Team entry at once, without a reload.
  await owner.getByRole('combobox', { name: 'Role of Eve Editor' }).click();
  await owner.getByRole('option', { name: /^Maintainer/ }).click();
  await owner.getByRole('dialog', { name: "Change Eve Editor's role?" }).getByRole('button', { name: 'Change role' }).click();
  await expect(owner.getByText('Eve Editor is now Maintainer')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();

  await owner.getByRole('button', { name: 'Actions for Eve Editor' }).click();
  await owner.getByRole('menuitem', { name: 'Deactivate' }).click();
  await owner.getByRole('dialog', { name: 'Deactivate Eve Editor?' }).getByRole('button', { name: 'Deactivate' }).click();
  // Their open session leaves at once.
  await expect(editor).toHaveURL(/\/login/);

  // Fill the free tier (owner + four pending invitations = 5 of 5), then ask for one more.
  const fill = await ownerContext.request.post('/api/user/invite', {
    data: { emails: [1, 2, 3, 4].map((i) => uniqueEmail(`seat${i}`)), role: 'read' },
  });
  expect(fill.status()).toBe(200);
  await expect(owner.getByText('5 of 5 seats used')).toBeVisible();
  await owner.getByRole('button', { name: 'Invite people' }).click();
  const upgrade = owner.getByRole('dialog', { name: 'Upgrade Required' });
  await expect(upgrade).toContainText(
    "You've reached the maximum number of users allowed on your current plan. To continue adding users, please upgrade your plan.",
  );
  await upgrade.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(owner).toHaveURL(/\/billing$/);

  await ownerContext.close();
  await editorContext.close();
});
