import { expect, type Page } from '@playwright/test';

/**
 * The notification bell of a member's open page, watched from now: `rang` waits (no reload) until
 * its unread count has risen and the newest notifications name `text`, as the member would see it.
 */
export async function watchBell(page: Page) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // What is unread already (joining a team may have told them something), once the page shows it too.
  const before = ((await (await page.request.get('/api/notification')).json()) as { unreadCount: number }).unreadCount;
  await expect(bell).toHaveAttribute('aria-label', before ? `Notifications, ${before} unread` : 'Notifications');
  return {
    async rang(text: string) {
      await expect.poll(unread).toBeGreaterThan(before);
      await bell.click();
      await expect(page.getByRole('presentation').getByText(text).first()).toBeVisible();
      await page.keyboard.press('Escape');
    },
  };
}
