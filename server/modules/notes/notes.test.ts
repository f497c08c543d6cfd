import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSummary } from '../../../domain/notes/notes';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { noteImages, noteShares, noteVersions, notes } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { noteRow, notesWorkspace, paragraphs, strangerToken, writeDocument } from './test/notesKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const titles = (list: NoteSummary[]) => list.map((note) => note.title);

describe('creating notes', () => {
  it('creates an Untitled note owned by the caller for every role, and a project note with its project', async () => {
    const w = await notesWorkspace(t);
    for (const role of ORG_ROLES) {
      const note = await w.addNote(w.tokens[role]);
      expect(note).toMatchObject({ title: 'Untitled', owner: { _id: w.members[role].id, name: w.members[role].name, avatar: null }, projectId: null, project: null, access: 'Owner', canManageShares: true, preview: '', activeUsers: [] });
    }
    const inProject = await w.addNote(w.tokens.editor, { title: '  Plan  ', projectId: w.projectId });
    expect(inProject).toMatchObject({ title: 'Plan', projectId: w.projectId, project: { _id: w.projectId, name: 'Docs', key: 'DOC' }, access: 'Owner' });
  });

  it('refuses a project the caller may only read (403) or cannot open (404), and bad input naming the field', async () => {
    const w = await notesWorkspace(t);
    const before = await t.db.$count(notes, eq(notes.organizationId, w.organization.id));
    const read = await w.call('POST', '/note', w.tokens.read, { projectId: w.projectId });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe("projectId: You can only read this project's notes");
    expect((await w.call('POST', '/note', w.outsider, { projectId: w.projectId })).statusCode).toBe(404);
    expect((await w.call('POST', '/note', await strangerToken(t), { projectId: w.projectId })).statusCode).toBe(404);
    const cases: [unknown, string][] = [
      [{ title: '   ' }, 'title: title is required'],
      [{ title: 'x'.repeat(201) }, 'title: title must be at most 200 characters'],
      [{ title: 5 }, 'title: title must be text'],
      [{ projectId: 'abc' }, 'projectId: projectId must be a valid id'],
    ];
    for (const [body, message] of cases) {
      const res = await w.call('POST', '/note', w.tokens.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.$count(notes, eq(notes.organizationId, w.organization.id))).toBe(before);
  });
});

describe('listing notes', () => {
  it('lists what the caller can read by scope, newest change first, with their access', async () => {
    const w = await notesWorkspace(t);
    const mine = await w.addNote(w.tokens.editor, { title: 'Mine' });
    const project = await w.addNote(w.tokens.maintainer, { title: 'Project', projectId: w.projectId });
    const shared = await w.addNote(w.tokens.owner, { title: 'Shared' });
    await w.share(w.tokens.owner, shared._id, w.members.editor, 'Viewer');
    await w.addNote(w.tokens.read, { title: 'Private to read' });
    // Renaming makes 'Mine' the newest.
    await w.call('PUT', `/note/${mine._id}`, w.tokens.editor, { title: 'Mine' });
    const list = async (query: string, token = w.tokens.editor) => {
      const res = await w.call('GET', `/note${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as NoteSummary[];
    };
    const all = await list('');
    expect(titles(all)).toEqual(['Mine', 'Shared', 'Project']);
    expect(all.map((note) => note.access)).toEqual(['Owner', 'Viewer', 'Editor']);
    expect(all.find((note) => note.title === 'Shared')!.canManageShares).toBe(false);
    expect(titles(await list('?scope=mine'))).toEqual(['Mine']);
    expect(titles(await list('?scope=shared'))).toEqual(['Shared']);
    expect(titles(await list(`?scope=project&projectId=${w.projectId}`))).toEqual(['Project']);
    // A reader of the project reads its notes as Viewer; the organisation's admin sees every project.
    expect((await list('', w.tokens.read)).map((note) => [note.title, note.access])).toEqual([['Private to read', 'Owner'], ['Project', 'Viewer']]);
    expect((await list('', w.tokens.admin)).map((note) => [note.title, note.access, note.canManageShares])).toEqual([['Project', 'Editor', true]]);
    expect(await list('', w.outsider)).toEqual([]);
    expect(await list('', await strangerToken(t))).toEqual([]);
    expect(project.project?.key).toBe('DOC');
  });

  it("answers a project's notes to those who can open the project only, and refuses bad queries naming the field", async () => {
    const w = await notesWorkspace(t);
    await w.addNote(w.tokens.editor, { title: 'In project', projectId: w.projectId });
    await w.addNote(w.tokens.editor, { title: 'Personal' });
    for (const token of [w.tokens.read, w.tokens.owner]) {
      const res = await w.call('GET', `/note/${w.projectId}`, token);
      expect(res.statusCode).toBe(200);
      expect(titles(res.json().data)).toEqual(['In project']);
    }
    for (const token of [w.outsider, await strangerToken(t)]) {
      expect((await w.call('GET', `/note/${w.projectId}`, token)).statusCode).toBe(404);
      expect((await w.call('GET', `/note?scope=project&projectId=${w.projectId}`, token)).statusCode).toBe(404);
    }
    const cases: [string, string][] = [
      ['/note?scope=everything', "scope: scope must be 'all', 'mine', 'shared' or 'project'"],
      ['/note?scope=project', "projectId: projectId is required to list a project's notes"],
      ['/note?projectId=abc', 'projectId: projectId must be a valid id'],
      [`/note?search=${'x'.repeat(201)}`, 'search: search must be at most 200 characters'],
      ['/note/abc', 'projectId: projectId must be a valid id'],
    ];
    for (const [url, message] of cases) {
      const res = await w.call('GET', url, w.tokens.owner);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('one note', () => {
  it('reads a note with its stored HTML and a preview of its text; others get 404', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Read me', projectId: w.projectId });
    await writeDocument(t, note._id, paragraphs('First <b>words</b>', 'Second'));
    const res = await w.call('GET', `/note/${note._id}/detail`, w.tokens.read);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: note._id, title: 'Read me', access: 'Viewer', preview: 'First <b>words</b> Second', html: '<p>First &lt;b&gt;words&lt;/b&gt;</p><p>Second</p>' });
    for (const token of [w.outsider, await strangerToken(t)]) {
      expect((await w.call('GET', `/note/${note._id}/detail`, token)).json()).toEqual({ code: 'NOT_FOUND', message: 'Note not found' });
    }
    expect((await w.call('GET', '/note/abc/detail', w.tokens.owner)).json().message).toBe('id: id must be a valid id');
  });
});

describe('renaming and moving', () => {
  it('lets the owner and editors rename, readers not (403), and others not at all (404), naming bad fields', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.maintainer, { title: 'Draft', projectId: w.projectId });
    const renamed = await w.call('PUT', `/note/${note._id}`, w.tokens.editor, { title: 'Renamed by editor' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Renamed by editor', access: 'Editor' });
    const read = await w.call('PUT', `/note/${note._id}`, w.tokens.read, { title: 'No' });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('You can only read this note');
    for (const token of [w.outsider, await strangerToken(t)]) expect((await w.call('PUT', `/note/${note._id}`, token, { title: 'No' })).statusCode).toBe(404);
    for (const [body, message] of [
      [{}, 'title: title or projectId is required'],
      [{ title: 'x'.repeat(201) }, 'title: title must be at most 200 characters'],
      [{ projectId: 'nope' }, 'projectId: projectId must be a valid id'],
    ] as const) {
      const res = await w.call('PUT', `/note/${note._id}`, w.tokens.maintainer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await noteRow(t, note._id))!.title).toBe('Renamed by editor');
  });

  it('moves a note (owner only) to a project they can open or out of any, and access follows', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Moving' });
    const secret = await w.call('POST', '/project/add', w.tokens.owner, { name: 'Secret', key: 'SEC', members: [w.members.admin.id] });
    expect(secret.statusCode, secret.body).toBe(200);
    const otherProject: string = secret.json().data._id;
    expect((await w.call('PUT', `/note/${note._id}`, w.tokens.editor, { projectId: otherProject })).statusCode).toBe(404);
    const moved = await w.call('PUT', `/note/${note._id}`, w.tokens.editor, { projectId: w.projectId });
    expect(moved.json().data).toMatchObject({ projectId: w.projectId, project: { key: 'DOC' } });
    expect((await w.call('GET', `/note/${note._id}/detail`, w.tokens.read)).statusCode).toBe(200);
    // A project member may write in it, but only the owner moves it.
    const byMember = await w.call('PUT', `/note/${note._id}`, w.tokens.maintainer, { projectId: null });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the note's owner can do this");
    const detached = await w.call('PUT', `/note/${note._id}`, w.tokens.editor, { projectId: null });
    expect(detached.json().data).toMatchObject({ projectId: null, project: null });
    expect((await w.call('GET', `/note/${note._id}/detail`, w.tokens.read)).statusCode).toBe(404);
  });
});

describe('deleting notes', () => {
  it('lets only the owner delete; shares, versions and images go with it and it is 404 after', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Doomed', projectId: w.projectId });
    await w.share(w.tokens.editor, note._id, w.outsiderUser, 'Editor');
    const [version] = await t.db.insert(noteVersions).values({ noteId: note._id, organizationId: w.organization.id, name: 'v1', state: new Uint8Array([0, 0]) }).returning();
    await t.db.insert(noteImages).values({ noteId: note._id, organizationId: w.organization.id, storageKey: '00/00000000-0000-4000-8000-000000000000', mimeType: 'image/png', size: 1, name: 'a.png' });
    for (const token of [w.tokens.maintainer, w.tokens.owner, w.outsider]) {
      const res = await w.call('DELETE', `/note/${note._id}`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the note's owner can do this");
    }
    expect((await w.call('DELETE', `/note/${note._id}`, await strangerToken(t))).statusCode).toBe(404);
    expect(await noteRow(t, note._id)).toBeDefined();
    const res = await w.call('DELETE', `/note/${note._id}`, w.tokens.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ _id: note._id });
    expect(await noteRow(t, note._id)).toBeUndefined();
    expect(await t.db.$count(noteShares, eq(noteShares.noteId, note._id))).toBe(0);
    expect(await t.db.$count(noteVersions, eq(noteVersions.id, version!.id))).toBe(0);
    expect(await t.db.$count(noteImages, eq(noteImages.noteId, note._id))).toBe(0);
    expect((await w.call('GET', `/note/${note._id}/detail`, w.tokens.editor)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/note/${note._id}`, w.tokens.editor)).statusCode).toBe(404);
  });
});

