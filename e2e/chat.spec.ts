import { expect, test } from './support/test';
import { team } from './support/accounts';
import { drawerList, openDirectMessage } from './support/chat';
import { DEMO_PASSWORD } from './support/env';
import { employeeId } from './support/projects';
import { signIn } from './support/session';

test('a direct message appears live with an unread badge, a typing indicator and the message', async ({ browser }) => {
  test.setTimeout(90_000);
  const {
    owner,
    teammates: [tom],
  } = await team(browser, ['Tom Teammate']);
  await tom!.goto('/chat');
  // The first channel is selected on load.
  await expect(tom!.getByRole('heading', { name: '# general' })).toBeVisible();

  await owner.goto('/chat');
  await owner.getByRole('button', { name: 'Start Direct Message' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Start a Conversation' });
  await dialog.getByLabel('Search people').fill('Tom');
  await dialog.getByRole('checkbox', { name: 'Tom Teammate' }).check();
  await dialog.getByRole('button', { name: 'Start Conversation (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('heading', { name: 'Tom Teammate' })).toBeVisible();

  const ownerComposer = owner.getByRole('textbox', { name: 'Message' });
  await ownerComposer.fill('Hello Tom, the release is **today**');
  await ownerComposer.press('Enter');
  // Markdown: the bold word is rendered bold, not as asterisks.
  await expect(owner.getByRole('log', { name: 'Messages' }).locator('strong', { hasText: 'today' })).toBeVisible();

  // Tom, still in #general, sees the new conversation with one unread message.
  const entry = drawerList(tom!, 'Direct Message').getByRole('link', { name: /Olga Owner/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('unread-badge')).toHaveText(/^1/);
  // The browser tab says so too, and names the open conversation.
  await expect(tom!).toHaveTitle('(1) #general · Teamwork');
  await entry.click();
  await expect(tom!).toHaveTitle('Olga Owner · Teamwork');
  await expect(tom!.getByRole('log', { name: 'Messages' }).getByText('Hello Tom, the release is')).toBeVisible();
  await expect(tom!.getByRole('separator', { name: 'New messages' })).toBeVisible();
  await expect(entry.getByTestId('unread-badge')).toHaveCount(0);

  // Typing shows on Tom's side, never on Olga's own.
  await ownerComposer.pressSequentially('Are you', { delay: 30 });
  await expect(tom!.getByText('Olga Owner is typing…')).toBeVisible();
  await expect(owner.getByText(/is typing…/)).toHaveCount(0);
  await ownerComposer.press('Enter');
  await expect(tom!.getByRole('log', { name: 'Messages' }).getByText('Are you')).toBeVisible();
  await expect(tom!.getByText('Olga Owner is typing…')).toBeHidden();

  // Tom answers; the badge stays away because the conversation is open for Olga.
  const tomComposer = tom!.getByRole('textbox', { name: 'Message' });
  await tomComposer.fill('Ready when you are');
  await tomComposer.press('Enter');
  await expect(owner.getByRole('log', { name: 'Messages' }).getByText('Ready when you are')).toBeVisible();
  await expect(drawerList(owner, 'Direct Message').getByTestId('unread-badge')).toHaveCount(0);

  // Ctrl+K jumps to another conversation by name.
  await owner.keyboard.press('Control+k');
  await owner.getByRole('combobox', { name: 'Conversation name' }).fill('gener');
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('heading', { name: '# general' })).toBeVisible();

  // After a reload the conversation and its messages are still there (written before emitted).
  await tom!.reload();
  await expect(tom!.getByRole('log', { name: 'Messages' }).getByText('Ready when you are')).toBeVisible();
});

test('a group is created with the dialog rules and appears for its members live', async ({ browser }) => {
  test.setTimeout(90_000);
  const {
    owner,
    teammates: [tom, ada],
  } = await team(browser, ['Tom Teammate', 'Ada Analyst']);
  await ada!.goto('/chat');
  await owner.goto('/chat');

  await owner.getByRole('button', { name: 'Start Group Message' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Create Group' });
  const create = dialog.getByRole('button', { name: /^Create Group \(/ });
  await expect(create).toHaveText('Create Group (1)');
  await create.click();
  await expect(dialog.getByText('Group name is required')).toBeVisible();
  await expect(dialog.getByText('Minimum 2 members required')).toBeVisible();

  await dialog.getByLabel('Group name').fill('Launch crew');
  await expect(dialog.getByText('Group name is required')).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'Tom Teammate' }).check();
  await expect(create).toHaveText('Create Group (2)');
  await expect(dialog.getByText('Minimum 2 members required')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Ada Analyst' }).check();
  await expect(dialog.getByText('Minimum 2 members required')).toBeHidden();
  await expect(create).toHaveText('Create Group (3)');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('heading', { name: 'Launch crew' })).toBeVisible();

  // Ada's open sidebar shows the group without a reload; Tom sees it when he arrives.
  await expect(drawerList(ada!, 'Groups').getByRole('link', { name: /Launch crew/ })).toBeVisible();
  const composer = owner.getByRole('textbox', { name: 'Message' });
  await composer.fill('Welcome to the launch crew');
  await composer.press('Enter');
  await expect(drawerList(ada!, 'Groups').getByRole('link', { name: /Launch crew/ }).getByTestId('unread-badge')).toHaveText(/^1/);
  await tom!.goto('/chat');
  await drawerList(tom!, 'Groups').getByRole('link', { name: /Launch crew/ }).click();
  await expect(tom!.getByRole('log', { name: 'Messages' }).getByText('Welcome to the launch crew')).toBeVisible();
});

/** What a page asked the operating system to show, and a switch for whether its window has the focus. */
type DesktopProbe = { shown: { title: string; options: NotificationOptions; onclick: (() => void) | null }[]; away: boolean };

test('a direct message pops up on the desktop while the page is in the background, and a click opens it', async ({ browser }) => {
  test.setTimeout(90_000);
  const {
    owner,
    teammates: [tom],
  } = await team(browser, ['Tom Teammate'], { permissions: ['notifications'] });
  // Headless Chromium has no desktop to show notifications on, nor a window to leave: Tom's
  // page records the notifications it makes, and the test says when he is looking elsewhere.
  await tom!.addInitScript(() => {
    const probe: DesktopProbe = { shown: [], away: false };
    const browserNotification = window.Notification;
    class RecordedNotification {
      static get permission() {
        return browserNotification.permission;
      }
      static requestPermission() {
        return browserNotification.requestPermission();
      }
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        readonly options: NotificationOptions,
      ) {
        probe.shown.push(this);
      }
      close() {}
    }
    Object.assign(window, { desktopProbe: probe, Notification: RecordedNotification });
    document.hasFocus = () => !probe.away;
  });
  const probe = () => tom!.evaluate(() => (window as unknown as { desktopProbe: DesktopProbe }).desktopProbe.shown.map(({ title, options }) => [title, options.body]));

  await tom!.goto('/chat');
  await tom!.getByRole('button', { name: /^Your status/ }).click();
  const toggle = tom!.getByRole('menuitemcheckbox', { name: /Desktop notifications/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await tom!.keyboard.press('Escape');

  // Looking at the page: the badge and the sound are enough.
  await owner.goto('/chat');
  await openDirectMessage(owner, 'Tom Teammate');
  const composer = owner.getByRole('textbox', { name: 'Message' });
  await composer.fill('First one, seen in the app');
  await composer.press('Enter');
  await expect(drawerList(tom!, 'Direct Message').getByRole('link', { name: /Olga Owner/ }).getByTestId('unread-badge')).toHaveText(/^1/);

  // Looking elsewhere: it pops up, and a click brings Tom to the conversation.
  await tom!.evaluate(() => ((window as unknown as { desktopProbe: DesktopProbe }).desktopProbe.away = true));
  await composer.fill('Lunch at **noon**?');
  await composer.press('Enter');
  await expect.poll(probe).toEqual([['Olga Owner', 'Lunch at noon?']]);
  await tom!.evaluate(() => {
    const { desktopProbe } = window as unknown as { desktopProbe: DesktopProbe };
    desktopProbe.away = false;
    desktopProbe.shown[0]!.onclick!();
  });
  await expect(tom!.getByRole('heading', { name: 'Olga Owner' })).toBeVisible();
  await expect(tom!.getByRole('log', { name: 'Messages' }).getByText('Lunch at')).toBeVisible();
});

test('Ctrl+K ranks a person whose name starts with the typed letters above conversations that merely contain them', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'owner@demo.test', DEMO_PASSWORD);
  // A direct conversation with Eddie; #general holds him too, so it matches 'edd' by a member.
  const direct = await page.request.post('/api/channels/direct', { data: { members: [await employeeId(page.request, 'Eddie Editor')] } });
  expect(direct.ok(), await direct.text()).toBe(true);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.keyboard.press('Control+k');
  const switcher = page.getByRole('dialog', { name: 'Jump to a conversation' });
  await expect(switcher.getByRole('option').first()).toBeVisible();
  await switcher.getByRole('combobox', { name: 'Conversation name' }).pressSequentially('edd', { delay: 30 });
  // Other tests may add conversations with Eddie in them: whatever else matches, his name comes first.
  await expect(switcher.getByRole('option').filter({ hasText: 'general' })).toBeVisible();
  await expect(switcher.getByRole('option').first()).toContainText('Eddie Editor');
});
