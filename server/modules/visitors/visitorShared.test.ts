import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_CODE_ALPHABET, VISIT_CODE_LENGTH } from '../../../domain/visitors/visits';
import type { Database } from '../../platform/db/database';
import { users, visitorBlocks, visitors, visits } from '../../platform/db/schema';
import { createOrganization } from '../../test/factories';
import { openTestDatabase } from '../../test/testApp';
import { addBlock, matchingBlock, removeBlock } from './visitorBlocks';
import { eraseVisitor, upsertVisitor } from './visitorDirectory';
import { readVisitorSettings, updateVisitorSettings } from './visitorSettings';
import { insertVisit, readVisit, visitFor } from './visitRows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const db = () => database.db;
const organizationWith = () => createOrganization(db(), ['owner', 'admin', 'editor', 'read'] as const);

describe('visitor settings', () => {
  it("are the defaults in the owner's time zone until saved, then the saved row, a partial save keeping the rest", async () => {
    const { organization, members } = await organizationWith();
    expect((await readVisitorSettings(db(), organization.id)).timeZone).toBe('UTC');
    await db().update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, members.owner.id));
    expect(await readVisitorSettings(db(), organization.id)).toEqual({
      agreementText: '',
      requireApproval: false,
      photoEnabled: false,
      autoSignOut: true,
      signOutReminderHours: null,
      retentionDays: 365,
      timeZone: 'Europe/Berlin',
    });
    await updateVisitorSettings(db(), organization.id, { requireApproval: true, retentionDays: null });
    await updateVisitorSettings(db(), organization.id, { agreementText: 'Be kind' });
    expect(await readVisitorSettings(db(), organization.id)).toMatchObject({ requireApproval: true, retentionDays: null, agreementText: 'Be kind', timeZone: 'Europe/Berlin' });
  });
});

describe('the block list', () => {
  it('matches a whole name whatever its case and spaces, an exact email, and a domain with its subdomains', async () => {
    const { organization, members } = await organizationWith();
    const other = await organizationWith();
    const name = await addBlock(db(), organization.id, members.admin.id, { kind: 'name', value: '  Mallory   Evil ' });
    const email = await addBlock(db(), organization.id, members.admin.id, { kind: 'email', value: 'Eve@Spy.test' });
    const domain = await addBlock(db(), organization.id, members.admin.id, { kind: 'domain', value: '@Rival.example' });
    expect([name.value, email.value, domain.value]).toEqual(['mallory evil', 'eve@spy.test', 'rival.example']);
    expect(name.createdBy?._id).toBe(members.admin.id);

    const match = (visitor: { name: string; email: string | null }, organizationId = organization.id) => matchingBlock(db(), organizationId, visitor);
    expect(await match({ name: 'mallory EVIL', email: null })).toEqual({ id: name._id, kind: 'name', value: 'mallory evil' });
    expect(await match({ name: 'Mallory Evilson', email: null })).toBeNull();
    expect(await match({ name: 'Eve', email: 'eve@spy.test' })).toMatchObject({ kind: 'email' });
    expect(await match({ name: 'Eve', email: 'eve2@spy.test' })).toBeNull();
    expect(await match({ name: 'Bob', email: 'bob@rival.example' })).toMatchObject({ kind: 'domain', id: domain._id });
    expect(await match({ name: 'Bob', email: 'bob@sales.rival.example' })).toMatchObject({ kind: 'domain' });
    expect(await match({ name: 'Bob', email: 'bob@notrival.example' })).toBeNull();
    // Name first when several entries match.
    expect(await match({ name: 'Mallory Evil', email: 'x@rival.example' })).toMatchObject({ kind: 'name' });
    // Another organisation's list is not this one's.
    expect(await match({ name: 'Mallory Evil', email: 'eve@spy.test' }, other.organization.id)).toBeNull();

    await expect(addBlock(db(), organization.id, members.admin.id, { kind: 'name', value: 'MALLORY EVIL' })).rejects.toMatchObject({ statusCode: 409 });
    await expect(removeBlock(db(), other.organization.id, name._id)).rejects.toMatchObject({ statusCode: 404 });
    await removeBlock(db(), organization.id, name._id);
    expect(await match({ name: 'Mallory Evil', email: null })).toBeNull();
    expect(await db().select().from(visitorBlocks).where(eq(visitorBlocks.organizationId, organization.id))).toHaveLength(2);
  });
});

