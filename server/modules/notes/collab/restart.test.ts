import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/testApp';
import { createNote, openNote, shareNote, storedNote, synced, until, type OpenedNote } from './test/collabKit';

/**
 * Nothing typed is lost: the server goes away while two people type (and they keep typing while
 * it is away); a new server on the same database and port comes up, the providers reconnect by
 * themselves, and every line from both is in each editor and in the database.
 */
describe('notes collaboration across a restart', () => {
  let database: Database | undefined;
  const apps: TestApp[] = [];
  const opened: OpenedNote[] = [];

  afterAll(async () => {
    for (const note of opened) note.destroy();
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('keeps every keystroke of two editors through a restart', async () => {
    database = await openTestDatabase();
    const first = await createTestApp({ database });
    apps.push(first);
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = first.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;

    const { organization, members } = await createOrganization(database.db, ['owner', 'editor'] as const);
    const note = await createNote(database.db, { organizationId: organization.id, ownerId: members.owner.id, text: 'Start' });
    await shareNote(database.db, note, members.editor.id, 'Editor');
    const ann = openNote(url, note.id, await tokenFor(database.db, members.owner));
    const bea = openNote(url, note.id, await tokenFor(database.db, members.editor));
    opened.push(ann, bea);
    await Promise.all([synced(ann), synced(bea)]);

    ann.type('Ann before');
    bea.type('Bea before');
    await until(() => ann.text().includes('Bea before') && bea.text().includes('Ann before'), 'both lines cross before the restart');
    apps.splice(apps.indexOf(first), 1);
    await first.close();
    ann.type('Ann while down');
    bea.type('Bea while down');

    const second = await createTestApp({ database });
    apps.push(second);
    await second.app.listen({ port, host: '127.0.0.1' });
    const lines = ['Start', 'Ann before', 'Bea before', 'Ann while down', 'Bea while down'];
    const hasAll = (text: string) => lines.every((line) => text.includes(line));
    await until(() => hasAll(ann.text()) && hasAll(bea.text()), 'both editors have every line after reconnecting', 10_000);
    expect(ann.text()).toBe(bea.text());
    await until(async () => hasAll((await storedNote(database!.db, note.id))?.text ?? ''), 'the database has every line', 10_000);
  });
});
