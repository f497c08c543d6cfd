import { expect, test } from './support/test';
import { team } from './support/accounts';
import { DEMO_PASSWORD } from './support/env';
import { unique } from './support/projects';
import { signIn } from './support/session';

/**
 * Performance credits in a browser (issue 18): the owner records a credit for a teammate in the
 * dialog, finds it in the list, opens it, changes its points and reads the change in its history,
 * then deletes it after the confirmation; the owner changes a setting; a maintainer is refused.
 */

test('the owner records a credit, edits its points, reads the history and deletes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, ['Eddie Editor']);
  const reason = `Shipped the pricing page ${unique()}`;
  await owner.goto('/performance');
  await owner.getByRole('button', { name: 'Record credit' }).first().click();
  const dialog = owner.getByRole('dialog', { name: 'Record credit' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  await owner.getByRole('option', { name: 'Eddie Editor' }).click();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await owner.getByRole('option', { name: 'Delivery' }).click();
  // The category's default points fill the field.
  await expect(dialog.getByRole('spinbutton', { name: 'Points' })).toHaveValue('10');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Record credit' }).click();
  await expect(dialog).toBeHidden();

  const table = owner.getByRole('table', { name: 'Credits' });
  const row = table.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('+10');
  await expect(row).toContainText('Delivery');
  await row.getByRole('button', { name: /Open the credit for Eddie Editor/ }).click();

  const details = owner.getByRole('dialog', { name: 'Credit details' });
  await expect(details.getByRole('list', { name: 'History' })).toContainText('created');
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit credit' });
  await edit.getByRole('spinbutton', { name: 'Points' }).fill('15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(details.getByRole('list', { name: 'History' })).toContainText('changed points 10 → 15');
  await expect(details).toContainText('+15');

  await details.getByRole('button', { name: 'Delete' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Delete this credit?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(owner.getByText(reason)).toHaveCount(0);
  // Still readable, with its history, among the deleted ones.
  await owner.getByRole('switch', { name: 'Show deleted' }).check();
  await expect(table.getByRole('row').filter({ hasText: reason })).toContainText('Deleted');
});

test('the owner changes who may record credits, and it is kept', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner } = await team(browser, []);
  await owner.goto('/performancesettings');
  const maintainer = owner.getByRole('checkbox', { name: 'Maintainer' });
  await expect(maintainer).not.toBeChecked();
  await maintainer.check();
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByText('Performance settings saved')).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('checkbox', { name: 'Maintainer' })).toBeChecked();
});

test('a maintainer opening /performance is refused', async ({ page }) => {
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  await page.goto('/performance');
  await expect(page.getByText('ACCESS RESTRICTED')).toBeVisible();
});