describe('duplicating notes', () => {
  it('copies the text into a note the caller owns, in the project only if they may write there, without shares', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.maintainer, { title: 'x'.repeat(200), projectId: w.projectId });
    await writeDocument(t, note._id, paragraphs('Copied text'));
    await w.share(w.tokens.maintainer, note._id, w.outsiderUser, 'Viewer');
    const byEditor = await w.call('POST', `/note/${note._id}/duplicate`, w.tokens.editor);
    expect(byEditor.statusCode, byEditor.body).toBe(201);
    const copy = byEditor.json().data as NoteSummary;
    expect(copy).toMatchObject({ title: `${'x'.repeat(193)} (copy)`, owner: { _id: w.members.editor.id }, projectId: w.projectId, access: 'Owner', preview: 'Copied text' });
    expect((await noteRow(t, copy._id))!.html).toBe('<p>Copied text</p>');
    expect(await t.db.$count(noteShares, eq(noteShares.noteId, copy._id))).toBe(0);
    // A reader of the project, or someone it is shared with outside it, gets a personal copy.
    for (const token of [w.tokens.read, w.outsider]) {
      const res = await w.call('POST', `/note/${note._id}/duplicate`, token);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ projectId: null, access: 'Owner', preview: 'Copied text' });
    }
    expect((await w.call('POST', `/note/${note._id}/duplicate`, await strangerToken(t))).statusCode).toBe(404);
  });
});

