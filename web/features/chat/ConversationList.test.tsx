import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { playNotificationSound } from '../notifications/notificationSound';
import { BOB, CARA, conversationsOf, fakeSocket, ME_AS_OWNER, message, senderOf } from './chatTestData';
import { resetOwnPresence } from './presence';
import { disableDesktopNotifications, enableDesktopNotifications } from './desktopNotifications';

vi.mock('socket.io-client', async () => {
  const { fakeSocket: fake } = await import('./chatTestData');
  return { io: () => fake };
});
vi.mock('../notifications/notificationSound', () => ({ playNotificationSound: vi.fn() }));
// The conversation view is not under test here: /chat shows only the shell and its drawer.
vi.mock('./ChatPage', () => ({ ChatPage: () => null }));

const { channel, direct } = conversationsOf(ME_AS_OWNER);

beforeEach(() => {
  fakeSocket.reset();
  resetOwnPresence();
  vi.mocked(playNotificationSound).mockClear();
});

function messagesNav() {
  return screen.getByRole('navigation', { name: 'Messages' });
}

/** The drawer entry (list item) of a conversation, by its shown name. */
async function entry(name: string) {
  const nav = await screen.findByRole('navigation', { name: 'Messages' });
  const link = await within(nav).findByRole('link', { name: new RegExp(name) });
  return link.closest('li')!;
}

function withConversations(list: unknown[], extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole('owner'), { 'GET /api/channels': () => ({ body: { data: list } }), ...extra });
}

const payloadsSent = (event: string) => fakeSocket.sent(event).map((item) => item.payload);

async function socketReady() {
  await waitFor(() => expect(fakeSocket.listening('new_message')).toBe(true));
}

