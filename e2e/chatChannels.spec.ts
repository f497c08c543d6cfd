import { expect, test } from './support/test';
import { team } from './support/accounts';
import { drawerList } from './support/chat';

test('a link to a channel you have not joined offers Join; the creator adds people live; @ suggests and notifies', async ({ browser }) => {
  test.setTimeout(120_000);
  const {
    owner,
    teammates: [eddie, tom],
  } = await team(browser, ['Eddie Editor', 'Tom Teammate']);
  const created = await owner.request.post('/api/channels', { data: { channelType: 'channel', name: 'design', members: [] } });
  expect(created.status()).toBe(201);
  const design = ((await created.json()) as { data: { _id: string } }).data;
  const link = `/chat?channel=${design._id}`;

  // Eddie follows a link to it: the channel and Join, not 'Conversation not found'.
  await eddie!.goto(link);
  const preview = eddie!.getByRole('region', { name: 'Channel preview' });
  await expect(preview.getByRole('heading', { name: 'You are not in #design yet' })).toBeVisible();
  await expect(preview.getByText(/^1 member, created by Olga Owner\./)).toBeVisible();
  await expect(eddie!.getByText('Conversation not found')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Join #design' }).click();
  const eddieComposer = eddie!.getByRole('textbox', { name: 'Message' });
  await expect(eddieComposer).toBeVisible();
  await expect(drawerList(eddie!, 'Channels').getByRole('link', { name: /design/ })).toBeVisible();
  await eddieComposer.fill('Glad to be here');
  await eddieComposer.press('Enter');
  await expect(eddie!.getByRole('log', { name: 'Messages' }).getByText('Glad to be here')).toBeVisible();

  // The creator adds Tom from the channel's menu; Tom's open page lists it without a reload.
  await tom!.goto('/chat');
  await expect(tom!.getByRole('heading', { name: '# general' })).toBeVisible();
  await owner.goto(link);
  await expect(owner.getByRole('log', { name: 'Messages' }).getByText('Glad to be here')).toBeVisible();
  const entry = drawerList(owner, 'Channels').getByRole('listitem').filter({ has: owner.getByRole('link', { name: /design/ }) });
  await entry.hover();
  await entry.getByRole('button', { name: 'Conversation options' }).click();
  await owner.getByRole('menuitem', { name: 'Add people' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add people to #design' });
  await dialog.getByLabel('Search people').fill('Tom');
  await dialog.getByRole('checkbox', { name: 'Tom Teammate' }).check();
  await dialog.getByRole('button', { name: 'Add (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByText('Tom Teammate was added to #design')).toBeVisible();
  await expect(drawerList(tom!, 'Channels').getByRole('link', { name: /design/ })).toBeVisible();

  // '@Edd' suggests Eddie; Enter writes the mention, and Eddie is notified.
  const composer = owner.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('Thoughts @Edd', { delay: 20 });
  const suggestions = owner.getByRole('listbox', { name: 'Mention someone' });
  await expect(suggestions.getByRole('option', { name: /Eddie Editor/ })).toBeVisible();
  await composer.press('Enter');
  await expect(composer).toHaveValue('Thoughts @Eddie Editor ');
  await expect(suggestions).toBeHidden();
  await composer.pressSequentially('on the mock-ups?');
  await composer.press('Enter');
  await expect(eddie!.getByRole('log', { name: 'Messages' }).getByText('on the mock-ups?')).toBeVisible();
  // Live, without a reload (the bell may hold other news of the new organisation too).
  const bell = eddie!.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(eddie!.getByText('Olga Owner mentioned you in #design')).toBeVisible();
});