describe('the visitor directory', () => {
  it('finds a person again by email, else by name and phone, bringing their details up to date', async () => {
    const { organization } = await organizationWith();
    const other = await organizationWith();
    const ann = await upsertVisitor(db(), organization.id, { name: 'Ann Lee', email: 'Ann@Acme.test', company: 'Acme' });
    expect(await upsertVisitor(db(), organization.id, { name: 'Ann B. Lee', email: 'ann@acme.test', phone: '+44 1' })).toBe(ann);
    const [row] = await db().select().from(visitors).where(eq(visitors.id, ann));
    expect(row).toMatchObject({ name: 'Ann B. Lee', email: 'ann@acme.test', phone: '+44 1', company: 'Acme' });
    // The same email in another organisation is another person.
    expect(await upsertVisitor(db(), other.organization.id, { name: 'Ann Lee', email: 'ann@acme.test' })).not.toBe(ann);

    const bob = await upsertVisitor(db(), organization.id, { name: 'Bob Stone', phone: '555' });
    expect(await upsertVisitor(db(), organization.id, { name: 'bob stone', phone: '555', company: 'Stone Ltd' })).toBe(bob);
    expect(await upsertVisitor(db(), organization.id, { name: 'Bob Stone', phone: '556' })).not.toBe(bob);
    expect(await upsertVisitor(db(), organization.id, { name: 'Bob Stone' })).not.toBe(bob);
  });

  it('erases a person: the row names nobody, their visits lose agreement, photo and purpose, and the photo keys are answered', async () => {
    const { organization, members } = await organizationWith();
    const visitorId = await upsertVisitor(db(), organization.id, { name: 'Carl Diaz', email: 'carl@x.test', phone: '1', company: 'X' });
    const visit = await insertVisit(db(), {
      organizationId: organization.id,
      visitorId,
      hostId: members.editor.id,
      status: 'signedOut',
      purpose: 'Interview',
      agreementText: 'NDA',
      photoKey: 'visitors/photo-1.jpg',
      signedInAt: new Date(),
    });
    await expect(eraseVisitor(db(), (await organizationWith()).organization.id, visitorId)).rejects.toMatchObject({ statusCode: 404 });
    expect(await eraseVisitor(db(), organization.id, visitorId)).toEqual({ photoKeys: ['visitors/photo-1.jpg'] });
    const [person] = await db().select().from(visitors).where(eq(visitors.id, visitorId));
    expect(person).toMatchObject({ name: 'Erased visitor', email: null, phone: null, company: '' });
    expect(person!.erasedAt).toBeInstanceOf(Date);
    const [after] = await db().select().from(visits).where(eq(visits.id, visit.id));
    expect(after).toMatchObject({ agreementText: null, photoKey: null, purpose: '', status: 'signedOut' });
  });
});

describe('visit rows', () => {
  it('get a code of the alphabet, are seen by their host, inviter and managers only, and are presented with their people', async () => {
    const { organization, members } = await organizationWith();
    const visitorId = await upsertVisitor(db(), organization.id, { name: 'Dee', email: 'dee@x.test' });
    const visit = await insertVisit(db(), {
      organizationId: organization.id,
      visitorId,
      hostId: members.read.id,
      invitedById: members.editor.id,
      status: 'expected',
      expectedFrom: new Date('2030-01-01T09:00:00Z'),
      expectedTo: new Date('2030-01-01T10:00:00Z'),
      photoKey: 'k',
    });
    expect(visit.code).toMatch(new RegExp(`^[${VISIT_CODE_ALPHABET}]{${VISIT_CODE_LENGTH}}$`));
    const actor = (member: { id: string; role: string }, organizationId = organization.id) => ({ userId: member.id, organizationId, role: member.role as 'owner' });
    for (const member of [members.read, members.editor, members.admin, members.owner]) expect((await visitFor(db(), actor(member), visit.id)).id).toBe(visit.id);
    const stranger = await organizationWith();
    await expect(visitFor(db(), actor(stranger.members.owner, stranger.organization.id), visit.id)).rejects.toMatchObject({ statusCode: 404 });
    const { members: more } = { members: await createOrganization(db(), ['editor'] as const) };
    await expect(visitFor(db(), actor(more.members.editor), visit.id)).rejects.toMatchObject({ statusCode: 404 });

    const presented = await readVisit(db(), organization.id, visit.id, actor(members.editor));
    expect(presented).toMatchObject({
      _id: visit.id,
      visitor: { _id: visitorId, name: 'Dee', email: 'dee@x.test', erased: false },
      host: { _id: members.read.id, name: members.read.name },
      invitedBy: { _id: members.editor.id },
      status: 'expected',
      expectedFrom: '2030-01-01T09:00:00.000Z',
      photoUrl: `/api/visit/${visit.id}/photo`,
      decidedBy: null,
      canEdit: true,
    });
    expect((await readVisit(db(), organization.id, visit.id, null)).canEdit).toBe(false);
    await expect(readVisit(db(), stranger.organization.id, visit.id, null)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('retries a code already used in the organisation, inside the caller\'s transaction', async () => {
    const { organization, members } = await organizationWith();
    const visitorId = await upsertVisitor(db(), organization.id, { name: 'Eli' });
    const values = { organizationId: organization.id, visitorId, hostId: members.owner.id, status: 'expected' as const };
    await insertVisit(db(), values, () => 'AAAAAAAA');
    const codes = ['AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB'];
    const second = await db().transaction(async (tx) => {
      const visit = await insertVisit(tx, values, () => codes.shift()!);
      // The transaction is still usable after the collisions.
      await tx.select().from(visits).where(eq(visits.id, visit.id));
      return visit;
    });
    expect(second.code).toBe('BBBBBBBB');
    await expect(insertVisit(db(), values, () => 'AAAAAAAA')).rejects.toThrow();
  });
});
