import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../domain/chat/chat';
import { userWithRole } from '../../test/renderApp';
import { articleWith, chatPageHooks, onePage, openChat, type Setup } from './chatTestApi';
import { channel, general, GRACE, ME, message, minutesAgo, random, senderOf, type FakeSocket } from './chatTestData';
import { formatTime } from './chatText';

const fake = vi.hoisted(() => ({ socket: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => (await import('./chatTestData')).fakeSocketIo(fake));

chatPageHooks();

const socket = (): FakeSocket => fake.socket!;
const mine = message({ _id: 'm-mine', message: 'written by me', sender: senderOf(ME), timestamp: minutesAgo(4) });
const theirs = message({ _id: 'm-theirs', message: 'written by Grace', sender: senderOf(GRACE), timestamp: minutesAgo(2) });
const open = (setup: Setup = {}) => openChat(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([theirs, mine]) }, ...setup }, fake);

describe('message actions', () => {
  it('lets me edit and delete my own messages, but not delete or edit others', async () => {
    await open();
    const own = articleWith('written by me');
    expect(within(own).getByRole('button', { name: 'Edit message' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete message' })).toBeTruthy();
    const other = articleWith('written by Grace');
    expect(within(other).queryByRole('button', { name: 'Edit message' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Delete message' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Add reaction' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Reply in thread' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Pin message' })).toBeTruthy();
  });

  it('lets an admin delete anyone’s message, after confirming', async () => {
    const { calls } = await open({
      user: userWithRole('admin'),
      extra: { 'DELETE /api/messages/m-theirs': () => ({ body: { data: { ...theirs, deleted: true, message: '' } } }) },
    });
    const other = articleWith('written by Grace');
    expect(within(other).queryByRole('button', { name: 'Edit message' })).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This message was deleted')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/messages/m-theirs')).toBe(true);
  });

  it('edits in place: Enter saves, Escape cancels, up arrow in an empty composer edits my last message', async () => {
    const { calls } = await open({
      extra: { 'PUT /api/messages/m-mine': () => ({ body: { data: { ...mine, message: 'better words', edited: true, editedAt: new Date().toISOString() } } }) },
    });
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(composer);
    await userEvent.keyboard('{ArrowUp}');
    const editor = await screen.findByRole('textbox', { name: 'Edited message' });
    expect((editor as HTMLTextAreaElement).value).toBe('written by me');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull());

    await userEvent.click(within(articleWith('written by me')).getByRole('button', { name: 'Edit message' }));
    const again = await screen.findByRole('textbox', { name: 'Edited message' });
    await userEvent.clear(again);
    await userEvent.type(again, 'better words{Enter}');
    expect(await screen.findByText('better words')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ message: 'better words', mentions: [] });
    expect(within(articleWith('better words')).getByText('(edited)')).toBeTruthy();
  });

  it('toggles a reaction from the picker and from its chip', async () => {
    // The server answers the message with the caller's reaction toggled.
    let reacted = false;
    const react = () => {
      reacted = !reacted;
      return { body: { data: { ...theirs, reactions: reacted ? [{ emoji: '👍', count: 1, users: [{ _id: ME._id, name: ME.name }] }] : [] } } };
    };
    const { calls } = await open({ extra: { 'POST /api/messages/m-theirs/reactions': react } });
    await userEvent.click(within(articleWith('written by Grace')).getByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'thumbs up' }));
    const chip = await screen.findByRole('button', { name: /👍 1/ });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((call) => call.path === '/api/messages/m-theirs/reactions')?.body).toEqual({ emoji: '👍' });
    await userEvent.click(chip);
    await waitFor(() => expect(screen.queryByRole('button', { name: /👍 1/ })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/messages/m-theirs/reactions')).toHaveLength(2);
  });

  it('pins a message', async () => {
    const pinned = { ...theirs, pinned: true, pinnedBy: { _id: ME._id, name: ME.name }, pinnedAt: new Date().toISOString() };
    const { calls } = await open({ extra: { 'POST /api/messages/m-theirs/pin': () => ({ body: { data: pinned } }) } });
    await userEvent.click(within(articleWith('written by Grace')).getByRole('button', { name: 'Pin message' }));
    expect(await screen.findByText(/Pinned by you/)).toBeTruthy();
    expect(within(articleWith('written by Grace')).getByRole('button', { name: 'Unpin message' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages/m-theirs/pin')).toBe(true);
  });
});

describe('message links', () => {
  it('names the open conversation in the browser tab', async () => {
    await open();
    await waitFor(() => expect(document.title).toMatch(/#general · Teamwork$/));
  });

  it('copies a link to the message: its conversation and the message to jump to', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    await userEvent.click(within(articleWith('written by Grace')).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    const link = new URL(writeText.mock.calls[0]![0]);
    expect(link.pathname).toBe('/chat');
    expect(link.searchParams.get('channel')).toBe(general._id);
    expect(link.searchParams.get('message')).toBe('m-theirs');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await open();
    await userEvent.click(within(articleWith('written by me')).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy the link')).toBeTruthy();
  });
});

describe('thread panel', () => {
  it('shows the parent and replies, and replies with parentMessageId', async () => {
    const parent = { ...theirs, thread: { parentMessage: null, replyCount: 1, lastReplyAt: minutesAgo(1) } };
    const reply = message({ _id: 'r1', message: 'first reply', timestamp: minutesAgo(1), thread: { parentMessage: theirs._id, replyCount: 0, lastReplyAt: null } });
    await open({
      pages: { [general._id]: onePage([parent, mine]) },
      extra: { 'GET /api/messages/m-theirs/replies': () => ({ body: { data: [reply], parent, nextCursor: null } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: '1 reply, open thread' }));
    const panel = await screen.findByRole('complementary', { name: 'Thread' });
    expect(await within(panel).findByText('first reply')).toBeTruthy();
    expect(within(panel).getByText('written by Grace')).toBeTruthy();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reply' }), 'my reply{Enter}');
    const [sent] = socket().sent('send_message');
    const payload = sent!.payload as { clientId: string };
    expect(payload).toMatchObject({ channelId: general._id, message: 'my reply', parentMessageId: theirs._id });
    expect(within(panel).getByText('Sending…')).toBeTruthy();
    act(() => sent!.ack!({ ok: true, data: message({ _id: 'r2', clientId: payload.clientId, message: 'my reply', sender: senderOf(ME), thread: { parentMessage: theirs._id, replyCount: 0, lastReplyAt: null } }) }));
    await waitFor(() => expect(within(panel).queryByText('Sending…')).toBeNull());
    expect(within(panel).getByText('my reply')).toBeTruthy();
    // The reply stays out of the main list.
    expect(within(screen.getByRole('log', { name: 'Messages' })).queryByText('my reply')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close thread' }));
    expect(screen.queryByRole('complementary', { name: 'Thread' })).toBeNull();
  });
  it('opens a long thread at its newest replies and puts earlier ones in front on demand', async () => {
    const parent = { ...theirs, thread: { parentMessage: null, replyCount: 3, lastReplyAt: minutesAgo(1) } };
    const reply = (n: number) => message({ _id: `r${n}`, message: `reply ${n}`, timestamp: minutesAgo(10 - n), thread: { parentMessage: theirs._id, replyCount: 0, lastReplyAt: null } });
    let log: { query: string }[] = [];
    ({ calls: log } = await open({
      pages: { [general._id]: onePage([parent, mine]) },
      extra: {
        'GET /api/messages/m-theirs/replies': () =>
          new URLSearchParams(log.at(-1)?.query).get('cursor') === '2'
            ? { body: { data: [reply(1)], parent, nextCursor: null } }
            : { body: { data: [reply(2), reply(3)], parent, nextCursor: '2' } },
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: '3 replies, open thread' }));
    const panel = await screen.findByRole('complementary', { name: 'Thread' });
    expect(await within(panel).findByText('reply 3')).toBeTruthy();
    // The count is the thread's, not the loaded page's.
    expect(within(panel).getByText('3 replies')).toBeTruthy();
    expect(within(panel).queryByText('reply 1')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Show earlier replies' }));
    expect(await within(panel).findByText('reply 1')).toBeTruthy();
    const order = within(panel).getAllByText(/^reply \d$/).map((node) => node.textContent);
    expect(order).toEqual(['reply 1', 'reply 2', 'reply 3']);
    expect(within(panel).queryByRole('button', { name: 'Show earlier replies' })).toBeNull();
  });
});

describe('pins and search panels', () => {
  it('lists pinned messages with a jump to each', async () => {
    const pinned = { ...theirs, pinned: true, pinnedBy: { _id: ME._id, name: ME.name }, pinnedAt: minutesAgo(1) };
    const { router } = await open({
      pages: { [general._id]: onePage([pinned, mine]) },
      extra: { [`GET /api/channel/${general._id}/pins`]: () => ({ body: { data: [pinned] } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pinned messages' }));
    const panel = await screen.findByRole('complementary', { name: 'Pinned messages' });
    expect(await within(panel).findByText('written by Grace')).toBeTruthy();
    expect(within(panel).getByText('Pinned by you')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Jump to message from Grace Hopper' }));
    // The jump is done once the message is found: the URL loses its message again.
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${general._id}`));
  });

  it('searches, marks the matches and opens a result in its conversation', async () => {
    const hit = { message: message({ _id: 'm-far', channelId: random._id, message: 'we deploy on friday' }), channel: { _id: random._id, name: 'random', channelType: 'channel' }, snippet: 'we «deploy» on friday' };
    const { calls, router } = await open({
      extra: {
        'GET /api/messages/search': () => ({ body: { data: [hit] } }),
        [`GET /api/channel/${random._id}/messages`]: () => ({ body: { data: [hit.message], nextCursor: null } }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search messages' }));
    const panel = await screen.findByRole('complementary', { name: 'Search messages' });
    await userEvent.click(within(panel).getByRole('button', { name: 'All conversations' }));
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search text' }), 'deploy');
    const result = await within(panel).findByRole('button', { name: /we deploy on friday/ });
    expect(result.querySelector('mark')?.textContent).toBe('deploy');
    expect(within(result).getByText('in # random')).toBeTruthy();
    const search = calls.find((call) => call.path === '/api/messages/search');
    expect(new URLSearchParams(search!.query).get('q')).toBe('deploy');

    await userEvent.click(result);
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${random._id}`));
    expect(await screen.findByRole('heading', { name: '# random' })).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('we deploy on friday')).toBeTruthy();

    // The other conversation is a new view, but the search stays as it was: text, scope and results.
    const kept = screen.getByRole('complementary', { name: 'Search messages' });
    expect((within(kept).getByRole('searchbox', { name: 'Search text' }) as HTMLInputElement).value).toBe('deploy');
    expect(within(kept).getByRole('button', { name: 'All conversations' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(kept).findByRole('button', { name: /we deploy on friday/ })).toBeTruthy();

    // Closing the search is what clears it.
    await userEvent.click(within(kept).getByRole('button', { name: 'Close search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search messages' }));
    const reopened = await screen.findByRole('complementary', { name: 'Search messages' });
    expect((within(reopened).getByRole('searchbox', { name: 'Search text' }) as HTMLInputElement).value).toBe('');
    expect(within(reopened).getByRole('button', { name: 'This conversation' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('message content', () => {
  it('shows call entries, attachments and deleted messages', async () => {
    const call = (id: string, status: 'ended' | 'missed', durationSeconds: number | null) =>
      message({
        _id: id,
        kind: 'call',
        message: '',
        call: { _id: `call-${id}`, type: 'video', status, initiator: { userId: GRACE._id, name: GRACE.name }, startedAt: minutesAgo(20), answeredAt: null, endedAt: minutesAgo(17), durationSeconds },
      });
    const files: Attachment[] = [
      { _id: 'a1', name: 'diagram.png', size: 2048, mimeType: 'image/png', kind: 'image', url: '/api/attachments/a1' },
      { _id: 'a2', name: 'demo.mp4', size: 5_000_000, mimeType: 'video/mp4', kind: 'video', url: '/api/attachments/a2' },
      { _id: 'a3', name: 'notes.pdf', size: 3_500_000, mimeType: 'application/pdf', kind: 'file', url: '/api/attachments/a3' },
    ];
    await open({
      pages: {
        [general._id]: onePage([
          message({ _id: 'm-files', message: 'see attached', attachments: files }),
          message({ _id: 'm-gone', message: '', deleted: true }),
          call('c2', 'missed', null),
          call('c1', 'ended', 200),
        ]),
      },
    });
    expect(screen.getAllByText(/Video call started by Grace Hopper ·/)).toHaveLength(2);
    expect(screen.getByText('Lasted 3m 20s')).toBeTruthy();
    expect(screen.getByText('Missed video call')).toBeTruthy();
    expect(screen.getByText('This message was deleted')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'diagram.png' }).getAttribute('src')).toBe('/api/attachments/a1');
    expect(document.querySelector('video[src="/api/attachments/a2"]')?.hasAttribute('controls')).toBe(true);
    const download = screen.getByRole('link', { name: 'Download notes.pdf, 3.3 MB' });
    expect(download.getAttribute('href')).toBe('/api/attachments/a3');
  });

  it('uploads files, refuses ones over 25 MB, and sends the attachment ids', async () => {
    const uploaded: Attachment = { _id: 'a-new', name: 'plan.txt', size: 5, mimeType: 'text/plain', kind: 'file', url: '/api/attachments/a-new' };
    const { calls } = await open({ extra: { [`POST /api/channel/${general._id}/attachments`]: () => ({ status: 201, body: { data: uploaded } }) } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const huge = new File(['x'], 'huge.zip');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await userEvent.upload(input, huge);
    expect(await screen.findByText('Files can be at most 25 MB')).toBeTruthy();

    await userEvent.upload(input, new File(['hello'], 'plan.txt', { type: 'text/plain' }));
    expect(await screen.findByText('plan.txt · 5 B')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/channel/${general._id}/attachments`)).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const [sent] = socket().sent('send_message');
    expect(sent!.payload).toMatchObject({ message: '', attachmentIds: ['a-new'] });
  });

  it('explains why nothing can be sent in an archived conversation', async () => {
    await open({ conversations: [{ ...general, isArchived: true }] });
    expect(screen.getByText(/This conversation is archived/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});

/** My Visitors conversation as the server lists it: a direct conversation of mine alone, named after who writes in it. */
const visitors = channel({
  _id: 'c-visitors',
  channelType: 'direct',
  name: 'Visitors',
  isNotices: true,
  members: [ME],
  createdBy: null,
  unreadCount: 1,
  lastMessage: { message: 'Grace Hopper (Navy) has arrived at 09:12…', timestamp: minutesAgo(3) },
});
const arrival = message({
  _id: 'm-notice',
  channelId: visitors._id,
  kind: 'notice',
  sender: null,
  message: 'Grace Hopper (Navy) has arrived at 09:12 and is waiting at the front desk.',
  timestamp: minutesAgo(3),
});

const openVisitors = (channelId = visitors._id) =>
  openChat(`/chat?channel=${channelId}`, { conversations: [general, visitors], pages: { [visitors._id]: onePage([arrival]), [general._id]: onePage([]) } }, fake);

describe('a Visitors conversation', () => {
  it('is listed and headed as Visitors with its badge, shows its notice as written by Visitors, and offers nothing to write, call, react or answer', async () => {
    await openVisitors(general._id);
    const nav = await screen.findByRole('navigation', { name: 'Messages' });
    const link = await within(nav).findByRole('link', { name: /^Visitors/ });
    const entry = link.closest('li')!;
    expect(within(entry).getByText('Grace Hopper (Navy) has arrived at 09:12…')).toBeTruthy();
    expect(within(entry).getByTestId('unread-badge').textContent).toBe('1 unread');
    expect(within(nav).queryByRole('link', { name: new RegExp(ME.name) })).toBeNull();

    await userEvent.click(link);
    await screen.findByText('Grace Hopper (Navy) has arrived at 09:12 and is waiting at the front desk.');

    expect(screen.getByRole('heading', { level: 1, name: 'Visitors' })).toBeTruthy();
    expect(screen.getByText('Arrivals and approvals')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start voice call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start video call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pinned messages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search messages' })).toBeTruthy();

    const notice = articleWith('Grace Hopper (Navy) has arrived at 09:12 and is waiting at the front desk.');
    expect(notice.getAttribute('aria-label')).toBe(`Visitors, ${formatTime(arrival.timestamp)}`);
    expect(within(notice).getByText('Visitors')).toBeTruthy();
    expect(within(notice).queryByRole('toolbar', { name: 'Message actions' })).toBeNull();

    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Visitors writes here when your visitors arrive/);
  });

  it('shows a new notice live, as written by Visitors', async () => {
    await openVisitors();
    act(() => socket().fire('new_message', message({ _id: 'm-next', channelId: visitors._id, kind: 'notice', sender: null, message: 'Alan Turing has arrived at 09:40.' })));
    const next = await within(screen.getByRole('log', { name: 'Messages' })).findByText('Alan Turing has arrived at 09:40.');
    expect(next.closest('[role="article"]')!.getAttribute('aria-label')).toMatch(/^Visitors, /);
  });
});
