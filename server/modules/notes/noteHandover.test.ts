import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSharedUser } from '../../../domain/notes/notes';
import { notes } from '../../platform/db/schema';
import { createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { noteRow, notesWorkspace } from './test/notesKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('deactivating a member', () => {
  it("hands their notes to the longest-standing active owner, keeping the shares they gave", async () => {
    const w = await notesWorkspace(t);
    // A newer owner: not the one who inherits.
    const newerOwner = await createUser(t.db, { organizationId: w.organization.id, role: 'owner' });
    const personal = await w.addNote(w.tokens.editor, { title: 'Personal' });
    const inProject = await w.addNote(w.tokens.editor, { title: 'Project', projectId: w.projectId });
    await w.share(w.tokens.editor, personal._id, w.members.read, 'Viewer');
    await w.share(w.tokens.editor, personal._id, w.members.owner, 'Editor');
    const othersNote = await w.addNote(w.tokens.maintainer, { title: 'Not theirs' });

    const res = await w.call('POST', `/user-status/update/${w.members.editor.id}`, await tokenFor(t.db, newerOwner), { status: 'inactive' });
    expect(res.statusCode, res.body).toBe(200);

    for (const note of [personal, inProject]) expect((await noteRow(t, note._id))!.ownerId).toBe(w.members.owner.id);
    expect((await noteRow(t, othersNote._id))!.ownerId).toBe(w.members.maintainer.id);
    // The heir is the owner now, not also an Editor; the reader keeps their share.
    const shared = await w.call('GET', `/note/${personal._id}/shared-users`, w.tokens.owner);
    expect((shared.json().data as NoteSharedUser[]).map((user) => [user.userId, user.permission])).toEqual([
      [w.members.owner.id, 'Owner'],
      [w.members.read.id, 'Viewer'],
    ]);
    const mine = await w.call('GET', '/note?scope=mine', w.tokens.owner);
    expect(mine.json().data.map((note: { title: string }) => note.title).sort()).toEqual(['Personal', 'Project']);
    expect((await w.call('GET', `/note/${personal._id}/detail`, w.tokens.read)).json().data.access).toBe('Viewer');
    expect(await t.db.$count(notes, eq(notes.ownerId, w.members.editor.id))).toBe(0);
  });
});
