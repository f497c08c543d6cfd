import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteImages } from '../../platform/db/schema';
import { STORED_FILE_CSP } from '../../platform/http/uploads';
import { bearer } from '../../test/factories';
import { multipartFile, TINY_PNG } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/testApp';
import { notesWorkspace, strangerToken, writeDocument, type NotesWorkspace } from './test/notesKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const richDocument = (mentionId: string) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Launch plan')] },
    paragraph(text('Ask '), { type: 'mention', attrs: { id: mentionId, label: 'Ann', mentionKey: 'm1' } }, text(' about '), { type: 'taskChip', attrs: { taskKey: 'DOC-7' } }),
    {
      type: 'taskList',
      content: [
        { type: 'taskItem', attrs: { checked: true }, content: [paragraph(text('Write copy'))] },
        { type: 'taskItem', attrs: { checked: false }, content: [paragraph(text('Ship'))] },
      ],
    },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const ready = true;')] },
    { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    { type: 'image', attrs: { src: '/api/note-images/abc' } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(text('Owner'))] }, { type: 'tableHeader', content: [paragraph(text('Due'))] }] },
        { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('Ann | Bo'))] }, { type: 'tableCell', content: [paragraph(text('Friday'))] }] },
      ],
    },
  ],
});

describe('exporting a note', () => {
  it('answers Markdown with mentions, task keys, checklists, pictures and tables written the Markdown way', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Launch: "v2"/final', projectId: w.projectId });
    await writeDocument(t, note._id, richDocument(w.members.read.id));
    const res = await w.call('GET', `/note/${note._id}/export?format=markdown`, w.tokens.read);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Launch v2 final.md"; filename*=UTF-8''Launch%20v2%20final.md`);
    expect(res.body).toBe(
      [
        '# Launch: "v2"/final',
        '',
        '## Launch plan',
        '',
        'Ask @Ann about DOC-7',
        '',
        '- [x] Write copy',
        '- [ ] Ship',
        '',
        '```ts',
        'const ready = true;',
        '```',
        '',
        '> Quoted',
        '',
        '![](/api/note-images/abc)',
        '',
        '| Owner | Due |',
        '| --- | --- |',
        '| Ann \\| Bo | Friday |',
        '',
      ].join('\n'),
    );
  });

  it('answers a PDF to readers; others get 404 and a bad format is named', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { title: 'Plan', projectId: w.projectId });
    await writeDocument(t, note._id, richDocument(w.members.read.id));
    const res = await w.call('GET', `/note/${note._id}/export?format=pdf`, w.tokens.read);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Plan.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const token of [w.outsider, await strangerToken(t)]) expect((await w.call('GET', `/note/${note._id}/export?format=pdf`, token)).statusCode).toBe(404);
    for (const query of ['', '?format=docx']) {
      const bad = await w.call('GET', `/note/${note._id}/export${query}`, w.tokens.editor);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("format: format must be 'markdown' or 'pdf'");
    }
  });
});

describe('pictures in notes', () => {
  const upload = (w: NotesWorkspace, noteId: string, token: string, file: { name: string; type: string; data: Buffer }) => {
    const body = multipartFile(file);
    return t.app.inject({ method: 'POST', url: `/api/note/${noteId}/images`, headers: { ...bearer(token), 'content-type': body.contentType }, payload: body.payload });
  };
  const png = { name: 'shot.png', type: 'image/png', data: TINY_PNG };

  it('stores a picture an editor uploads and serves it safely to the note’s readers only', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { projectId: w.projectId });
    const res = await upload(w, note._id, w.tokens.maintainer, { ...png, type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
    const { _id, url } = res.json().data;
    expect(url).toBe(`/api/note-images/${_id}`);
    const served = await t.app.inject({ method: 'GET', url, headers: bearer(w.tokens.read) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-security-policy': STORED_FILE_CSP, 'cache-control': 'private, max-age=3600' });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    for (const token of [w.outsider, await strangerToken(t)]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json()).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
    }
    // Deleting the note takes its pictures with it.
    await w.call('DELETE', `/note/${note._id}`, w.tokens.editor);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(w.tokens.editor) })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, a picture too big, readers (403) and other organisations (404), storing nothing', async () => {
    const w = await notesWorkspace(t);
    const note = await w.addNote(w.tokens.editor, { projectId: w.projectId });
    const svg = await upload(w, note._id, w.tokens.editor, { name: 'x.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe('file: Choose a PNG, JPEG, GIF or WebP image');
    const big = await upload(w, note._id, w.tokens.editor, { ...png, data: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A picture can be at most 10 MB');
    const reader = await upload(w, note._id, w.tokens.read, png);
    expect(reader.statusCode).toBe(403);
    expect((await upload(w, note._id, await strangerToken(t), png)).statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'POST', url: `/api/note/${note._id}/images`, headers: { ...bearer(w.tokens.editor), 'content-type': 'application/json' }, payload: '{}' });
    expect(empty.statusCode).toBe(415);
    expect(await t.db.$count(noteImages, eq(noteImages.noteId, note._id))).toBe(0);
  });
});