describe('conversation list in the drawer', () => {
  it('shows the loading text, then each section with its empty text', async () => {
    withConversations([]);
    const mocked = globalThis.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/channels')) await gate;
      return mocked(input, init);
    });
    renderApp('/');
    expect(await screen.findByText('Loading conversations…')).toBeTruthy();
    release();
    expect(await screen.findByText('No Direct Message yet')).toBeTruthy();
    expect(screen.getByText('No Groups yet')).toBeTruthy();
    expect(screen.getByText('No Channels yet')).toBeTruthy();
    expect(screen.queryByText('Loading conversations…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Direct Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Group Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse channels' })).toBeTruthy();
  });

  it('collapses and expands a section from its header', async () => {
    withConversations([channel({ _id: 'c-general', name: 'general', isGeneral: true })]);
    renderApp('/');
    await entry('general');
    const header = screen.getByRole('button', { name: 'Channels' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(messagesNav()).queryByRole('link', { name: /general/ })).toBeNull());
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(await entry('general')).toBeTruthy();
  });

  it('shows badges (99+ above 99), previews cut to 40 characters, the muted marker and presence', async () => {
    const long = 'This message is much longer than forty characters in total';
    withConversations([
      direct('dm-bob', BOB, { unreadCount: 150, lastMessage: { message: long, timestamp: '2026-02-01T10:00:00.000Z' } }),
      direct('dm-cara', CARA, { isMuted: true, unreadCount: 3 }),
      channel({ _id: 'c-general', name: 'general', isGeneral: true }),
      channel({ _id: 'g-1', channelType: 'group', name: 'Launch crew', members: [ME_AS_OWNER, BOB, CARA] }),
    ]);
    renderApp('/');
    const bob = await entry('Bob Stone');
    expect(within(bob).getByText('99+')).toBeTruthy();
    expect(within(bob).getByText(`${long.slice(0, 40)}…`)).toBeTruthy();
    expect(within(bob).getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(within(bob).queryByRole('img', { name: 'Muted' })).toBeNull();
    const cara = await entry('Cara Diaz');
    expect(within(cara).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(within(cara).getByRole('img', { name: 'Offline' })).toBeTruthy();
    expect(within(cara).getByText('3')).toBeTruthy();
    // Groups and channels have no presence dot.
    expect(within(await entry('Launch crew')).queryByRole('img', { name: 'Online' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Groups' })).getByText('Launch crew')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Channels' })).getByText('general')).toBeTruthy();
    // Links open the conversation on /chat.
    expect(within(bob).getByRole('link').getAttribute('href')).toBe('/chat?channel=dm-bob');
  });

  it('counts a new message in another conversation and plays the sound, but not when muted or your own', async () => {
    withConversations([direct('dm-bob', BOB, { unreadCount: 1 }), direct('dm-cara', CARA, { isMuted: true })]);
    renderApp('/');
    await entry('Bob Stone');
    await socketReady();

    // The browser tab counts what waits, leaving out muted conversations.
    await waitFor(() => expect(document.title).toBe('(1) Dashboard · Teamwork'));
    act(() => fakeSocket.fire('new_message', message({ channelId: 'dm-bob', message: 'Are you there?' })));
    const bob = await entry('Bob Stone');
    await waitFor(() => expect(within(bob).getByText('2')).toBeTruthy());
    expect(document.title).toBe('(2) Dashboard · Teamwork');
    expect(within(bob).getByText('Are you there?')).toBeTruthy();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);

    act(() => fakeSocket.fire('new_message', message({ channelId: 'dm-cara', sender: senderOf(CARA) })));
    const cara = await entry('Cara Diaz');
    await waitFor(() => expect(within(cara).getByText('1')).toBeTruthy());
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(2) Dashboard · Teamwork');

    act(() => fakeSocket.fire('new_message', message({ channelId: 'dm-bob', message: 'My own words', sender: senderOf(ME_AS_OWNER) })));
    await waitFor(() => expect(within(bob).getByText('My own words')).toBeTruthy());
    expect(within(bob).getByText('2')).toBeTruthy();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
  });

  it('lists a Visitors conversation opened by its first notice, unread with the sound, as Visitors and not as yourself', async () => {
    withConversations([]);
    renderApp('/');
    await screen.findByText('No Groups yet');
    await socketReady();
    // The server announces the conversation as created, empty, then its first notice.
    const visitors = channel({ _id: 'c-visitors', channelType: 'direct', name: 'Visitors', isNotices: true, createdBy: null });
    act(() => fakeSocket.fire('channel_created', visitors));
    act(() => fakeSocket.fire('new_message', message({ channelId: visitors._id, kind: 'notice', sender: null, message: 'Grace Hopper has arrived at 09:12.' })));
    const entryOf = await entry('Visitors');
    await waitFor(() => expect(within(entryOf).getByTestId('unread-badge').textContent).toBe('1 unread'));
    expect(within(entryOf).getByText('Grace Hopper has arrived at 09:12.')).toBeTruthy();
    expect(within(messagesNav()).queryByRole('link', { name: new RegExp(ME_AS_OWNER.name) })).toBeNull();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
  });

  it('adds a conversation on channel_created, once, and merges channel_updated', async () => {
    withConversations([]);
    renderApp('/');
    await screen.findByText('No Groups yet');
    await socketReady();
    const group = channel({ _id: 'g-new', channelType: 'group', name: 'Design review', members: [ME_AS_OWNER, BOB, CARA] });
    act(() => fakeSocket.fire('channel_created', group));
    act(() => fakeSocket.fire('channel_created', group));
    await entry('Design review');
    expect(within(messagesNav()).getAllByRole('link', { name: /Design review/ })).toHaveLength(1);
    expect(screen.queryByText('No Groups yet')).toBeNull();

    act(() => fakeSocket.fire('channel_updated', { _id: 'g-new', name: 'Design crit' }));
    expect(await entry('Design crit')).toBeTruthy();
  });

  it('adds a conversation you were added to, and drops one you were removed from', async () => {
    withConversations([channel({ _id: 'g-1', channelType: 'group', name: 'Old crew', members: [ME_AS_OWNER, BOB] })]);
    renderApp('/');
    await entry('Old crew');
    await socketReady();
    const group = channel({ _id: 'g-2', channelType: 'group', name: 'New crew', members: [BOB, CARA, ME_AS_OWNER] });
    act(() => fakeSocket.fire('channel_member_added', { channelId: 'g-2', members: [ME_AS_OWNER], channel: group }));
    await entry('New crew');
    act(() => fakeSocket.fire('channel_member_removed', { channelId: 'g-1', userId: ME_AS_OWNER._id }));
    await waitFor(() => expect(within(messagesNav()).queryByRole('link', { name: /Old crew/ })).toBeNull());
  });

  it('changes a presence dot on user_status_changed', async () => {
    withConversations([direct('dm-bob', BOB)]);
    renderApp('/');
    const bob = await entry('Bob Stone');
    await socketReady();
    expect(within(bob).getByRole('img', { name: 'Online' })).toBeTruthy();
    act(() => fakeSocket.fire('user_status_changed', { changes: [{ userId: BOB._id, contactStatus: 'busy', lastSeen: null }] }));
    await waitFor(() => expect(within(bob).getByRole('img', { name: 'Busy' })).toBeTruthy());
    act(() => fakeSocket.fire('user_status_changed', { changes: [{ userId: BOB._id, contactStatus: 'away', lastSeen: null }] }));
    await waitFor(() => expect(within(bob).getByRole('img', { name: 'Away' })).toBeTruthy());
  });

  it('refetches the conversations when the socket connects again', async () => {
    let served = 0;
    sessionApi(userWithRole('owner'), {
      'GET /api/channels': () => {
        served += 1;
        return { body: { data: [direct('dm-bob', BOB)] } };
      },
    });
    renderApp('/');
    await entry('Bob Stone');
    await waitFor(() => expect(fakeSocket.listening('connect')).toBe(true));
    const before = served;
    act(() => fakeSocket.fire('connect'));
    await waitFor(() => expect(served).toBe(before + 1));
  });

  it('mutes a conversation from its options menu', async () => {
    const calls = withConversations([direct('dm-bob', BOB)], {
      'PUT /api/channels/update/dm-bob': () => ({ body: { data: direct('dm-bob', BOB, { isMuted: true }) } }),
    });
    renderApp('/');
    const bob = await entry('Bob Stone');
    await userEvent.click(within(bob).getByRole('button', { name: 'Conversation options' }));
    const menu = await screen.findByRole('menu');
    // A direct message is neither renamed, left nor archived.
    expect(within(menu).queryByRole('menuitem', { name: 'Rename' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Leave' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mute' }));
    await waitFor(() => expect(within(bob).getByRole('img', { name: 'Muted' })).toBeTruthy());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isMuted: true });
  });

  it('offers Add people, Rename, Leave and Archive on a group you created, but only Mute on #general', async () => {
    withConversations([
      channel({ _id: 'g-1', channelType: 'group', name: 'Launch crew', members: [ME_AS_OWNER, BOB, CARA] }),
      channel({ _id: 'c-general', name: 'general', isGeneral: true, createdBy: null }),
    ]);
    renderApp('/');
    await userEvent.click(within(await entry('Launch crew')).getByRole('button', { name: 'Conversation options' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mute', 'Add people', 'Rename', 'Leave', 'Archive']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(within(await entry('general')).getByRole('button', { name: 'Conversation options' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mute']);
  });

  it('marks the open conversation read: msg_read and no badge', async () => {
    withConversations([direct('dm-bob', BOB, { unreadCount: 4 }), direct('dm-cara', CARA, { unreadCount: 2 })]);
    renderApp('/chat?channel=dm-bob');
    const cara = await entry('Cara Diaz');
    await waitFor(() => expect(payloadsSent('msg_read')).toContainEqual({ channelId: 'dm-bob' }));
    const bob = await entry('Bob Stone');
    await waitFor(() => expect(within(bob).queryByText('4')).toBeNull());
    expect(within(bob).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(within(cara).getByText('2')).toBeTruthy();
    expect(payloadsSent('msg_read')).not.toContainEqual({ channelId: 'dm-cara' });

    // A message in the open conversation is read at once: no badge, no sound.
    const readsBefore = payloadsSent('msg_read').length;
    act(() => fakeSocket.fire('new_message', message({ channelId: 'dm-bob', message: 'Seen live' })));
    await waitFor(() => expect(within(bob).getByText('Seen live')).toBeTruthy());
    expect(within(bob).queryByTestId('unread-badge')).toBeNull();
    expect(payloadsSent('msg_read').slice(readsBefore)).toContainEqual({ channelId: 'dm-bob' });
    expect(playNotificationSound).not.toHaveBeenCalled();
  });

  it('jumps to a conversation with Ctrl+K: unread first, found by name or member, opened with Enter', async () => {
    withConversations([
      direct('dm-bob', BOB, { lastMessage: { message: 'Old news', timestamp: '2026-01-01T10:00:00.000Z' } }),
      direct('dm-cara', CARA, { unreadCount: 2, lastMessage: { message: 'Ping', timestamp: '2025-12-01T10:00:00.000Z' } }),
      channel({ _id: 'g-1', channelType: 'group', name: 'Launch crew', members: [ME_AS_OWNER, BOB, CARA] }),
    ]);
    renderApp('/');
    await entry('Bob Stone');

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Jump to a conversation' });
    const names = () => within(dialog).getAllByRole('option').map((option) => option.textContent ?? '');
    // Unread first (with the count), then the most recent.
    expect(names()[0]).toMatch(/Cara Diaz.*2$/);
    expect(names()[1]).toMatch(/Bob Stone/);

    // A group is found by one of its members too.
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Conversation name' }), 'cara');
    expect(names()).toHaveLength(2);
    expect(names()[0]).toMatch(/Cara Diaz/);
    expect(names()[1]).toMatch(/Launch crew/);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Conversation name' }), '{Backspace>4/}launch');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jump to a conversation' })).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Messages' })).getByRole('link', { name: /Launch crew/ }).getAttribute('aria-current')).toBe('page'));

    // The button opens it too; Escape closes it.
    await userEvent.click(screen.getByRole('button', { name: 'Jump to a conversation' }));
    expect(await screen.findByRole('dialog', { name: 'Jump to a conversation' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jump to a conversation' })).toBeNull());
  });

  it('says so in the quick switcher when the conversations did not load', async () => {
    sessionApi(userWithRole('owner'), { 'GET /api/channels': () => ({ status: 500, body: { message: 'Something went wrong' } }) });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Jump to a conversation' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Jump to a conversation' })).findByText('Conversations did not load', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('turns desktop notifications on from the status menu, asking the browser first', async () => {
    // The browser's Notification: its permission, and a prompt the user answers yes.
    const browser = Object.assign(function Notification() {}, { permission: 'default' as NotificationPermission, requestPermission: vi.fn() });
    browser.requestPermission.mockImplementation(async () => (browser.permission = 'granted'));
    vi.stubGlobal('Notification', browser);
    try {
      withConversations([]);
      renderApp('/');
      await userEvent.click(await screen.findByRole('button', { name: 'Your status: Online' }));
      const item = await screen.findByRole('menuitemcheckbox', { name: /Desktop notifications/ });
      expect(item.getAttribute('aria-checked')).toBe('false');
      await userEvent.click(item);
      expect(browser.requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: /Desktop notifications/ }).getAttribute('aria-checked')).toBe('true'));
      await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Desktop notifications/ }));
      await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: /Desktop notifications/ }).getAttribute('aria-checked')).toBe('false'));
    } finally {
      disableDesktopNotifications();
      vi.unstubAllGlobals();
    }
  });

  it('pops up a reply in your thread on the desktop while the page is in the background', async () => {
    const shown: string[] = [];
    vi.stubGlobal('Notification', Object.assign(function Notification(title: string) {
      shown.push(title);
    }, { permission: 'granted' as NotificationPermission, requestPermission: vi.fn() }));
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    try {
      withConversations([channel({ _id: 'c-general', name: 'general', isGeneral: true, members: [ME_AS_OWNER, BOB] })]);
      renderApp('/');
      await entry('general');
      await socketReady();
      await enableDesktopNotifications();
      const parent = message({ _id: 'm-root', channelId: 'c-general', sender: senderOf(ME_AS_OWNER) });
      const reply = message({ channelId: 'c-general', sender: senderOf(BOB), thread: { parentMessage: 'm-root', replyCount: 0, lastReplyAt: null } });
      act(() => fakeSocket.fire('new_thread_reply', { reply, parent: { ...parent, thread: { parentMessage: null, replyCount: 1, lastReplyAt: reply.timestamp } } }));
      expect(shown).toEqual(['Bob Stone replied in #general']);
    } finally {
      disableDesktopNotifications();
      focus.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('lets you choose Busy, and tells the server', async () => {
    withConversations([]);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Your status: Online' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Busy/ }));
    expect(await screen.findByRole('button', { name: 'Your status: Busy' })).toBeTruthy();
    await waitFor(() => expect(payloadsSent('set_status')).toContainEqual({ status: 'busy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Your status: Busy' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Online/ }));
    await waitFor(() => expect(payloadsSent('set_status')).toContainEqual({ status: 'online' }));
  });
});
