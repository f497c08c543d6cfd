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

const { channel } = conversationsOf(ME_AS_OWNER);

beforeEach(() => fakeSocket.reset());

function api(extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole('owner'), {
    'GET /api/channels': () => ({ body: { data: [] } }),
    'GET /api/chat/users': () => ({ body: { data: [BOB, CARA, DAN] } }),
    ...extra,
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start Group Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
  await within(dialog).findByRole('checkbox', { name: 'Bob Stone' });
  return dialog;
}

describe('Create Group', () => {
  it('checks the rules on submit, on name change and on toggle, counting you in the button', async () => {
    const calls = api();
    renderApp('/');
    const dialog = await openDialog();
    // Nothing is said before the first check.
    expect(within(dialog).queryByText('Group name is required')).toBeNull();
    expect(within(dialog).queryByText('Minimum 2 members required')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group (1)' }));
    expect(within(dialog).getByText('Group name is required')).toBeTruthy();
    expect(within(dialog).getByText('Minimum 2 members required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Launch');
    expect(within(dialog).queryByText('Group name is required')).toBeNull();
    expect(within(dialog).getByText('Minimum 2 members required')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    expect(within(dialog).getByRole('button', { name: 'Create Group (2)' })).toBeTruthy();
    expect(within(dialog).getByText('Minimum 2 members required')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cara Diaz' }));
    expect(within(dialog).getByRole('button', { name: 'Create Group (3)' })).toBeTruthy();
    expect(within(dialog).queryByText('Minimum 2 members required')).toBeNull();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Group name' }));
    expect(within(dialog).getByText('Group name is required')).toBeTruthy();
  });

  it('checks on a toggle before anything else', async () => {
    api();
    renderApp('/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dan Wu' }));
    expect(within(dialog).getByText('Group name is required')).toBeTruthy();
    expect(within(dialog).getByText('Minimum 2 members required')).toBeTruthy();
  });

  it('creates the group and opens it', async () => {
    const calls = api({
      'POST /api/channels': () => ({ body: { data: channel({ _id: 'g-7', channelType: 'group', name: 'Launch', members: [ME_AS_OWNER, BOB, CARA] }) } }),
    });
    const { router } = renderApp('/');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Launch');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cara Diaz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?channel=g-7'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ channelType: 'group', members: [BOB._id, CARA._id], createdBy: ME_AS_OWNER._id, name: 'Launch' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('list', { name: 'Groups' })).findByText('Launch')).toBeTruthy();
  });

  it('warns with the server message, or Something went wrong', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { message: 'Too many groups', code: 'CONFLICT' } };
    api({ 'POST /api/channels': () => answer });
    renderApp('/');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Launch');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Stone' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cara Diaz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group (3)' }));
    expect(await screen.findByText('Too many groups')).toBeTruthy();
    answer = { status: 500, body: {} };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group (3)' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create Group' })).toBeTruthy();
  });
});
