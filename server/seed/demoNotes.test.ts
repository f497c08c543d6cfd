import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSummary } from '../../domain/notes/notes';
import { users } from '../platform/db/schema';
import { callApi } from '../test/api';
import { tokenFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

const tokenOf = async (email: string) => tokenFor(t.db, (await t.db.query.users.findFirst({ where: eq(users.email, email) }))!);

describe('the demo notes', () => {
  it('give the demo a project plan with a task chip and a mention, and a note shared with the reader as Viewer', async () => {
    const reader = await callApi(t.app, 'GET', '/api/note', await tokenOf('read@demo.test'));
    const notes = reader.json().data as NoteSummary[];
    expect(notes.map((note) => [note.title, note.access]).sort()).toEqual([
      ['Beta launch plan', 'Viewer'],
      ['Interview questions', 'Viewer'],
      ['Release notes draft', 'Viewer'],
    ]);
    const plan = notes.find((note) => note.title === 'Beta launch plan')!;
    expect(plan.project?.key).toBe('APP');
    expect(plan.preview).toContain('@Maya Maintainer owns the invitation list; the work is tracked in APP-4.');
    const detail = await callApi(t.app, 'GET', `/api/note/${plan._id}/detail`, await tokenOf('owner@demo.test'));
    expect(detail.json().data.html).toContain('data-task-key="APP-4"');
    expect(detail.json().data.html).toContain('data-type="taskList"');
    // The task the chip names is there to read.
    const task = await callApi(t.app, 'GET', '/api/task/by-key/APP-4', await tokenOf('read@demo.test'));
    expect(task.json().data.title).toBe('Plan the beta for the first 100 customers');
  });
});
