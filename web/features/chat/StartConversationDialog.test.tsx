import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { BOB, CARA, conversationsOf, DAN, fakeSocket, ME_AS_OWNER } from './chatTestData';

vi.mock('socket.io-client', async () => {
  const { fakeSocket: fake } = await import('./chatTestData');
  return { io: () => fake };
});
vi.mock('./ChatPage', () => ({ ChatPage: () => null }));

const { channel, direct } = conversationsOf(ME_AS_OWNER);

beforeEach(() => fakeSocket.reset());

type Handlers = Parameters<typeof sessionApi>[1];

function api(extra: Handlers = {}) {
  return sessionApi(userWithRole('owner'), {
    'GET /api/channels': () => ({ body: { data: [] } }),
    'GET /api/chat/users': () => ({ body: { data: [BOB, CARA, DAN] } }),
    ...extra,
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start Direct Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start a Conversation' });
  await within(dialog).findByRole('checkbox', { name: 'Bob Stone' });
  return dialog;
}

describe('Start a Conversation', () => {
  it('starts (or reopens) a direct conversation with one person and opens it', async () => {
    const calls = api({ 'POST /api/channels/direct': () => ({ body: { data: direct('dm-bob', BOB) } }) });
    const { router } = renderApp('/');
    const dialog = await openDialog();
    const start = within(dialog).getByRole('button', { name: 'Start Conversation (0)' });
    expect((start as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    expect(within(dialog).getByRole('list', { name: 'Selected people' }).textContent).toContain('Bob Stone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation (1)' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe('?channel=dm-bob');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/channels/direct');
    expect(post?.body).toEqual({ channelType: 'direct', members: [BOB._id], createdBy: ME_AS_OWNER._id, name: BOB.name });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new conversation is in the drawer, selected.
    const link = await within(screen.getByRole('navigation', { name: 'Messages' })).findByRole('link', { name: /Bob Stone/ });
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
  });

  it('makes a group named after you and the picked people when several are picked', async () => {
    const calls = api({
      'POST /api/channels': () => ({ body: { data: channel({ _id: 'g-9', channelType: 'group', name: 'Ada Lovelace, Bob Stone, Cara Diaz' }) } }),
    });
    const { router } = renderApp('/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cara Diaz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?channel=g-9'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/channels');
    expect(post?.body).toEqual({ channelType: 'group', members: [BOB._id, CARA._id], createdBy: ME_AS_OWNER._id, name: 'Ada Lovelace, Bob Stone, Cara Diaz' });
  });

  it('shows Starting... while the server works', async () => {
    api();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/channels/direct') {
        await gate;
        return new Response(JSON.stringify({ data: direct('dm-bob', BOB) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return mocked(input, init);
    });
    renderApp('/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation (1)' }));
    expect(await within(dialog).findByRole('button', { name: 'Starting...' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server message, or Failed to start conversation, in the dialog', async () => {
    let answer = { status: 400, body: { message: 'That person has left the organisation', code: 'VALIDATION_FAILED' } as unknown };
    api({ 'POST /api/channels/direct': () => answer });
    renderApp('/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation (1)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That person has left the organisation');

    answer = { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Conversation (1)' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to start conversation'));
    expect(screen.getByRole('dialog', { name: 'Start a Conversation' })).toBeTruthy();
  });

  it('searches people on the server and keeps earlier picks', async () => {
    const calls = api({
      'GET /api/chat/users': () => ({ body: { data: [BOB, CARA, DAN] } }),
    });
    renderApp('/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'cara');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/chat/users' && call.query === 'search=cara')).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Start Conversation (1)' })).toBeTruthy();
  });
});
