import { expect, test, type Browser } from '@playwright/test';
import { team } from './support/accounts';
import { drawerList, openDirectMessage } from './support/chat';
import { CHROMIUM_ARGS } from './support/env';

// Chromium's fake camera and microphone, with the permission prompt answered yes.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** Olga and Tom, each on /chat with media allowed, Olga in their direct conversation. */
async function directConversation(browser: Browser) {
  const {
    owner,
    teammates: [tom],
  } = await team(browser, ['Tom Teammate'], { permissions: ['camera', 'microphone'] });
  await tom!.goto('/chat');
  await owner.goto('/chat');
  await openDirectMessage(owner, 'Tom Teammate');
  return { owner, tom: tom! };
}

test('a video call between two people connects, and hangs up cleanly on both sides', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner, tom } = await directConversation(browser);

  await owner.getByRole('button', { name: 'Start video call' }).click();
  const incoming = tom.getByRole('dialog', { name: 'Incoming Video Call' });
  await expect(incoming).toBeVisible();
  await expect(incoming).toContainText('Olga Owner is calling you.');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(incoming).toBeHidden();

  // Both sides reach a connected peer connection and show a tile for the other person.
  const ownerCall = owner.locator('[data-call-state]');
  const tomCall = tom.locator('[data-call-state]');
  await expect(ownerCall).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect(tomCall).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect(owner.getByLabel('In the call with Tom Teammate')).toBeVisible();
  await expect(tom.getByLabel('In the call with Olga Owner')).toBeVisible();

  // Controls work while connected.
  await owner.getByRole('button', { name: 'Mute' }).click();
  await expect(owner.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await owner.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(owner.getByRole('button', { name: 'Turn camera on' })).toBeVisible();

  await owner.getByRole('button', { name: 'Hang up' }).click();
  await expect(ownerCall).toHaveCount(0);
  await expect(tomCall).toHaveCount(0);

  // The conversation keeps an entry for the call with its duration.
  await drawerList(tom!, 'Direct Message').getByRole('link', { name: /Olga Owner/ }).click();
  await expect(tom.getByRole('log', { name: 'Messages' }).getByText(/Video call started by Olga Owner/)).toBeVisible();
  await expect(tom.getByRole('log', { name: 'Messages' }).getByText(/Lasted/)).toBeVisible();
});

test('an unanswered call can be rejected, and the caller sees it end', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, tom } = await directConversation(browser);

  await owner.getByRole('button', { name: 'Start voice call' }).click();
  const incoming = tom.getByRole('dialog', { name: 'Incoming Audio Call' });
  await expect(incoming).toBeVisible();
  await incoming.getByRole('button', { name: 'Reject' }).click();
  await expect(incoming).toBeHidden();
  await expect(owner.locator('[data-call-state]')).toHaveCount(0);
});
