import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_EXPIRY_MS } from '../../../domain/chat/chat';
import { articleWith, chatPageHooks, onePage, openChat, type Setup } from './chatTestApi';
import { ALAN, general, GRACE, ME, message, minutesAgo, random, senderOf, type FakeSocket } from './chatTestData';

const fake = vi.hoisted(() => ({ socket: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => (await import('./chatTestData')).fakeSocketIo(fake));

chatPageHooks();
afterEach(() => vi.useRealTimers());

const socket = (): FakeSocket => fake.socket!;
const open = (setup: Setup = {}) => openChat(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) }, ...setup }, fake);
const fire = (event: string, ...args: unknown[]) => act(() => socket().fire(event, ...args));

describe('socket events in the open conversation', () => {
  it('adds a new message of the open conversation, but not one of another conversation or a thread reply', async () => {
    await open();
    fire('new_message', message({ _id: 'm-here', message: 'for this room' }));
    fire('new_message', message({ _id: 'm-there', channelId: random._id, message: 'for another room' }));
    fire('new_message', message({ _id: 'm-reply', message: 'a thread reply', thread: { parentMessage: 'm-here', replyCount: 0, lastReplyAt: null } }));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('for this room')).toBeTruthy();
    expect(within(log).queryByText('for another room')).toBeNull();
    expect(within(log).queryByText('a thread reply')).toBeNull();
    // The same message twice is shown once.
    fire('new_message', message({ _id: 'm-here', message: 'for this room' }));
    expect(within(log).getAllByText('for this room')).toHaveLength(1);
  });

  it('applies edits, deletions and reactions to the message', async () => {
    const original = message({ _id: 'm1', message: 'first draft' });
    await open({ pages: { [general._id]: onePage([original]) } });
    await screen.findByText('first draft');

    fire('edit_message', { ...original, message: 'second draft', edited: true, editedAt: new Date().toISOString() });
    expect(await screen.findByText('second draft')).toBeTruthy();
    expect(within(articleWith('second draft')).getByText('(edited)')).toBeTruthy();

    fire('reaction_updated', { messageId: 'm1', channelId: general._id, reactions: [{ emoji: '🎉', count: 2, users: [{ _id: ME._id, name: 'Ada Lovelace' }, { _id: ALAN._id, name: ALAN.name }] }] });
    const chip = await screen.findByRole('button', { name: /🎉 2/ });
    expect(chip.getAttribute('aria-pressed')).toBe('true');

    fire('delete_message', { ...original, message: '', deleted: true });
    expect(await screen.findByText('This message was deleted')).toBeTruthy();
    expect(screen.queryByText('second draft')).toBeNull();
  });

  it('closes my edit in progress when the message is edited elsewhere', async () => {
    const mine = message({ _id: 'm1', message: 'my words', sender: senderOf(ME) });
    await open({ pages: { [general._id]: onePage([mine]) } });
    await userEvent.click(within(articleWith('my words')).getByRole('button', { name: 'Edit message' }));
    expect(screen.getByRole('textbox', { name: 'Edited message' })).toBeTruthy();
    fire('edit_message', { ...mine, message: 'changed in another tab', edited: true, editedAt: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edited message' })).toBeNull());
    expect(screen.getByText('changed in another tab')).toBeTruthy();
  });

  it('updates pinned state and the thread summary', async () => {
    const parent = message({ _id: 'm1', message: 'the parent' });
    await open({ pages: { [general._id]: onePage([parent]) } });
    await screen.findByText('the parent');
    fire('message_pinned', { ...parent, pinned: true, pinnedBy: { _id: GRACE._id, name: GRACE.name }, pinnedAt: new Date().toISOString() });
    expect(await screen.findByText(/Pinned by Grace Hopper/)).toBeTruthy();
    const reply = message({ _id: 'r1', message: 'a reply', thread: { parentMessage: 'm1', replyCount: 0, lastReplyAt: null } });
    fire('new_thread_reply', { reply, parent: { ...parent, thread: { parentMessage: null, replyCount: 3, lastReplyAt: reply.timestamp } } });
    expect(await screen.findByRole('button', { name: '3 replies, open thread' })).toBeTruthy();
    expect(screen.queryByText('a reply')).toBeNull();
  });

  it('refetches the conversation once after a reconnect', async () => {
    const { calls } = await open();
    const pages = () => calls.filter((call) => call.path === `/api/channel/${general._id}/messages`).length;
    const before = pages();
    fire('disconnect');
    fire('connect');
    await waitFor(() => expect(pages()).toBe(before + 1));
    // One page per reconnect: no second handler cancels the refetch and asks again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pages()).toBe(before + 1);
  });
});

describe('typing indicator', () => {
  it('shows who else is typing, never me, and clears on disconnect', async () => {
    await open();
    fire('user_typing', { userId: ME._id, channelId: general._id, name: 'Ada Lovelace' });
    expect(screen.queryByText(/is typing/)).toBeNull();
    fire('user_typing', { userId: GRACE._id, channelId: general._id, name: GRACE.name });
    expect(await screen.findByText('Grace Hopper is typing…')).toBeTruthy();
    fire('user_typing', { userId: ALAN._id, channelId: random._id, name: ALAN.name });
    fire('user_typing', { userId: ALAN._id, channelId: general._id, name: ALAN.name });
    expect(await screen.findByText('Grace Hopper and Alan Turing are typing…')).toBeTruthy();
    fire('user_typing', { userId: 'u-third', channelId: general._id, name: 'Third Person' });
    expect(await screen.findByText('Several people are typing…')).toBeTruthy();
    fire('user_stopped_typing', { userId: 'u-third', channelId: general._id });
    expect(await screen.findByText('Grace Hopper and Alan Turing are typing…')).toBeTruthy();
    fire('disconnect');
    await waitFor(() => expect(screen.queryByText(/typing…/)).toBeNull());
  });

  it('drops a typist not heard from for a while, and one whose message arrived', async () => {
    await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fire('user_typing', { userId: GRACE._id, channelId: general._id, name: GRACE.name });
    fire('user_typing', { userId: ALAN._id, channelId: general._id, name: ALAN.name });
    expect(screen.getByText('Grace Hopper and Alan Turing are typing…')).toBeTruthy();
    fire('new_message', message({ _id: 'm-alan', message: 'done typing', sender: senderOf(ALAN) }));
    expect(screen.getByText('Grace Hopper is typing…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TYPING_EXPIRY_MS + 10));
    expect(screen.queryByText(/typing…/)).toBeNull();
  });

  it('tells the room I am typing, throttled, and that I stopped when I send', async () => {
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'abc');
    expect(socket().sent('typing')).toHaveLength(1);
    expect(socket().sent('typing')[0]!.payload).toEqual({ channelId: general._id });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(socket().sent('stop_typing')).toHaveLength(1);
  });
});

describe('reading', () => {
  it('sends msg_read when a message arrives in the open, focused conversation', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await open({ pages: { [general._id]: onePage([message({ _id: 'm1', message: 'hello', timestamp: minutesAgo(2), sender: senderOf(GRACE) })]) } });
    await waitFor(() => expect(socket().sent('msg_read').length).toBeGreaterThan(0));
    const before = socket().sent('msg_read').length;
    fire('new_message', message({ _id: 'm2', message: 'another' }));
    await waitFor(() => expect(socket().sent('msg_read').length).toBeGreaterThan(before));
    expect(socket().sent('msg_read').at(-1)!.payload).toEqual({ channelId: general._id });
  });
});
