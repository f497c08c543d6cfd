import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTE_COLLAB_REASONS } from '../../../../domain/notes/notes';
import { subscriptions } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { collabHarness, createNote, shareNote, synced, until } from './test/collabKit';

/**
 * Who may stay in a note beyond its own shares: a project's notes follow the project (whoever stops
 * being able to open it is turned out of its open notes at once), and a locked account is refused.
 */
describe('notes collaboration, project membership and the account lock', () => {
  const t = collabHarness();

  it('closes a removed member\'s editor of the project\'s note, and a member\'s when the project is deleted', async () => {
    const { organization, members } = await createOrganization(t.app.db, ['owner', 'editor', 'maintainer'] as const);
    const owner = await tokenFor(t.app.db, members.owner);
    const created = await callApi(t.app.app, 'POST', '/api/project/add', owner, { name: 'Launch', members: [members.editor.id, members.maintainer.id] });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = (created.json() as { data: { _id: string } }).data._id;
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, projectId, text: 'Plan' });

    const editor = t.open(note.id, await tokenFor(t.app.db, members.editor));
    const maintainer = t.open(note.id, await tokenFor(t.app.db, members.maintainer));
    await Promise.all([synced(editor), synced(maintainer)]);

    const removed = await callApi(t.app.app, 'DELETE', `/api/project/member/${projectId}`, owner, { members: [members.editor.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    await until(() => editor.closes.includes(NOTE_COLLAB_REASONS.accessRevoked), 'the removed member is turned out');
    expect(maintainer.closes).toEqual([]);

    const deleted = await callApi(t.app.app, 'DELETE', `/api/project/delete/${projectId}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await until(() => maintainer.closes.includes(NOTE_COLLAB_REASONS.accessRevoked), 'the member of the deleted project is turned out');
  });

  it('closes a connection at once when its session ends or its user is deactivated, without waiting for a message', async () => {
    const { organization, members } = await createOrganization(t.app.db, ['owner', 'editor'] as const);
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Closing time' });
    const ownerToken = await tokenFor(t.app.db, members.owner);
    const editorToken = await tokenFor(t.app.db, members.editor);
    await shareNote(t.app.db, note, members.editor.id, 'Editor');
    const owner = t.open(note.id, ownerToken);
    const editor = t.open(note.id, editorToken);
    await Promise.all([synced(owner), synced(editor)]);

    const logout = await callApi(t.app.app, 'POST', '/api/logout', ownerToken);
    expect(logout.statusCode, logout.body).toBe(200);
    await until(() => owner.closes.includes(NOTE_COLLAB_REASONS.unauthenticated), 'the logged-out connection closes');

    const deactivated = await callApi(t.app.app, 'POST', `/api/user-status/update/${members.editor.id}`, await tokenFor(t.app.db, members.owner), { status: 'inactive' });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await until(() => editor.closes.includes(NOTE_COLLAB_REASONS.unauthenticated), 'the deactivated member\'s connection closes');
  });

  it('refuses the members of an organisation whose account is locked, as the API does', async () => {
    const { organization, members } = await createOrganization(t.app.db, ['owner'] as const);
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Locked out' });
    await t.app.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.organizationId, organization.id));
    const owner = t.open(note.id, await tokenFor(t.app.db, members.owner));
    await until(() => owner.refusals.includes(NOTE_COLLAB_REASONS.accountLocked), 'the connection is refused');
    expect(owner.provider.isSynced).toBe(false);
  });
});
