import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { WEB_PROJECT, noteDetail, noteSummary } from './noteTestData';

vi.mock('./editor/NoteEditor', () => ({ NoteEditor: () => <div data-testid="note-editor" /> }));

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('./NotesPage'), 60_000);

describe('notes in the quick switcher', () => {
  it('finds notes by the server’s search and opens the one picked', async () => {
    const calls = sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [noteSummary({ projectId: 'p1', project: WEB_PROJECT })] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail() } }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'Jump to a conversation' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Jump to a conversation' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Conversation name' }), 'launch');
    const option = await within(dialog).findByRole('option', { name: /Launch plan/ });
    expect(option.textContent).toContain('Note · Website · Ada Lovelace');
    expect(within(dialog).getByText('Notes')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/note' && new URLSearchParams(call.query).get('search') === 'launch')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/notes?noteId=n1'));
  });
});
