import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CreateTaskDialog } from './CreateTaskDialog';
import { makeTask, people, project, renderTaskScreen, taskApi } from './testing';

/** A page with a 'Create task' button, as the board and the list have. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create task
      </button>
      <CreateTaskDialog project={project} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
  return screen.findByRole('dialog', { name: `Create task in ${project.name}` });
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('create task dialog', () => {
  it('starts every open from the defaults, never from the previous task', async () => {
    const sent: unknown[] = [];
    taskApi({
      'POST /api/task/add': (body) => {
        sent.push(body);
        return { body: { data: makeTask({ title: 'temp', key: 'WEB-9' }) } };
      },
    });
    renderTaskScreen(<Opener />);
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'temp');
    await pick(dialog, 'Priority', 'High');
    await pick(dialog, 'Assignee', people.grace.name);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Create$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([expect.objectContaining({ title: 'temp', priority: 'High', assignee: people.grace._id })]);

    dialog = await openDialog();
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' }).textContent).toContain('None');
    expect(within(dialog).getByRole('combobox', { name: 'Assignee' }).textContent).toContain('Unassigned');
  });

  it('forgets what was typed when cancelled', async () => {
    taskApi();
    renderTaskScreen(<Opener />);
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'half a thought');
    await pick(dialog, 'Priority', 'Low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' }).textContent).toContain('None');
  });
});
