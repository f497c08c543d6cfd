import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_COLLAB_REASONS } from '../../../../domain/notes/notes';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { listen } from '../../chat/test/chatKit';
import { createNote, openNote, shareNote, storedNote, synced, unshareNote, until, type OpenedNote } from './test/collabKit';

/**
 * Two nodes on one database and one Redis: Hocuspocus's Redis extension carries a note's edits
 * between them, and access changes told to one node reach connections on the other.
 * Needs REDIS_URL (CI sets it).
 */
const redis = !!process.env.REDIS_URL;

describe.skipIf(!redis)('notes collaboration across nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  const opened: OpenedNote[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp();
    nodeB = await createTestApp({ database: nodeA.database });
    urlA = await listen(nodeA.app);
    urlB = await listen(nodeB.app);
  });
  afterAll(async () => {
    for (const note of opened) note.destroy();
    await nodeB?.close();
    await nodeA?.close();
  });

  it('carries edits between providers on different nodes both ways, and turns out on node B whom node A unshared', async () => {
    const { organization, members } = await createOrganization(nodeA.db, ['owner', 'editor', 'read'] as const);
    const note = await createNote(nodeA.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Across' });
    await shareNote(nodeA.db, note, members.editor.id, 'Editor');
    await shareNote(nodeA.db, note, members.read.id, 'Viewer');
    const onA = openNote(urlA, note.id, await tokenFor(nodeA.db, members.owner));
    const onB = openNote(urlB, note.id, await tokenFor(nodeA.db, members.editor));
    const viewerOnB = openNote(urlB, note.id, await tokenFor(nodeA.db, members.read));
    opened.push(onA, onB, viewerOnB);
    await Promise.all([synced(onA), synced(onB), synced(viewerOnB)]);

    onA.type('Typed on A');
    onB.type('Typed on B');
    await until(() => onA.text().includes('Typed on B') && onB.text().includes('Typed on A'), 'edits cross between the nodes');
    await until(() => viewerOnB.text().includes('Typed on A'), 'the viewer on B sees A\'s edit');
    expect(onA.text()).toBe(onB.text());
    await until(async () => {
      const text = (await storedNote(nodeA.db, note.id))?.text ?? '';
      return text.includes('Typed on A') && text.includes('Typed on B');
    }, 'both nodes\' edits are stored');

    await unshareNote(nodeA.db, note.id, members.read.id);
    nodeA.noteCollab.accessChanged(note.id);
    await until(() => viewerOnB.closes.includes(NOTE_COLLAB_REASONS.accessRevoked), 'the viewer on node B is turned out');

    nodeA.noteCollab.noteDeleted(note.id);
    await until(() => onB.closes.includes(NOTE_COLLAB_REASONS.noteDeleted), 'node B closes the deleted note too');
  });
});
