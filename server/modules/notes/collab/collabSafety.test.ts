import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NOTE_COLLAB_REASONS, NOTE_DOCUMENT_MAX_BYTES } from '../../../../domain/notes/notes';
import { createOrganization, tokenFor } from '../../../test/factories';
import { collabHarness, createNote, rawConnection, settle, shareNote, storedNote, synced, until } from './test/collabKit';

/** What a broken or hostile client, an oversized document, or a session that ends does to a note: nothing it should not. */
describe('notes collaboration under bad input', () => {
  const t = collabHarness();

  const sharedNote = async (text: string) => {
    const { organization, members } = await createOrganization(t.app.db, ['owner', 'editor'] as const);
    const note = await createNote(t.app.db, { organizationId: organization.id, ownerId: members.owner.id, text });
    await shareNote(t.app.db, note, members.editor.id, 'Editor');
    return { note, members, tokens: { owner: await tokenFor(t.app.db, members.owner), editor: await tokenFor(t.app.db, members.editor) } };
  };

  it('refuses a corrupted update and garbage bytes, and the document and everyone else carry on', async () => {
    const { note, tokens } = await sharedNote('Intact');
    const owner = t.open(note.id, tokens.owner);
    await synced(owner);

    // A real update with its middle overwritten: it no longer decodes.
    const writer = new Y.Doc();
    writer.getXmlFragment('default').insert(0, [new Y.XmlText('x'.repeat(40))]);
    const corrupted = Y.encodeStateAsUpdate(writer);
    corrupted.fill(0xff, 4, corrupted.length - 2);
    const broken = await rawConnection(t.url, note.id, tokens.editor);
    broken.sendUpdate(corrupted);
    expect((await broken.closed).reason).toBe(NOTE_COLLAB_REASONS.malformed);

    const garbage = await rawConnection(t.url, note.id, tokens.editor);
    garbage.send(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x07, 0x01, 0x02]));
    await garbage.closed;

    owner.type('Still working');
    const editor = t.open(note.id, tokens.editor);
    await until(() => editor.text() === 'Intact\n\nStill working', 'a new editor sees the document whole');
    await until(async () => (await storedNote(t.app.db, note.id))?.text === 'Intact\n\nStill working', 'the stored document is whole');
  });

  it('refuses an update past the bound, and growth of a document already near it', async () => {
    const { note, tokens } = await sharedNote('Small');
    const owner = t.open(note.id, tokens.owner);
    const editor = t.open(note.id, tokens.editor);
    await Promise.all([synced(owner), synced(editor)]);

    const huge = await rawConnection(t.url, note.id, tokens.editor);
    huge.sendUpdate(new Uint8Array(NOTE_DOCUMENT_MAX_BYTES + 10));
    const { code } = await huge.closed;
    expect(code).toBe(1009);

    const third = Math.floor(NOTE_DOCUMENT_MAX_BYTES / 3);
    editor.type('a'.repeat(third));
    editor.type('b'.repeat(third));
    await until(() => owner.text().length > 2 * third, 'two large paragraphs arrive');
    editor.type('c'.repeat(third));
    await until(() => editor.closes.includes(NOTE_COLLAB_REASONS.tooLarge), 'the growth past the bound is refused');
    await settle();
    expect(owner.text()).not.toContain('ccc');
    expect(Y.encodeStateAsUpdate(owner.doc).byteLength).toBeLessThanOrEqual(NOTE_DOCUMENT_MAX_BYTES);
  });

  it('turns out a connection whose session ended, before its next edit applies', async () => {
    const { note, members, tokens } = await sharedNote('Before');
    const owner = t.open(note.id, tokens.owner);
    const editor = t.open(note.id, tokens.editor);
    await Promise.all([synced(owner), synced(editor)]);

    await t.app.sessions.revokeAllForUser(members.editor.id);
    editor.type('After logout');
    await until(() => editor.closes.includes(NOTE_COLLAB_REASONS.unauthenticated), 'the ended session is turned out');
    // The provider reconnects after a back-off: a slow machine may take a while.
    await until(() => editor.refusals.includes(NOTE_COLLAB_REASONS.unauthenticated), 'its reconnection is refused', 10_000);
    await settle();
    expect(owner.text()).toBe('Before');
  });
});
