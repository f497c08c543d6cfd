import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTE_COLLAB_COOKIE_TOKEN, NOTE_COLLAB_REASONS } from '../../../../domain/notes/notes';
import { notes, notifications, projectMembers, projects } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { openSocket } from '../../chat/test/chatKit';
import { contentOfState, stateFromJson } from '../noteContent';
import { collabHarness, createNote, settle, shareNote, storedNote, synced, unshareNote, until } from './test/collabKit';

/**
 * The collaboration server on a listening test app, with real providers: what people typing
 * together see, what the database keeps, and who is let in or turned out.
 */
describe('notes collaboration', () => {
  const t = collabHarness();

  const team = async () => {
    const { organization, members } = await createOrganization(t.app.db, ['owner', 'editor', 'read'] as const);
    const tokens = { owner: await tokenFor(t.app.db, members.owner), editor: await tokenFor(t.app.db, members.editor), read: await tokenFor(t.app.db, members.read) };
    return { organization, members, tokens };
  };

  it('merges two people\'s edits both ways, stores the state with its HTML and text, and shows who is in the note', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Agenda' });
    await shareNote(t.app.db, note, members.editor.id, 'Editor');

    const ann = t.open(note.id, tokens.owner);
    const bea = t.open(note.id, tokens.editor);
    await Promise.all([synced(ann), synced(bea)]);
    expect(bea.text()).toBe('Agenda');

    ann.type('From Ann');
    bea.type('From Bea');
    await until(() => ann.text().includes('From Bea') && bea.text().includes('From Ann'), 'both see both lines');
    expect(ann.text()).toBe(bea.text());

    const people = t.app.noteCollab.activeUsers([note.id]).get(note.id)?.map((person) => person.name).sort();
    expect(people).toEqual([members.owner.name, members.editor.name].sort());

    await until(async () => (await storedNote(t.app.db, note.id))?.text.includes('From Bea') ?? false, 'the edits are stored');
    const row = await storedNote(t.app.db, note.id);
    expect(row!.html).toContain('<p>From Ann</p>');
    expect(contentOfState(row!.state).text).toBe(ann.text());
    expect([members.owner.id, members.editor.id]).toContain(row!.updatedById);
  });

  it('keeps a Viewer\'s connection read-only on the server: their edit reaches neither the others nor the database', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Read me' });
    await shareNote(t.app.db, note, members.read.id, 'Viewer');

    const owner = t.open(note.id, tokens.owner);
    const viewer = t.open(note.id, tokens.read);
    await Promise.all([synced(owner), synced(viewer)]);
    expect(viewer.provider.authorizedScope).toBe('readonly');

    viewer.type('Sneaky');
    owner.type('Owner line');
    await until(() => viewer.text().includes('Owner line'), 'the viewer sees the owner\'s line');
    await until(async () => (await storedNote(t.app.db, note.id))?.text.includes('Owner line') ?? false, 'the owner\'s line is stored');
    await settle();
    expect(owner.text()).not.toContain('Sneaky');
    expect((await storedNote(t.app.db, note.id))!.text).not.toContain('Sneaky');
  });

  it('closes the connections of people who lose their share, and of everyone when the note is deleted', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Shared' });
    await shareNote(t.app.db, note, members.editor.id, 'Editor');
    await shareNote(t.app.db, note, members.read.id, 'Viewer');
    const owner = t.open(note.id, tokens.owner);
    const editor = t.open(note.id, tokens.editor);
    const viewer = t.open(note.id, tokens.read);
    await Promise.all([synced(owner), synced(editor), synced(viewer)]);

    await unshareNote(t.app.db, note.id, members.read.id);
    t.app.noteCollab.accessChanged(note.id);
    await until(() => viewer.closes.includes(NOTE_COLLAB_REASONS.accessRevoked), 'the viewer is turned out');
    // Reconnecting does not let them back in.
    await until(() => viewer.refusals.includes(NOTE_COLLAB_REASONS.notFound), 'the viewer\'s reconnection is refused');

    // An Editor demoted to Viewer stays, read-only, and is told so.
    await shareNote(t.app.db, note, members.editor.id, 'Viewer');
    t.app.noteCollab.accessChanged(note.id);
    await until(() => editor.stateless.some((message) => message.includes('"readOnly":true')), 'the editor hears they are read-only');
    editor.type('After demotion');
    owner.type('Owner still writes');
    await until(() => editor.text().includes('Owner still writes'), 'the demoted editor still receives edits');
    await settle();
    expect(owner.text()).not.toContain('After demotion');
    expect(t.app.noteCollab.activeUsers([note.id]).get(note.id)?.map((person) => person._id).sort()).toEqual([members.owner.id, members.editor.id].sort());

    // Made an Editor again, they write again.
    await shareNote(t.app.db, note, members.editor.id, 'Editor');
    t.app.noteCollab.accessChanged(note.id);
    await until(() => editor.stateless.some((message) => message.includes('"readOnly":false')), 'the editor hears they write again');
    editor.type('Writing again');
    await until(() => owner.text().includes('Writing again'), 'the promoted editor\'s line arrives');

    await t.app.db.delete(notes).where(eq(notes.id, note.id));
    t.app.noteCollab.noteDeleted(note.id);
    await until(() => owner.closes.includes(NOTE_COLLAB_REASONS.noteDeleted) && editor.closes.includes(NOTE_COLLAB_REASONS.noteDeleted), 'everyone is turned out');
    await until(() => !t.app.noteCollab.activeUsers([note.id]).has(note.id), 'nobody is in the note');
    // Whatever the open editors still hold does not bring the deleted note back.
    await settle(1500);
    expect(await storedNote(t.app.db, note.id)).toBeUndefined();
  });

  it('takes the session cookie only from the app\'s own pages, and a bearer token without an Origin', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Cookie' });
    const cookie = `sid=${encodeURIComponent(tokens.owner)}`;

    const fromApp = t.open(note.id, NOTE_COLLAB_COOKIE_TOKEN, { headers: { cookie, origin: t.app.config.APP_URL } });
    await synced(fromApp, 'the app\'s own page is let in by its cookie');
    expect(fromApp.text()).toBe('Cookie');

    const fromElsewhere = t.open(note.id, NOTE_COLLAB_COOKIE_TOKEN, { headers: { cookie, origin: 'https://evil.example' } });
    await until(() => fromElsewhere.refusals.includes(NOTE_COLLAB_REASONS.foreignOrigin), 'another site\'s page is refused');
    expect(fromElsewhere.text()).toBe('');

    const noCookie = t.open(note.id, NOTE_COLLAB_COOKIE_TOKEN, { headers: { origin: t.app.config.APP_URL } });
    await until(() => noCookie.refusals.includes(NOTE_COLLAB_REASONS.unauthenticated), 'no cookie is refused');

    const bearer = t.open(note.id, tokens.owner);
    await synced(bearer, 'a bearer token without an Origin is let in');
    const wrongToken = t.open(note.id, 'not-a-session');
    await until(() => wrongToken.refusals.includes(NOTE_COLLAB_REASONS.unauthenticated), 'an unknown token is refused');
  });

  it('shares the HTTP server with the chat socket: both connect side by side', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Side by side' });
    const chat = await openSocket(t.url, tokens.owner);
    const editor = t.open(note.id, tokens.owner);
    await synced(editor);
    expect(chat.connected).toBe(true);
    chat.close();
  });

  it('refuses another organisation\'s note, a note not shared, and a document that is not a note', async () => {
    const { organization, members, tokens } = await team();
    const other = await team();
    const theirs = await createNote(t.app.db, { organizationId: other.organization.id, ownerId: other.members.owner.id, text: 'Secret' });
    const notShared = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Private' });

    const foreign = t.open(theirs.id, tokens.owner);
    const unshared = t.open(notShared.id, tokens.read);
    await until(() => foreign.refusals.includes(NOTE_COLLAB_REASONS.notFound), 'another organisation\'s note is refused');
    await until(() => unshared.refusals.includes(NOTE_COLLAB_REASONS.notFound), 'a note not shared is refused');
    expect(foreign.text()).toBe('');
    expect(unshared.text()).toBe('');

    const notANote = t.open('x', tokens.owner);
    // The kit names documents note:<id>; this one is note:x, which names no note.
    await until(() => notANote.refusals.includes(NOTE_COLLAB_REASONS.notFound), 'a name that is no note\'s is refused');
  });

  it('makes a project note read-only for a member demoted to read, at their next message', async () => {
    const { organization, members, tokens } = await team();
    const [project] = await t.app.db.insert(projects).values({ organizationId: organization.id, name: 'Web', key: `W${Date.now() % 100000}` }).returning();
    await t.app.db.insert(projectMembers).values({ projectId: project!.id, userId: members.editor.id, organizationId: organization.id });
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, projectId: project!.id, text: 'Project' });

    const owner = t.open(note.id, tokens.owner);
    const member = t.open(note.id, tokens.editor);
    await Promise.all([synced(owner), synced(member)]);
    member.type('While an editor');
    await until(() => owner.text().includes('While an editor'), 'the member writes while an editor');

    const demoted = await callApi(t.app.app, 'POST', `/api/user/role/${members.editor.id}`, tokens.owner, { role: 'read' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    member.type('After the demotion');
    owner.type('Owner goes on');
    await until(() => member.text().includes('Owner goes on'), 'the member still receives edits');
    await settle();
    expect(owner.text()).not.toContain('After the demotion');
  });

  it('notifies each mentioned member who can read the note once, and nobody else', async () => {
    const { organization, members, tokens } = await team();
    const other = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, title: 'Launch <plan>' });
    await shareNote(t.app.db, note, members.editor.id, 'Viewer');
    const ann = t.open(note.id, tokens.owner);
    await synced(ann);

    ann.mention(members.editor, 'mention-1');
    ann.mention(members.read, 'mention-2'); // cannot read the note
    ann.mention(members.owner, 'mention-3'); // the writer themself
    ann.mention(other.members.owner, 'mention-4'); // another organisation
    await until(async () => (await storedNote(t.app.db, note.id))?.notifiedMentions.length === 4, 'the mentions are settled');
    ann.type('A later edit');
    await until(async () => (await storedNote(t.app.db, note.id))?.text.includes('A later edit') ?? false, 'the later edit is stored');

    const received = async (userId: string) =>
      t.app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'noteMention')));
    const toEditor = await received(members.editor.id);
    expect(toEditor).toHaveLength(1);
    expect(toEditor[0]).toMatchObject({
      subject: `${members.owner.name} mentioned you in Launch <plan>`,
      metadata: { noteId: note.id, mentionId: 'mention-1' },
    });
    expect(toEditor[0]!.message).toContain('Launch &lt;plan&gt;');
    expect(await received(members.read.id)).toEqual([]);
    expect(await received(members.owner.id)).toEqual([]);
    expect(await received(other.members.owner.id)).toEqual([]);
  });

  it('restores a version live for everyone and stores it, and answers the current state', async () => {
    const { organization, members, tokens } = await team();
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Draft one' });
    const ann = t.open(note.id, tokens.owner);
    await synced(ann);
    ann.type('Second line');
    await until(async () => contentOfState(await t.app.noteCollab.currentState(note.id)).text.includes('Second line'), 'the live state has the line');

    const version = stateFromJson({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Restored' }] }] });
    await t.app.noteCollab.replaceContent(note.id, version, { userId: members.owner.id, name: members.owner.name });
    await until(() => ann.text() === 'Restored', 'the open editor shows the restored text');
    const row = await storedNote(t.app.db, note.id);
    expect(row!.text).toBe('Restored');
    expect(row!.html).toContain('<h2>Restored</h2>');

    // Unopened notes answer their stored state.
    const closed = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'On disk' });
    expect(contentOfState(await t.app.noteCollab.currentState(closed.id)).text).toBe('On disk');
  });
});
