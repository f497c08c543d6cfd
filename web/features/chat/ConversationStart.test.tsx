import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatPageHooks, onePage, openChat } from './chatTestApi';
import { directWithGrace, general, message, random, type FakeSocket } from './chatTestData';

const fake = vi.hoisted(() => ({ socket: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => (await import('./chatTestData')).fakeSocketIo(fake));

chatPageHooks();

const GENERAL_START = 'This is the very beginning of #general.';
const DM_START = 'This is the very beginning of your direct message history with Grace Hopper.';

describe('an empty conversation', () => {
  it('says where a channel begins until its first message arrives', async () => {
    await openChat(`/chat?channel=${general._id}`, { pages: { [general._id]: onePage([]) } }, fake);
    expect(await screen.findByText(GENERAL_START)).toBeTruthy();
    expect(screen.getByText(/Send the first message to get the conversation going\./)).toBeTruthy();
    act(() => fake.socket!.fire('new_message', message({ _id: 'm-first', message: 'hello everyone' })));
    expect(await screen.findByText('hello everyone')).toBeTruthy();
    expect(screen.queryByText(GENERAL_START)).toBeNull();
  });

  it('says whose direct message history begins, and goes once I send the first message', async () => {
    await openChat(`/chat?channel=${directWithGrace._id}`, { conversations: [general, random, directWithGrace], pages: { [directWithGrace._id]: onePage([]) } }, fake);
    expect(await screen.findByText(DM_START)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hi Grace{Enter}');
    expect(await screen.findByText('hi Grace')).toBeTruthy();
    expect(screen.queryByText(DM_START)).toBeNull();
  });

  it('is not shown when the messages are in an older page not loaded yet', async () => {
    await openChat(`/chat?channel=${general._id}`, { pages: { [general._id]: { '': { data: [], nextCursor: 'cur-1' }, 'cur-1': { data: [message({ message: 'long ago' })], nextCursor: null } } } }, fake);
    expect(await screen.findByRole('button', { name: 'Load older messages' })).toBeTruthy();
    expect(screen.queryByText(GENERAL_START)).toBeNull();
  });
});
