import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { NoteAccess } from '../../../../domain/notes/notes';
import { makeTask, people, PROJECT_ID, renderTaskScreen, taskApi } from '../../tasks/testing';
import { NoteEditorSurface } from './NoteEditorSurface';

const NOTE_ID = '00000000-0000-4000-8000-0000000000aa';
const TASK_ID = '00000000-0000-4000-8000-0000000000bb';
const me = { userId: people.ada._id, name: people.ada.name, color: '#1C3D6E', avatar: null };

/** The editor over a local Yjs document, as it is once synced (no server in these tests). */
function renderEditor({ access = 'Owner' as NoteAccess, projectId = PROJECT_ID as string | null } = {}) {
  const view = renderTaskScreen(
    <NoteEditorSurface doc={new Y.Doc()} provider={null} user={me} live editable={access !== 'Viewer'} noteId={NOTE_ID} projectId={projectId} initialHtml="" focusMentionKey={null} />,
  );
  return { ...view, textbox: screen.getByRole('textbox', { name: 'Note' }) };
}

function editorOf(textbox: HTMLElement): Editor {
  return (textbox as HTMLElement & { editor: Editor }).editor;
}

/** Types as the keyboard does: each character goes through the editor's text-input hooks (input rules, suggestions). */
function typeInto(textbox: HTMLElement, text: string) {
  const { view } = editorOf(textbox);
  act(() => {
    for (const character of text) {
      const { from, to } = view.state.selection;
      const insert = () => view.state.tr.insertText(character, from, to);
      const handled = view.someProp('handleTextInput', (handler) => handler(view, from, to, character, insert));
      if (!handled) view.dispatch(insert());
    }
  });
}

const press = (textbox: HTMLElement, key: string) => act(() => void fireEvent.keyDown(textbox, { key }));

describe('NoteEditor', () => {
  it('formats from the toolbar: bold, a heading, a checklist, and undoes', async () => {
    taskApi();
    const { textbox } = renderEditor();
    typeInto(textbox, 'Launch plan');
    act(() => void editorOf(textbox).commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textbox.querySelector('strong')?.textContent).toBe('Launch plan');
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2 (H2)' }));
    expect(textbox.querySelector('h2')?.textContent).toBe('Launch plan');

    act(() => void editorOf(textbox).commands.setTextSelection(2));
    fireEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    expect(within(textbox).getByRole('checkbox')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(textbox).queryByRole('checkbox')).toBeNull();
  });

  it('inserts a heading from the slash menu, chosen with the arrows and Enter', async () => {
    taskApi();
    const { textbox } = renderEditor();
    typeInto(textbox, '/head');
    const menu = await screen.findByRole('listbox', { name: 'Insert block' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['H1Heading 1', 'H2Heading 2', 'H3Heading 3']);
    press(textbox, 'ArrowDown');
    expect(within(menu).getByRole('option', { name: /Heading 2/ }).getAttribute('aria-selected')).toEqual('true');
    expect(textbox.getAttribute('aria-activedescendant')).toEqual(within(menu).getByRole('option', { name: /Heading 2/ }).id);
    press(textbox, 'Enter');
    expect(textbox.querySelector('h2')).not.toBeNull();
    expect(textbox.textContent).not.toContain('/head');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Insert block' })).toBeNull());
  });

  it('mentions a member picked after @, with a fresh mention key', async () => {
    taskApi();
    const { textbox } = renderEditor();
    typeInto(textbox, 'Ask @gra');
    const menu = await screen.findByRole('listbox', { name: 'Mention someone' });
    fireEvent.click(await within(menu).findByRole('option', { name: 'Grace Hopper' }));
    const mention = textbox.querySelector<HTMLElement>('.mention');
    expect(mention?.textContent).toBe('@Grace Hopper');
    expect(mention?.getAttribute('data-id')).toEqual(people.grace._id);
    expect(mention?.getAttribute('data-mention-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns a typed task key into a chip with the task’s title and status, and a key of no task into a struck key', async () => {
    const task = makeTask({ _id: TASK_ID, key: 'WEB-42', title: 'Ship the pricing page', status: 'st-doing' });
    taskApi({
      'GET /api/task/by-key/WEB-42': () => ({ body: { data: task } }),
      [`GET /api/task/${TASK_ID}`]: () => ({ body: { data: task } }),
    });
    const { textbox } = renderEditor();
    typeInto(textbox, 'See WEB-42, then WEB-99 ');
    const chip = await waitFor(() => {
      const found = textbox.querySelector<HTMLElement>('[data-task-key="WEB-42"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(await within(chip).findByText('Ship the pricing page')).toBeTruthy();
    expect(await within(chip).findByText('In Progress')).toBeTruthy();
    expect(within(chip).getByRole('link').getAttribute('href')).toEqual(expect.stringContaining(`taskId=${TASK_ID}`));
    expect(textbox.textContent).toContain(', then');
    expect(await screen.findByLabelText('WEB-99: task not found')).toBeTruthy();
  });

  it('turns a pasted link to a task of this app into its chip', async () => {
    const task = makeTask({ _id: TASK_ID, key: 'WEB-42', title: 'Ship the pricing page' });
    taskApi({
      'GET /api/task/by-key/WEB-42': () => ({ body: { data: task } }),
      [`GET /api/task/${TASK_ID}`]: () => ({ body: { data: task } }),
    });
    const { textbox } = renderEditor();
    const link = `${window.location.origin}/task/projects/space?projectId=${PROJECT_ID}&selectedTab=board&taskId=${TASK_ID}`;
    fireEvent.paste(textbox, { clipboardData: { getData: () => link, files: [], types: ['text/plain'] } });
    await waitFor(() => expect(textbox.querySelector('[data-task-key="WEB-42"]')).not.toBeNull());
    expect(textbox.textContent).not.toContain('taskId=');
  });

  it('makes a task of a checklist item, which then shows as the task’s chip', async () => {
    const created = makeTask({ _id: TASK_ID, key: 'WEB-43', title: 'Write the release notes' });
    const calls = taskApi({
      'POST /api/task/add': () => ({ body: { data: created } }),
      'GET /api/task/by-key/WEB-43': () => ({ body: { data: created } }),
      [`GET /api/task/${TASK_ID}`]: () => ({ body: { data: created } }),
    });
    const { textbox } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    typeInto(textbox, 'Write the release notes');
    fireEvent.click(await screen.findByRole('button', { name: 'Make task' }));
    await waitFor(() => expect(textbox.querySelector('[data-task-key="WEB-43"]')).not.toBeNull());
    expect(calls.find((call) => call.path === '/api/task/add')?.body).toEqual({ projectId: PROJECT_ID, title: 'Write the release notes' });
  });

  it('offers no Make task without a project', () => {
    taskApi();
    renderEditor({ projectId: null });
    fireEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    expect(screen.queryByRole('button', { name: 'Make task' })).toBeNull();
  });

  it('refuses a file that is not a picture, naming the rule', async () => {
    taskApi();
    renderEditor();
    const input = screen.getByLabelText('Upload an image');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only images can be added to a note')).toBeTruthy();
  });

  it('gives a Viewer a note that cannot be typed in, with no toolbar', () => {
    taskApi();
    const { textbox } = renderEditor({ access: 'Viewer' });
    expect(textbox.getAttribute('contenteditable')).toEqual('false');
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
  });
});
