import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { listen, nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { notesWorkspace } from './test/notesKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

const socketsOf = (...tokens: string[]) => openSocketsFor(url, ...tokens);

describe('notes events', () => {
  it('tell the people who can open a note of each change, with the tab that made it, and nobody else', async () => {
    const w = await notesWorkspace(t);
    const [maintainer, read, outsider] = (await socketsOf(w.tokens.maintainer, w.tokens.read, w.outsider)) as [Socket, Socket, Socket];
    const outsiderHeard = record(outsider, 'notes_updated');

    const heard = [nextEvent(maintainer, 'notes_updated'), nextEvent(read, 'notes_updated')];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: { ...bearer(w.tokens.editor), 'content-type': 'application/json', 'x-tab-id': 'tab-1' },
      payload: { title: 'Project note', projectId: w.projectId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const noteId: string = created.json().data._id;
    for (const event of await Promise.all(heard)) expect(event).toEqual({ noteId, origin: 'tab-1' });
    expect(outsiderHeard).toEqual([]);

    // Shared with the outsider: they hear of it, and are notified.
    const outsiderHearsShare = nextEvent(outsider, 'notes_updated');
    const notified = nextEvent<{ subject: string; metadata: { noteId: string } }>(outsider, 'new_notification');
    await w.share(w.tokens.editor, noteId, w.outsiderUser, 'Viewer');
    expect(await outsiderHearsShare).toEqual({ noteId });
    expect(await notified).toMatchObject({ subject: `${w.members.editor.name} shared a note with you`, metadata: { noteId } });

    // Unshared: the outsider's list drops it.
    const removed = nextEvent(outsider, 'notes_updated', (event: { removed?: boolean }) => event.removed === true);
    await w.call('DELETE', `/note/${noteId}/share/${w.outsiderUser.id}`, w.tokens.editor);
    expect(await removed).toEqual({ noteId, removed: true });

    // Deleted: everyone who could open it hears it is gone.
    const gone = [maintainer, read].map((socket) => nextEvent(socket, 'notes_updated', (event: { removed?: boolean }) => event.removed === true));
    await w.call('DELETE', `/note/${noteId}`, w.tokens.editor);
    for (const event of await Promise.all(gone)) expect(event).toEqual({ noteId, removed: true });

    // A personal note is nobody else's business.
    outsiderHeard.length = 0;
    const readHeard = record(read, 'notes_updated');
    await w.addNote(w.tokens.editor, { title: 'Mine' });
    // A quiet moment for events that must not arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readHeard).toEqual([]);
    expect(outsiderHeard).toEqual([]);
  });
});
