import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../domain/chat/chat';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { BOB, channel, fakeSocket, ME } from './chatTestData';

vi.mock('socket.io-client', async () => {
  const { fakeSocket: fake } = await import('./chatTestData');
  return { io: () => fake };
});
vi.mock('./ChatPage', () => ({ ChatPage: () => null }));

beforeEach(() => fakeSocket.reset());

const general = channel({ _id: 'c-general', name: 'general', isGeneral: true, createdBy: null, members: [ME, BOB] });
const random = channel({ _id: 'c-random', name: 'random', isMember: false, members: [BOB] });

function api(extra: Parameters<typeof sessionApi>[1] = {}) {
  let directory: Channel[] = [general, random];
  const calls = sessionApi(userWithRole('editor'), {
    'GET /api/channels': () => ({ body: { data: directory.filter((item) => item.isMember) } }),
    'POST /api/channel/c-random/members': () => {
      directory = directory.map((item) => (item._id === 'c-random' ? { ...item, isMember: true, members: [BOB, ME] } : item));
      // The server answers the channel as the caller now sees it.
      return { body: { data: directory.find((item) => item._id === 'c-random') } };
    },
    ...extra,
  });
  // The browse list asks with ?channelType=channel; mockApi matches without the query.
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/channels?channelType=channel') {
      calls.push({ method: 'GET', path: '/api/channels', query: 'channelType=channel', body: undefined });
      return Promise.resolve(new Response(JSON.stringify({ data: directory }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return mocked(input, init);
  });
  return calls;
}

async function openBrowser() {
  await userEvent.click(await screen.findByRole('button', { name: 'Browse channels' }));
  return screen.findByRole('dialog', { name: 'Browse channels' });
}

describe('channel browser', () => {
  it('lists the organisation channels with Open for joined ones and Join for the others', async () => {
    const calls = api();
    renderApp('/');
    const dialog = await openBrowser();
    expect(await within(dialog).findByRole('link', { name: 'Open general' })).toBeTruthy();
    // Everyone stays in #general.
    expect(within(dialog).queryByRole('button', { name: 'Leave general' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join random' }));
    expect(await within(dialog).findByRole('link', { name: 'Open random' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Leave random' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ members: ['user-editor'] });
    // The joined channel is in the drawer.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(screen.getByRole('list', { name: 'Channels' })).findByText('random')).toBeTruthy();
  });

  it('creates a channel by name, with the people picked, and opens it', async () => {
    const calls = api({
      'POST /api/channels': () => ({ body: { data: channel({ _id: 'c-new', name: 'releases', createdBy: ME._id, members: [ME, BOB] }) } }),
      'GET /api/chat/users': () => ({ body: { data: [BOB] } }),
    });
    const { router } = renderApp('/');
    const dialog = await openBrowser();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    const form = within(dialog).getByRole('form', { name: 'Create channel' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create channel' }));
    expect(within(form).getByText('Channel name is required')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Channel name' }), 'releases');
    // The channel list makes way for the people picker.
    expect(within(dialog).queryByRole('list', { name: 'Organisation channels' })).toBeNull();
    await userEvent.click(await within(form).findByRole('checkbox', { name: BOB.name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?channel=c-new'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ channelType: 'channel', members: [BOB._id], createdBy: ME._id, name: 'releases' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server refusal under the name', async () => {
    api({ 'POST /api/channels': () => ({ status: 409, body: { message: 'A channel with this name already exists', code: 'CONFLICT' } }) });
    renderApp('/');
    const dialog = await openBrowser();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    const form = within(dialog).getByRole('form', { name: 'Create channel' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Channel name' }), 'general');
    await userEvent.click(within(form).getByRole('button', { name: 'Create channel' }));
    expect(await within(form).findByText('A channel with this name already exists')).toBeTruthy();
  });
});
