import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteVersion } from '../../../domain/notes/notes';
import { noteVersions } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { NoteCollab } from './noteCollab';
import { contentOfState, stateFromJson } from './noteContent';
import { createNoteVersions, NOTE_VERSIONS_KEPT, recordVersion } from './noteVersions';
import { noteRow, notesWorkspace, paragraphs, strangerToken, writeDocument } from './test/notesKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('note versions over HTTP', () => {
  it('saves the current text as a named version (Owner or Editor), lists newest first and shows one with its HTML', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.maintainer, { projectId: w.projectId });
    await writeDocument(t, note._id, paragraphs('First draft'));
    const saved = await w.call('POST', `/note/${note._id}/versions`, w.tokens.editor, { name: '  Draft 1 ' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ name: 'Draft 1', auto: false, createdBy: { _id: w.members.editor.id, name: w.members.editor.name, avatar: null } });
    await writeDocument(t, note._id, paragraphs('Second draft'));
    await w.call('POST', `/note/${note._id}/versions`, w.tokens.maintainer, { name: 'Draft 2' });
    const list = await w.call('GET', `/note/${note._id}/versions`, w.tokens.read);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as NoteVersion[]).map((version) => version.name)).toEqual(['Draft 2', 'Draft 1']);
    const one = await w.call('GET', `/note/${note._id}/versions/${saved.json().data._id}`, w.tokens.read);
    expect(one.json().data).toMatchObject({ name: 'Draft 1', html: '<p>First draft</p>' });
    // Readers read versions but do not save or restore them.
    const refused = await w.call('POST', `/note/${note._id}/versions`, w.tokens.read, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect((await w.call('POST', `/note/${note._id}/versions/${saved.json().data._id}/restore`, w.tokens.read)).statusCode).toBe(403);
    for (const token of [w.outsider, await strangerToken(t)]) {
      expect((await w.call('GET', `/note/${note._id}/versions`, token)).statusCode).toBe(404);
      expect((await w.call('GET', `/note/${note._id}/versions/${saved.json().data._id}`, token)).statusCode).toBe(404);
      expect((await w.call('POST', `/note/${note._id}/versions`, token, { name: 'x' })).statusCode).toBe(404);
    }
    for (const [body, message] of [
      [{}, 'name: Invalid input: expected string, received undefined'],
      [{ name: ' ' }, 'name: name is required'],
      [{ name: 'x'.repeat(101) }, 'name: name must be at most 100 characters'],
    ] as const) {
      const res = await w.call('POST', `/note/${note._id}/versions`, w.tokens.editor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers 404 for a version of another note, and restores by keeping the current text as a version first', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor);
    const other = await w.addNote(w.tokens.editor);
    await writeDocument(t, other._id, paragraphs('Other'));
    const otherVersion = (await w.call('POST', `/note/${other._id}/versions`, w.tokens.editor, { name: 'Other v1' })).json().data._id;
    expect((await w.call('GET', `/note/${note._id}/versions/${otherVersion}`, w.tokens.editor)).json()).toEqual({ code: 'NOT_FOUND', message: 'Version not found' });
    expect((await w.call('POST', `/note/${note._id}/versions/${otherVersion}/restore`, w.tokens.editor)).statusCode).toBe(404);
    await writeDocument(t, note._id, paragraphs('Old'));
    const version = (await w.call('POST', `/note/${note._id}/versions`, w.tokens.editor, { name: 'Old' })).json().data._id;
    await writeDocument(t, note._id, paragraphs('New'));
    const restored = await w.call('POST', `/note/${note._id}/versions/${version}/restore`, w.tokens.editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data._id).toBe(note._id);
    const versions = (await w.call('GET', `/note/${note._id}/versions`, w.tokens.editor)).json().data as NoteVersion[];
    expect(versions.map((v) => [v.name, v.auto])).toEqual([['Before restoring “Old”', true], ['Old', false]]);
    const kept = await w.call('GET', `/note/${note._id}/versions/${versions[0]!._id}`, w.tokens.editor);
    expect(kept.json().data.html).toBe('<p>New</p>');
  });
});

describe('the versions service', () => {
  /** A NoteCollab that records what it is asked and holds one open document. */
  function recordingCollab(open: Map<string, Uint8Array>) {
    const replaced: { noteId: string; text: string; by: string }[] = [];
    const collab: NoteCollab = {
      activeUsers: () => new Map(),
      currentState: async (noteId) => open.get(noteId) ?? null,
      replaceContent: async (noteId, state, by) => {
        replaced.push({ noteId, text: contentOfState(state).text, by: by.name });
      },
      accessChanged: () => undefined,
      noteDeleted: () => undefined,
      close: async () => undefined,
    };
    return { collab, replaced };
  }

  it('versions the open document rather than the stored one, and restores through the live document', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor);
    await writeDocument(t, note._id, paragraphs('Stored, behind'));
    const open = new Map([[note._id, stateFromJson(paragraphs('Typed just now'))]]);
    const { collab, replaced } = recordingCollab(open);
    const versions = createNoteVersions({ db: t.db, collab });
    const actor = { userId: w.members.editor.id, organizationId: w.organization.id, role: 'editor' as const, name: w.members.editor.name, email: w.members.editor.email, sessionId: 'test' };
    const saved = await versions.save(actor, note._id, 'Live');
    expect((await versions.get(actor, note._id, saved._id)).html).toBe('<p>Typed just now</p>');
    open.set(note._id, stateFromJson(paragraphs('Later')));
    await versions.restore(actor, note._id, saved._id);
    expect(replaced).toEqual([{ noteId: note._id, text: 'Typed just now', by: w.members.editor.name }]);
    const list = await versions.list(actor, note._id);
    expect(list[0]!.name).toBe('Before restoring “Live”');
    expect((await versions.get(actor, note._id, list[0]!._id)).html).toBe('<p>Later</p>');
  });

  it(`keeps at most ${NOTE_VERSIONS_KEPT} versions, dropping the oldest automatic ones first`, async () => {
    const w = await notesWorkspace(t);
    const note = (await noteRow(t, (await w.addNote(w.tokens.editor))._id))!;
    const state = stateFromJson(paragraphs('x'));
    const base = Date.now() - 1_000_000;
    await t.db.insert(noteVersions).values(
      Array.from({ length: NOTE_VERSIONS_KEPT }, (_, i) => ({ noteId: note.id, organizationId: note.organizationId, name: `v${i}`, auto: i % 2 === 0, state, createdAt: new Date(base + i * 1000) })),
    );
    await t.db.transaction((tx) => recordVersion(tx, note, { name: 'newest', auto: false, state, createdById: null }));
    const names = (await t.db.select({ name: noteVersions.name }).from(noteVersions).where(eq(noteVersions.noteId, note.id))).map((row) => row.name);
    expect(names).toHaveLength(NOTE_VERSIONS_KEPT);
    expect(names).not.toContain('v0');
    expect(names).toContain('v1');
    expect(names).toContain('newest');
  });
});
