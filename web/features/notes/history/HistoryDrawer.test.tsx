import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { GRACE, noteDetail, noteSummary, version } from '../noteTestData';

vi.mock('../editor/NoteEditor', () => ({ NoteEditor: () => <div data-testid="note-editor" /> }));

const VERSIONS = [version(), version({ _id: 'v0', name: 'Autosave', auto: true, createdBy: null, createdAt: '2026-11-24T10:00:00Z' })];
const versionDetail = { ...version(), html: '<h1>Launch plan</h1><p>Ship the new site on Monday</p><p onclick="alert(1)">Thanks<script>alert(2)</script></p>' };

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('../NotesPage'), 60_000);

describe('a note’s history', () => {
  it('shows a version sanitised, what changed since, and restores it after a confirmation', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary()] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail() } }),
      'GET /api/note/n1/versions': () => ({ body: { data: VERSIONS } }),
      'GET /api/note/n1/versions/v1': () => ({ body: { data: versionDetail } }),
      'POST /api/note/n1/versions/v1/restore': () => ({ body: { data: noteSummary() } }),
      'POST /api/note/n1/versions': (body) => ({ status: 201, body: { data: version({ _id: 'v2', name: (body as { name: string }).name }) } }),
    });
    renderApp('/notes?noteId=n1');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    const list = await within(drawer).findByRole('list', { name: 'Versions' });
    expect(within(list).getByText('Saved automatically', { exact: false })).toBeTruthy();

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Version name' }), 'Sent to the client');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path === '/api/note/n1/versions')?.body).toEqual({ name: 'Sent to the client' }));

    await userEvent.click(within(list).getByText('Before review'));
    const text = await within(drawer).findByRole('document', { name: 'Version text' });
    await waitFor(() => expect(text.textContent).toContain('Ship the new site on Monday'));
    expect(text.querySelector('script, [onclick]')).toBeNull();

    await userEvent.click(within(drawer).getByRole('tab', { name: 'What changed' }));
    const changes = within(drawer).getByRole('region', { name: 'What changed since this version' });
    expect(changes.querySelector('del')?.textContent).toBe('Monday');
    expect(changes.querySelector('ins')?.textContent).toBe('Friday');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore “Before review”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/note/n1/versions/v1/restore')).toBe(true));
  });

  it('lets a Viewer read versions but neither save nor restore one', async () => {
    sessionApi(userWithRole('read'), {
      'GET /api/note': () => ({ body: { data: [] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail({ owner: GRACE, access: 'Viewer', canManageShares: false }) } }),
      'GET /api/note/n1/versions': () => ({ body: { data: VERSIONS } }),
      'GET /api/note/n1/versions/v1': () => ({ body: { data: versionDetail } }),
    });
    renderApp('/notes?noteId=n1');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    expect(within(drawer).queryByRole('textbox', { name: 'Version name' })).toBeNull();
    await userEvent.click(await within(drawer).findByText('Before review'));
    await within(drawer).findByRole('document', { name: 'Version text' });
    expect(within(drawer).queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});
