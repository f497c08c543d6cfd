import type { Page } from '@playwright/test';

export const drawerList = (page: Page, section: 'Direct Message' | 'Groups' | 'Channels') => page.getByRole('list', { name: section, exact: true });

/** Opens (or reopens) the direct conversation with `name` through the Start a Conversation dialog. */
export async function openDirectMessage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Start Direct Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
  await dialog.getByLabel('Search people').fill(name.split(' ')[0]!);
  await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: 'Start Conversation (1)' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name }).waitFor();
}
