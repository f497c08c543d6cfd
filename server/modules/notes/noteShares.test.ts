import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSharedUser } from '../../../domain/notes/notes';
import { noteShares, notifications } from '../../platform/db/schema';
import { createOrganization, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { notesWorkspace, strangerToken } from './test/notesKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const people = (list: NoteSharedUser[]) => list.map((user) => [user.name, user.permission]);

describe('sharing a note', () => {
  it('shares as Viewer, lists the owner first, notifies the person, and they read but cannot write', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Plan <b>' });
    const zed = await createUser(t.db, { organizationId: w.organization.id, role: 'read', name: 'Zed Zebra' });
    const res = await w.call('POST', `/note/${note._id}/share`, w.tokens.editor, { userIds: [zed.id, w.outsiderUser.id], permission: 'Viewer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(people(res.json().data)).toEqual([[w.members.editor.name, 'Owner'], ['Olive Outsider', 'Viewer'], ['Zed Zebra', 'Viewer']]);
    expect(res.json().data[1]).toEqual({ userId: w.outsiderUser.id, name: 'Olive Outsider', email: w.outsiderUser.email, avatar: null, permission: 'Viewer' });
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.outsiderUser.id), eq(notifications.type, 'noteShared')));
    expect(notice).toMatchObject({
      subject: `${w.members.editor.name} shared a note with you`,
      message: `<p><strong>${w.members.editor.name}</strong> shared the note <strong>Plan &lt;b&gt;</strong> with you as Viewer.</p>`,
      metadata: { noteId: note._id },
    });
    const shared = await w.call('GET', '/note?scope=shared', w.outsider);
    expect(shared.json().data.map((n: { title: string; access: string }) => [n.title, n.access])).toEqual([['Plan <b>', 'Viewer']]);
    expect((await w.call('GET', `/note/${note._id}/shared-users`, w.outsider)).statusCode).toBe(200);
    expect((await w.call('PUT', `/note/${note._id}`, w.outsider, { title: 'Mine now' })).statusCode).toBe(403);
    // Sharing again changes the permission without a second notification.
    await w.share(w.tokens.editor, note._id, w.outsiderUser, 'Editor');
    expect(await t.db.$count(notifications, and(eq(notifications.userId, w.outsiderUser.id), eq(notifications.type, 'noteShared')))).toBe(1);
    expect((await w.call('PUT', `/note/${note._id}`, w.outsider, { title: 'Edited' })).statusCode).toBe(200);
  });

  it('changes permissions of existing shares only, and removes shares (the person gets 404 after)', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor);
    await w.share(w.tokens.editor, note._id, w.outsiderUser, 'Viewer');
    const changed = await w.call('PUT', `/note/${note._id}/share`, w.tokens.editor, { userId: w.outsiderUser.id, permission: 'Editor' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(people(changed.json().data)).toEqual([[w.members.editor.name, 'Owner'], ['Olive Outsider', 'Editor']]);
    const notShared = await w.call('PUT', `/note/${note._id}/share`, w.tokens.editor, { userIds: [w.outsiderUser.id, w.members.read.id], permission: 'Viewer' });
    expect(notShared.json()).toEqual({ code: 'NOT_FOUND', message: 'This note is not shared with that person' });
    // Nothing changed by the refused call.
    expect((await t.db.select().from(noteShares).where(eq(noteShares.noteId, note._id)))[0]!.permission).toBe('Editor');
    const removed = await w.call('DELETE', `/note/${note._id}/share/${w.outsiderUser.id}`, w.tokens.editor);
    expect(people(removed.json().data)).toEqual([[w.members.editor.name, 'Owner']]);
    expect((await w.call('GET', `/note/${note._id}/detail`, w.outsider)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/note/${note._id}/share/${w.outsiderUser.id}`, w.tokens.editor)).statusCode).toBe(404);
  });

  it('lets the owner and the organisation’s owners and admins manage shares, not editors or viewers', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { projectId: w.projectId });
    // The admin sees every project, so manages the shares of its notes.
    await w.share(w.tokens.admin, note._id, w.outsiderUser, 'Viewer');
    await w.share(w.tokens.owner, note._id, w.outsiderUser, 'Editor');
    for (const token of [w.tokens.maintainer, w.outsider, w.tokens.read]) {
      const res = await w.call('POST', `/note/${note._id}/share`, token, { userId: w.members.read.id, permission: 'Viewer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the note's owner or an admin can change who it is shared with");
      expect((await w.call('DELETE', `/note/${note._id}/share/${w.outsiderUser.id}`, token)).statusCode).toBe(403);
    }
    const stranger = await strangerToken(t);
    expect((await w.call('POST', `/note/${note._id}/share`, stranger, { userId: w.members.read.id, permission: 'Viewer' })).statusCode).toBe(404);
    expect((await w.call('GET', `/note/${note._id}/shared-users`, stranger)).statusCode).toBe(404);
    expect(await t.db.$count(noteShares, eq(noteShares.noteId, note._id))).toBe(1);
  });

  it('shares only with active members of the same organisation, never the owner, naming the field', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor);
    const other = await createOrganization(t.db, ['editor']);
    const gone = await createUser(t.db, { organizationId: w.organization.id, role: 'editor', status: 'inactive' });
    const refusals: [object, string][] = [
      [{ userId: w.members.editor.id, permission: 'Viewer' }, 'userId: The owner already has this note and cannot be given a share'],
      [{ userId: other.members.editor.id, permission: 'Viewer' }, 'userId: Notes can only be shared with active members of your organisation'],
      [{ userId: '00000000-0000-4000-8000-000000000000', permission: 'Viewer' }, 'userId: Notes can only be shared with active members of your organisation'],
      [{ userIds: [w.members.read.id, gone.id], permission: 'Viewer' }, 'userIds: Notes can only be shared with active members of your organisation'],
      [{ userId: w.members.read.id, permission: 'Owner' }, "permission: permission must be 'Viewer' or 'Editor'"],
      [{ permission: 'Viewer' }, 'userId: userId or userIds is required'],
      [{ userIds: [], permission: 'Viewer' }, 'userIds: userIds must name someone'],
      [{ userId: 'x', permission: 'Viewer' }, 'userId: userId must be a valid id'],
    ];
    for (const [body, message] of refusals) {
      const res = await w.call('POST', `/note/${note._id}/share`, w.tokens.editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.$count(noteShares, eq(noteShares.noteId, note._id))).toBe(0);
    expect(await t.db.$count(notifications, and(eq(notifications.organizationId, w.organization.id), eq(notifications.type, 'noteShared')))).toBe(0);
  });
});
