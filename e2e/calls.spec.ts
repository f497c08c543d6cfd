import { expect, test, type Browser } from './support/test';
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

test('someone who declined a group call is asked back in with Add people, and joins the mesh', async ({ browser }) => {
  test.setTimeout(150_000);
  const {
    owner,
    teammates: [tom, ada],
  } = await team(browser, ['Tom Teammate', 'Ada Analyst'], { permissions: ['camera', 'microphone'] });
  await tom!.goto('/chat');
  await ada!.goto('/chat');
  await owner.goto('/chat');
  await owner.getByRole('button', { name: 'Start Group Message' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group name').fill('Launch crew');
  await dialog.getByRole('checkbox', { name: 'Tom Teammate' }).check();
  await dialog.getByRole('checkbox', { name: 'Ada Analyst' }).check();
  await dialog.getByRole('button', { name: 'Create Group (3)' }).click();
  await expect(owner.getByRole('heading', { name: 'Launch crew' })).toBeVisible();

  // Ada declines, Tom answers.
  await owner.getByRole('button', { name: 'Start video call' }).click();
  const adaRinging = ada!.getByRole('dialog', { name: 'Incoming Video Call' });
  await adaRinging.getByRole('button', { name: 'Reject' }).click();
  await expect(adaRinging).toBeHidden();
  await tom!.getByRole('dialog', { name: 'Incoming Video Call' }).getByRole('button', { name: 'Accept' }).click();
  await expect(owner.locator('[data-call-state]')).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });

  // Tom asks her back in: both in the call see her ringing, and she gets the usual prompt.
  await tom!.getByRole('button', { name: 'Add people' }).click();
  const addPeople = tom!.getByRole('dialog', { name: 'Add people' });
  await addPeople.getByRole('button', { name: /Ada Analyst/ }).click();
  await expect(addPeople).toBeHidden();
  await expect(tom!.getByRole('group', { name: 'Ada Analyst' })).toContainText('Ringing…');
  await expect(owner.getByRole('group', { name: 'Ada Analyst' })).toContainText('Ringing…');
  await expect(adaRinging).toContainText('Olga Owner is calling you.');
  await adaRinging.getByRole('button', { name: 'Accept' }).click();

  // A mesh of three: everyone connected to both others.
  const calls = [
    [owner, 'Tom Teammate, Ada Analyst'],
    [tom!, 'Olga Owner, Ada Analyst'],
    [ada!, 'Olga Owner, Tom Teammate'],
  ] as const;
  for (const [page, others] of calls) {
    await expect(page.getByLabel(`In the call with ${others}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(`In the call with ${others}`).getByText(/Connecting…|Ringing…|Reconnecting…/)).toHaveCount(0, { timeout: 20_000 });
  }

  // The one who started it leaves: the other two carry on; one more leaves: it is over.
  await owner.getByRole('button', { name: 'Hang up' }).click();
  await expect(tom!.getByLabel('In the call with Ada Analyst')).toBeVisible();
  await tom!.getByRole('button', { name: 'Hang up' }).click();
  await expect(ada!.locator('[data-call-state]')).toHaveCount(0);
});
