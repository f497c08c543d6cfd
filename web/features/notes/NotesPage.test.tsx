import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import type { NoteEditorProps } from './editor/NoteEditor';
import { ADA, EDDIE, GRACE, WEB_PROJECT, noteDetail, noteSummary } from './noteTestData';

// The page is tested here, not the live editor (its own tests use the real collaboration server):
// a stand-in shows the stored HTML and lets a test play the connection's part.
const editor = vi.hoisted(() => ({ props: null as NoteEditorProps | null }));
vi.mock('./editor/NoteEditor', () => ({
  NoteEditor: (props: NoteEditorProps) => {
    editor.props = props;
    return <div data-testid="note-editor" dangerouslySetInnerHTML={{ __html: props.initialHtml }} />;
  },
}));

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), off: () => {}, emit: () => {}, disconnect: () => {} }),
}));

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('./NotesPage'), 60_000);

describe('the notes page', () => {
  it('lists notes newest first with owner, project and who is in them, and searches on the server', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({
        body: {
          data: [
            noteSummary({ activeUsers: [GRACE, EDDIE] }),
            noteSummary({ _id: 'n2', title: 'Sprint retro', owner: GRACE, access: 'Editor', canManageShares: true, projectId: 'p1', project: WEB_PROJECT }),
          ],
        },
      }),
    });
    renderApp('/notes');
    const list = await screen.findByRole('list', { name: 'Notes' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Launch plan'), expect.stringContaining('Sprint retro')]);
    expect(within(rows[0]!).getByText(/Ada Lovelace · 3 hours ago/)).toBeTruthy();
    expect(within(rows[0]!).getByRole('img', { name: 'In it now: Grace Hopper, Eddie Editor' })).toBeTruthy();
    expect(within(rows[1]!).getByText('WEB')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'retro');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/note' && new URLSearchParams(call.query).get('search') === 'retro')).toBe(true));
  });

  it('says so when there are no notes yet, nothing is shared, or nothing matches', async () => {
    sessionApi(userWithRole('owner'), { 'GET /api/note': () => ({ body: { data: [] } }) });
    renderApp('/notes');
    expect(await screen.findByRole('heading', { name: 'No notes yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(screen.getByRole('option', { name: 'Shared with me' }));
    expect(await screen.findByRole('heading', { name: 'Nothing shared with you yet' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'budget');
    expect(await screen.findByRole('heading', { name: 'No notes match' })).toBeTruthy();
  });

  it('creates a note and opens it with its title ready to type over', async () => {
    const created = noteDetail({ _id: 'n9', title: 'Untitled', html: '' });
    const calls = sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [] } }),
      'POST /api/note': () => ({ status: 201, body: { data: noteSummary({ _id: 'n9', title: 'Untitled' }) } }),
      'GET /api/note/n9/detail': () => ({ body: { data: created } }),
    });
    const { router } = renderApp('/notes');
    await screen.findByRole('heading', { name: 'No notes yet' });
    await userEvent.click(screen.getAllByRole('button', { name: 'New note' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?noteId=n9'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/note')?.body).toEqual({ projectId: null });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('renames a note from its row', async () => {
    let title = 'Launch plan';
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary({ title })] } }),
      'PUT /api/note/n1': (body) => {
        title = (body as { title: string }).title;
        return { body: { data: noteSummary({ title }) } };
      },
    });
    renderApp('/notes');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Launch plan' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Rename Launch plan' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Launch checklist{Enter}');
    expect(await screen.findByRole('link', { name: /Launch checklist/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Launch checklist' });
  });

  it('deletes only after a confirmation naming the note, and only for its owner', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary(), noteSummary({ _id: 'n2', title: 'Their plan', owner: GRACE, access: 'Editor', canManageShares: false })] } }),
      'DELETE /api/note/n1': () => ({ body: { data: { _id: 'n1' } } }),
    });
    renderApp('/notes');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Their plan' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Launch plan' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Launch plan”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Launch plan' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete “Launch plan”?' })).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/note/n1')).toBe(true));
  });

  it('opens the note of a link at its mention, names it in the browser tab, and shows the connection', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [noteSummary()] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail({ access: 'Viewer', canManageShares: false }) } }),
    });
    renderApp('/notes?noteId=n1&mention=m-7');
    expect(await screen.findByText('Ship the new site on Friday', { selector: '[data-testid="note-editor"] p' })).toBeTruthy();
    expect(editor.props).toMatchObject({ noteId: 'n1', access: 'Viewer', focusMentionKey: 'm-7', projectId: null });
    await waitFor(() => expect(document.title).toBe('Launch plan · Teamwork'));
    expect(screen.getByText('View only')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

    act(() => {
      editor.props!.onPeopleChange!([{ clientId: 1, userId: 'user-admin', name: 'Grace Hopper', color: '#e8590c', avatar: null }]);
      editor.props!.onStatusChange!('offline');
    });
    expect(screen.getByRole('img', { name: 'In this note now: Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('Offline — your changes are kept and will sync')).toBeTruthy();
    act(() => editor.props!.onStatusChange!('closed'));
    expect(screen.getByText(/This note was deleted or your access was removed/)).toBeTruthy();
  });

  it('says a note is not available when the link leads nowhere', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [] } }),
      'GET /api/note/n1/detail': () => ({ status: 404, body: { message: 'Note not found', code: 'NOT_FOUND' } }),
    });
    renderApp('/notes?noteId=n1');
    expect(await screen.findByRole('heading', { name: 'This note is not available' })).toBeTruthy();
  });

  it('keeps a note removed while open readable, says so and takes its actions away; a server that is down changes nothing', async () => {
    let answer: 'note' | 'down' | 'gone' = 'note';
    const calls = sessionApi(userWithRole('editor'), {
      'GET /api/note': () => ({ body: { data: [] } }),
      'GET /api/note/n1/detail': () =>
        answer === 'note'
          ? { body: { data: noteDetail({ owner: GRACE, access: 'Editor' }) } }
          : answer === 'down'
            ? { status: 503, body: { message: 'Service unavailable', code: 'INTERNAL' } }
            : { status: 404, body: { message: 'Note not found', code: 'NOT_FOUND' } },
    });
    renderApp('/notes?noteId=n1');
    await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(handlers.has('notes_updated')).toBe(true));

    answer = 'down';
    const detailCalls = () => calls.filter((call) => call.path === '/api/note/n1/detail').length;
    const before = detailCalls();
    act(() => handlers.get('notes_updated')!({ noteId: 'n1' }));
    // The refetch and its two retries all fail.
    await waitFor(() => expect(detailCalls()).toBe(before + 3), { timeout: 8000 });
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByTestId('note-editor')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();

    answer = 'gone';
    act(() => handlers.get('notes_updated')!({ noteId: 'n1', removed: true }));
    expect(await screen.findByText(/This note was deleted or your access was removed/)).toBeTruthy();
    expect(screen.getByTestId('note-editor').textContent).toContain('Ship the new site on Friday');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('saves the title as it is typed and shows why a title is refused', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary()] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail() } }),
      'PUT /api/note/n1': (body) => ({ body: { data: noteSummary({ title: (body as { title: string }).title }) } }),
    });
    renderApp('/notes?noteId=n1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    expect(screen.getByRole('alert').textContent).toBe('title is required');
    await userEvent.type(title, 'Go-live plan{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ title: 'Go-live plan' }));
    expect(calls.filter((call) => call.method === 'PUT').every((call) => (call.body as { title: string }).title !== '')).toBe(true);
    await userEvent.type(title, 'x'.repeat(200));
    expect(screen.getByRole('alert').textContent).toBe('title must be at most 200 characters');
  });

  it('shows the server’s refusal of a title beside it', async () => {
    sessionApi(userWithRole('owner'), {
      'GET /api/note': () => ({ body: { data: [noteSummary()] } }),
      'GET /api/note/n1/detail': () => ({ body: { data: noteDetail({ owner: ADA }) } }),
      'PUT /api/note/n1': () => ({ status: 400, body: { message: 'title: that title is taken', code: 'VALIDATION_FAILED' } }),
    });
    renderApp('/notes?noteId=n1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' v2{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('title: that title is taken');
    expect((title as HTMLInputElement).value).toBe('Launch plan v2');
  });
});
