import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteVersions } from '../../../platform/db/schema';
import type { Db } from '../../../platform/db/database';
import { createOrganization } from '../../../test/factories';
import { openTestDatabase } from '../../../test/testApp';
import type { Database } from '../../../platform/db/database';
import { stateFromJson } from '../noteContent';
import { NOTE_VERSIONS_KEPT } from '../noteVersions';
import { createAutoVersions, versionName } from './autoVersions';
import { createNote, settle, until } from './test/collabKit';

const PAUSE_MS = 40;
const INTERVAL_MS = 1500;

/** Automatic versions on a real database, with the pause and interval shortened. */
describe('automatic note versions', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  const textState = (text: string) => stateFromJson({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

  const setUp = async () => {
    const { organization, members } = await createOrganization(db, ['owner', 'editor'] as const);
    const note = await createNote(db, { organizationId: organization.id, ownerId: members.owner.id });
    let state = textState('First');
    const versions = createAutoVersions({ db, logger: pino({ level: 'silent' }), currentState: async () => state, pauseMs: PAUSE_MS, minIntervalMs: INTERVAL_MS });
    const list = () => db.select().from(noteVersions).where(eq(noteVersions.noteId, note.id)).orderBy(asc(noteVersions.createdAt));
    return { note, members, versions, list, write: (text: string) => (state = textState(text)) };
  };

  it('takes a version after a pause, named after its writers, only when the text changed, at most once per interval', async () => {
    const { note, members, versions, list, write } = await setUp();
    versions.edited(note.id, note.organizationId, { userId: members.owner.id, name: 'Ann' });
    versions.edited(note.id, note.organizationId, { userId: members.editor.id, name: 'Bea' });
    await until(async () => (await list()).length === 1, 'the first version is taken');
    expect((await list())[0]).toMatchObject({ name: 'Edited by Ann, Bea', auto: true, html: '<p>First</p>', createdById: members.editor.id });

    // Nothing changed since: no new version.
    versions.edited(note.id, note.organizationId, { userId: members.owner.id, name: 'Ann' });
    await settle(PAUSE_MS * 4);
    expect(await list()).toHaveLength(1);

    // A change within the interval waits for it, then is kept.
    write('Second');
    versions.edited(note.id, note.organizationId, { userId: members.owner.id, name: 'Ann' });
    await settle(PAUSE_MS * 4);
    expect(await list()).toHaveLength(1);
    await until(async () => (await list()).length === 2, 'the second version is taken once the interval passed');
    expect((await list())[1]).toMatchObject({ name: 'Edited by Ann', html: '<p>Second</p>' });
    versions.close();
  });

  it(`keeps at most ${NOTE_VERSIONS_KEPT} versions, dropping the oldest automatic ones and never a named one`, async () => {
    const { note, members, versions, list, write } = await setUp();
    const base = Date.now() - 24 * 3600_000;
    await db.insert(noteVersions).values(
      Array.from({ length: NOTE_VERSIONS_KEPT }, (_, index) => ({
        noteId: note.id,
        organizationId: note.organizationId,
        name: index === 0 ? 'Named first' : `Auto ${index}`,
        auto: index !== 0,
        state: textState(`v${index}`),
        html: `<p>v${index}</p>`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    write('Newest');
    versions.edited(note.id, note.organizationId, { userId: members.owner.id, name: 'Ann' });
    await until(async () => (await list()).at(-1)?.html === '<p>Newest</p>', 'the newest version is taken');
    const names = (await list()).map((version) => version.name);
    expect(names).toHaveLength(NOTE_VERSIONS_KEPT);
    expect(names[0]).toBe('Named first');
    expect(names).not.toContain('Auto 1');
    expect(names).toContain('Auto 2');
    versions.close();
  });

  it('names many writers briefly', () => {
    expect(versionName(['Ann', 'Bea', 'Cal', 'Dan', 'Eve'])).toBe('Edited by Ann, Bea, Cal and 2 others');
    expect(versionName(['x'.repeat(150)]).length).toBeLessThanOrEqual(100);
  });
});
