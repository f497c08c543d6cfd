import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import type { NoteSharedUser } from '../api';
import { noteDetail, noteSummary, sharedUser, GRACE } from '../noteTestData';

vi.mock('../editor/NoteEditor', () => ({ NoteEditor: () => <div data-testid="note-editor" /> }));

const EMPLOYEES = [
  { _id: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test', role: 'owner' },
  { _id: 'user-admin', name: 'Grace Hopper', email: 'admin@demo.test', role: 'admin' },
  { _id: 'user-read', name: 'Riley Reader', email: 'read@demo.test', role: 'read' },
] as const;

async function openShareDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share “Launch plan”' });
}

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('../NotesPage'), 60_000);

describe('sharing a note', () => {
  it('lets the owner add people as Viewer or Editor, change a permission and remove a share, and lists them again after each', async () => {
    let shares: NoteSharedUser[] = [sharedUser(), sharedUser({ userId: 'user-admin', name: 'Grace Hopper', email: 'admin@demo.test', permission: 'Viewer' })];
    const answer = () => ({ body: { data: shares } });
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary()] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail() } }),
      'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }),
      'GET /api/note/n1/shared-users': answer,
      'POST /api/note/n1/share': () => {
        shares = [...shares, sharedUser({ userId: 'user-read', name: 'Riley Reader', email: 'read@demo.test', permission: 'Editor' })];
        return answer();
      },
      'PUT /api/note/n1/share': () => {
        shares = shares.map((person) => (person.userId === 'user-admin' ? { ...person, permission: 'Editor' } : person));
        return answer();
      },
      'DELETE /api/note/n1/share/user-admin': () => {
        shares = shares.filter((person) => person.userId !== 'user-admin');
        return answer();
      },
    });
    renderApp('/notes?noteId=n1');
    const dialog = await openShareDialog();
    const people = await within(dialog).findByRole('list', { name: 'People with access' });
    expect(within(people).getAllByRole('listitem').map((row) => row.textContent)).toEqual([expect.stringMatching(/Ada Lovelace.*Owner/), expect.stringMatching(/Grace Hopper.*Viewer/)]);
    // The owner's row has no permission to change and no remove button.
    expect(within(dialog).queryByRole('combobox', { name: 'Permission of Ada Lovelace' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add people' }));
    // Only those who cannot open it yet are offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Riley Readerread@demo.test']);
    await userEvent.click(screen.getByRole('option', { name: /Riley Reader/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Permission' }));
    await userEvent.click(screen.getByRole('option', { name: 'Editor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userIds: ['user-read'], permission: 'Editor' }));
    expect(await within(dialog).findByText('Riley Reader')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Permission of Grace Hopper' }));
    await userEvent.click(screen.getByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ userIds: ['user-admin'], permission: 'Editor' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));
    await waitFor(() => expect(within(dialog).queryByText('Grace Hopper')).toBeNull());
  });

  it('shows someone who may not manage shares the list, read-only', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail({ owner: GRACE, access: 'Editor', canManageShares: false }) } }),
      'GET /api/note/n1/shared-users': () => ({
        body: { data: [sharedUser({ userId: 'user-admin', name: 'Grace Hopper' }), sharedUser({ userId: 'user-editor', name: 'Eddie Editor', permission: 'Editor' })] },
      }),
    });
    renderApp('/notes?noteId=n1');
    const dialog = await openShareDialog();
    expect(await within(dialog).findByText('Eddie Editor')).toBeTruthy();
    expect(within(dialog).getByText(/Only the note's owner/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