describe('searching notes', () => {
  it('finds readable notes by title and text, a word by its start, best match first', async () => {
    const w = await notesWorkspace(t);
    await w.addNote(w.tokens.editor, { title: 'Quarterly planning' });
    const byText = await w.addNote(w.tokens.editor, { title: 'Retro' });
    await writeDocument(t, byText._id, paragraphs('We should plan the offsite'));
    const unrelated = await w.addNote(w.tokens.editor, { title: 'Budget' });
    await writeDocument(t, unrelated._id, paragraphs('Numbers only'));
    // Someone else's note with the word is not the editor's to find.
    await w.addNote(w.tokens.read, { title: 'Secret plan' });
    const search = async (q: string, token = w.tokens.editor) => {
      const res = await w.call('GET', `/note?search=${encodeURIComponent(q)}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return titles(res.json().data);
    };
    // 'plan' is a prefix of 'planning' (title, weighted first) and a whole word in the retro's text.
    expect(await search('plan')).toEqual(['Quarterly planning', 'Retro']);
    expect(await search('offsite')).toEqual(['Retro']);
    expect(await search('"should plan"')).toEqual(['Retro']);
    expect(await search('nothing-like-this')).toEqual([]);
    expect(await search('plan', w.tokens.read)).toEqual(['Secret plan']);
    expect(await search('plan', await strangerToken(t))).toEqual([]);
  });
});
