import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../domain/chat/chat';
import { renderApp, userWithRole } from '../../test/renderApp';
import { articleWith, chatApi, chatPageHooks, onePage, openChat, type Setup } from './chatTestApi';
import { ALAN, BOB, CARA, channel, conversationsOf, directWithGrace, general, GRACE, ME, ME_AS_OWNER, message, minutesAgo, random, senderOf, yesterdayAt, type FakeSocket } from './chatTestData';

const fake = vi.hoisted(() => ({ socket: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => (await import('./chatTestData')).fakeSocketIo(fake));

chatPageHooks();

const socket = (): FakeSocket => fake.socket!;
const open = (path: string, setup: Setup) => openChat(path, setup, fake);

describe('chat page', () => {
  it('opens #general when no conversation is named, newest messages at the bottom with date separators', async () => {
    const older = message({ _id: 'm1', message: 'from yesterday', timestamp: yesterdayAt(10) });
    const newer = message({ _id: 'm2', message: 'from today', timestamp: minutesAgo(5), sender: senderOf(ME) });
    const oldest = message({ _id: 'm0', message: 'the very first', timestamp: yesterdayAt(9) });
    const { router, calls } = await open('/chat', {
      conversations: [random, general],
      pages: { [general._id]: { '': { data: [newer, older], nextCursor: 'cur-1' }, 'cur-1': { data: [oldest], nextCursor: null } } },
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${general._id}`));
    expect(screen.getByRole('heading', { name: '# general' })).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pinned messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search messages' })).toBeTruthy();

    await screen.findByText('from today');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('the very first');
    expect(calls.some((call) => call.path === `/api/channel/${general._id}/messages` && call.query.includes('cursor=cur-1'))).toBe(true);

    const log = screen.getByRole('log', { name: 'Messages' });
    const order = [...log.querySelectorAll('[role="article"], [role="separator"]')].map((node) => node.textContent ?? '');
    const at = (text: string) => order.findIndex((entry) => entry.includes(text));
    expect(at('Yesterday')).toBeLessThan(at('the very first'));
    expect(at('the very first')).toBeLessThan(at('from yesterday'));
    expect(at('from yesterday')).toBeLessThan(at('Today'));
    expect(at('Today')).toBeLessThan(at('from today'));
  });

  it('says so when there are no conversations', async () => {
    chatApi({ conversations: [] });
    renderApp('/chat');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it("shows the other person's presence in a direct conversation", async () => {
    await open(`/chat?channel=${directWithGrace._id}`, { conversations: [general, directWithGrace], pages: { [directWithGrace._id]: onePage([]) } });
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByRole('heading', { name: GRACE.name })).toBeTruthy();
    expect(within(conversation).getByText('Online')).toBeTruthy();
  });

  it('marks the first unread message and groups messages of one sender', async () => {
    const read = message({ _id: 'm1', message: 'seen already', timestamp: minutesAgo(30) });
    const unread = message({ _id: 'm2', message: 'not seen yet', timestamp: minutesAgo(3) });
    const follow = message({ _id: 'm3', message: 'and more', timestamp: minutesAgo(2) });
    const conversation = { ...general, unreadCount: 2, lastReadAt: minutesAgo(10) };
    await open(`/chat?channel=${general._id}`, { conversations: [conversation], pages: { [general._id]: onePage([follow, unread, read]) } });
    await screen.findByText('not seen yet');
    const log = screen.getByRole('log', { name: 'Messages' });
    const order = [...log.querySelectorAll('[role="article"], [role="separator"]')].map((node) => node.getAttribute('aria-label') ?? node.textContent);
    expect(order.indexOf('New messages')).toBeGreaterThan(order.findIndex((entry) => entry?.includes('Grace Hopper')));
    // The third message follows the second from the same sender: no second name.
    expect(within(articleWith('and more')).queryByText('Grace Hopper')).toBeNull();
    expect(within(articleWith('not seen yet')).getByText('Grace Hopper')).toBeTruthy();
  });
});

describe('sending', () => {
  it('shows a message at once as pending, then sent on the acknowledgement', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello **team**{Enter}');
    const article = articleWith('team');
    expect(within(article).getByText('Sending…')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');

    const [sent] = socket().sent('send_message');
    const payload = sent!.payload as { channelId: string; message: string; clientId: string };
    expect(payload).toMatchObject({ channelId: general._id, message: 'Hello **team**' });
    expect(payload.clientId).toMatch(/^[0-9a-f-]{36}$/);
    act(() => sent!.ack!({ ok: true, data: message({ _id: 'm-server', clientId: payload.clientId, message: 'Hello **team**', sender: senderOf(ME) }) }));
    await waitFor(() => expect(within(articleWith('team')).getByLabelText('Sent')).toBeTruthy());
    expect(screen.queryByText('Sending…')).toBeNull();
    // The room's copy of the same message does not add a second one.
    act(() => socket().fire('new_message', message({ _id: 'm-server', clientId: payload.clientId, message: 'Hello **team**', sender: senderOf(ME) })));
    expect(screen.getAllByText('team')).toHaveLength(1);
  });

  it('offers Retry when the server refuses, and the retry reuses the clientId', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'try me{Enter}');
    const [first] = socket().sent('send_message');
    act(() => first!.ack!({ ok: false, message: 'Something went wrong' }));
    expect(await screen.findByText(/Not sent/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const [, second] = socket().sent('send_message');
    expect((second!.payload as { clientId: string }).clientId).toBe((first!.payload as { clientId: string }).clientId);
    expect(within(articleWith('try me')).getByText('Sending…')).toBeTruthy();
    act(() => second!.ack!({ ok: true, data: message({ _id: 'm-9', clientId: (first!.payload as { clientId: string }).clientId, message: 'try me', sender: senderOf(ME) }) }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).toBeNull());
  });

  it('keeps a message pending while disconnected and sends it, with the same clientId, after reconnecting', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    act(() => {
      socket().connected = false;
      socket().fire('disconnect');
    });
    expect(await screen.findByText(/Connection lost/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'offline words{Enter}');
    expect(within(articleWith('offline words')).getByText('Sending…')).toBeTruthy();
    expect(socket().sent('send_message')).toHaveLength(0);

    act(() => {
      socket().connected = true;
      socket().fire('connect');
    });
    await waitFor(() => expect(socket().sent('send_message').length).toBeGreaterThan(0));
    const clientIds = new Set(socket().sent('send_message').map((item) => (item.payload as { clientId: string }).clientId));
    expect(clientIds.size).toBe(1);
    expect(screen.queryByText(/Connection lost/)).toBeNull();
  });

  it('sends mentions picked from the @ menu', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'hi @gra');
    await userEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    await userEvent.type(box, 'look{Enter}');
    const [sent] = socket().sent('send_message');
    expect(sent!.payload).toMatchObject({ message: 'hi @Grace Hopper look', mentions: [GRACE._id] });
  });

  it('keeps what is typed right after a mention is picked after it, even when the next frame comes late', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Thoughts @gra');
    await screen.findByRole('listbox', { name: 'Mention someone' });
    // A busy machine: no frame is drawn until the next words are typed.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    await userEvent.keyboard('{Enter}on ');
    for (const frame of frames.splice(0)) act(() => frame(performance.now()));
    await userEvent.keyboard('the mock-ups?{Enter}');
    const [sent] = socket().sent('send_message');
    expect(sent!.payload).toMatchObject({ message: 'Thoughts @Grace Hopper on the mock-ups?', mentions: [GRACE._id] });
  });

  it('filters the @ list as you type and drives it from the keyboard: arrows, Enter or Tab to pick, Escape to close', async () => {
    await open(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } });
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.type(box, '@');
    await screen.findByRole('listbox', { name: 'Mention someone' });
    const options = () => within(screen.getByRole('listbox', { name: 'Mention someone' })).getAllByRole('option');
    const names = () => options().map((option) => option.querySelector('p')?.textContent);
    // Everyone in the conversation but me.
    expect(names()).toEqual([GRACE.name, ALAN.name]);
    await userEvent.type(box, 'a');
    // A name starting with it comes before a name that only holds it.
    expect(names()).toEqual([ALAN.name, GRACE.name]);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('@Grace Hopper ');
    expect(screen.queryByRole('listbox', { name: 'Mention someone' })).toBeNull();
    expect(socket().sent('send_message')).toHaveLength(0);

    await userEvent.type(box, 'and @tur');
    expect(names()).toEqual([ALAN.name]);
    await userEvent.keyboard('{Tab}');
    expect(box.value).toBe('@Grace Hopper and @Alan Turing ');

    await userEvent.type(box, '@gr');
    expect(screen.getByRole('listbox', { name: 'Mention someone' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Mention someone' })).toBeNull();
    await userEvent.type(box, 'xyz{Enter}');
    const [sent] = socket().sent('send_message');
    expect(sent!.payload).toMatchObject({ message: '@Grace Hopper and @Alan Turing @grxyz', mentions: [GRACE._id, ALAN._id] });
  });
});

/** #design, made by Grace; I am not in it. */
const design = channel({ _id: 'c-design', name: 'design', isMember: false, createdBy: GRACE._id, members: [GRACE, BOB] });

/**
 * My conversations for GET /api/channels, and every organisation channel for ?channelType=channel
 * (the fake API matches a path without its query, so the handler reads the query it was called with).
 */
function channelsApi(mine: () => Channel[], directory: () => Channel[], extra: Parameters<typeof chatApi>[0]['extra'] = {}, user = userWithRole('editor')) {
  const calls: ReturnType<typeof chatApi> = chatApi({
    user,
    extra: {
      'GET /api/channels': () => ({ body: { data: calls.at(-1)?.query.includes('channelType=channel') ? directory() : mine() } }),
      ...extra,
    },
  });
  return calls;
}

describe('a link to a channel I have not joined', () => {
  it('shows the channel with a Join button; joining opens it as an ordinary conversation, listed in the drawer', async () => {
    let joined = false;
    const asMember: Channel = { ...design, isMember: true, members: [GRACE, BOB, ME] };
    const calls = channelsApi(
      () => (joined ? [general, asMember] : [general]),
      () => [general, joined ? asMember : design],
      {
        'POST /api/channel/c-design/members': () => {
          joined = true;
          return { body: { data: asMember } };
        },
        'GET /api/channel/c-design/messages': () => ({ body: { data: [], nextCursor: null } }),
      },
    );
    renderApp(`/chat?channel=${design._id}`);
    const preview = await screen.findByRole('region', { name: 'Channel preview' });
    expect(within(preview).getByRole('heading', { name: '# design' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'You are not in #design yet' })).toBeTruthy();
    expect(within(preview).getByText(/^2 members, created by Grace Hopper\./)).toBeTruthy();
    expect(screen.queryByText('Conversation not found')).toBeNull();
    // Its messages are for members: none were asked for.
    expect(calls.some((call) => call.path === '/api/channel/c-design/messages')).toBe(false);

    await userEvent.click(within(preview).getByRole('button', { name: 'Join #design' }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/channel/c-design/members', body: { members: [ME._id] } });
    expect(screen.getByRole('heading', { name: '# design' })).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Channels' })).getByText('design')).toBeTruthy();
  });

  it('keeps "Conversation not found" for a private conversation, an archived channel or an unknown id', async () => {
    const archived = channel({ _id: 'c-old', name: 'old', isMember: false, isArchived: true, members: [GRACE] });
    channelsApi(
      () => [general],
      () => [general, archived],
    );
    const { router } = renderApp('/chat?channel=g-private');
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    await router.navigate('/chat?channel=c-old');
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });
});

describe('adding people from the channel menu', () => {
  const { channel: ownersChannel } = conversationsOf(ME_AS_OWNER);
  const launch = ownersChannel({ _id: 'c-launch', name: 'launch', members: [ME_AS_OWNER, BOB] });

  it('lets the channel creator pick people who are not in it yet, and says who was added', async () => {
    const calls = channelsApi(
      () => [launch],
      () => [launch],
      {
        'GET /api/chat/users': () => ({ body: { data: [BOB, CARA, GRACE] } }),
        'POST /api/channel/c-launch/members': () => ({ body: { data: { ...launch, members: [ME_AS_OWNER, BOB, CARA] } } }),
        'GET /api/channel/c-launch/messages': () => ({ body: { data: [], nextCursor: null } }),
      },
      userWithRole('owner'),
    );
    renderApp('/chat?channel=c-launch');
    const nav = await screen.findByRole('navigation', { name: 'Messages' });
    const entry = (await within(nav).findByRole('link', { name: /launch/ })).closest('li')!;
    await userEvent.click(within(entry).getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add people to #launch' });
    await within(dialog).findByRole('checkbox', { name: CARA.name });
    // Bob is in already.
    expect(within(dialog).queryByRole('checkbox', { name: BOB.name })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add (0)' }));
    expect(within(dialog).getByText('Pick at least one person')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: CARA.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add (1)' }));
    expect(await screen.findByText(`${CARA.name} was added to #launch`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add people to #launch' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/channel/c-launch/members', body: { members: [CARA._id] } });
    expect(await screen.findByText('3 members')).toBeTruthy();
  });

  it('offers no Add people to a channel member who did not create it', async () => {
    const someoneElses = channel({ _id: 'c-news', name: 'news', createdBy: GRACE._id, members: [ME, GRACE] });
    channelsApi(
      () => [general, someoneElses],
      () => [general, someoneElses],
      { 'GET /api/channel/c-news/messages': () => ({ body: { data: [], nextCursor: null } }) },
    );
    renderApp('/chat?channel=c-news');
    const nav = await screen.findByRole('navigation', { name: 'Messages' });
    const entry = (await within(nav).findByRole('link', { name: /news/ })).closest('li')!;
    await userEvent.click(within(entry).getByRole('button', { name: 'Conversation options' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mute', 'Leave']);
  });
});
