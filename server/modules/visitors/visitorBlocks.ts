import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BlockKind, VisitorBlock } from '../../../domain/visitors/visits';
import type { DbOrTx } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/database';
import { users, visitorBlocks } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { conflict, notFound } from '../../platform/http/errors';
import { avatarUrl } from '../users';

/**
 * The block list: names, emails and email domains whose sign-in is held for the visitor managers
 * instead of reaching the host. Values are kept in the form they are compared in (lower case, a
 * domain without its '@', a name's spaces collapsed).
 */

export interface BlockMatch {
  id: string;
  kind: BlockKind;
  value: string;
}

/** 'Ann  Smith ' and 'ann smith' are the same name. */
export const normalizedName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function normalizedBlockValue(kind: BlockKind, value: string): string {
  if (kind === 'name') return normalizedName(value);
  if (kind === 'domain') return value.trim().replace(/^@/, '').toLowerCase();
  return value.trim().toLowerCase();
}

const creator = alias(users, 'block_creator');

export async function listBlocks(tx: DbOrTx, organizationId: string): Promise<VisitorBlock[]> {
  const rows = await tx
    .select({ block: visitorBlocks, creatorName: creator.name, creatorAvatarUpdatedAt: creator.avatarUpdatedAt })
    .from(visitorBlocks)
    .leftJoin(creator, eq(creator.id, visitorBlocks.createdById))
    .where(eq(visitorBlocks.organizationId, organizationId))
    .orderBy(asc(visitorBlocks.kind), asc(visitorBlocks.value));
  return rows.map(({ block, creatorName, creatorAvatarUpdatedAt }) => ({
    _id: block.id,
    kind: block.kind,
    value: block.value,
    reason: block.reason,
    createdBy: block.createdById ? { _id: block.createdById, name: creatorName ?? '', avatar: avatarUrl({ id: block.createdById, avatarUpdatedAt: creatorAvatarUpdatedAt ?? null }) } : null,
    createdAt: block.createdAt.toISOString(),
  }));
}

export async function addBlock(
  tx: DbOrTx,
  organizationId: string,
  createdById: string,
  body: { kind: BlockKind; value: string; reason?: string },
): Promise<VisitorBlock> {
  const value = normalizedBlockValue(body.kind, body.value);
  const [existing] = await tx
    .select({ id: visitorBlocks.id })
    .from(visitorBlocks)
    .where(inOrganization(visitorBlocks, organizationId, eq(visitorBlocks.kind, body.kind), eq(visitorBlocks.value, value)));
  if (existing) throw conflict(`This ${body.kind} is already on the block list`);
  try {
    const [row] = await tx.insert(visitorBlocks).values({ organizationId, kind: body.kind, value, reason: body.reason ?? '', createdById }).returning({ id: visitorBlocks.id });
    const blocks = await listBlocks(tx, organizationId);
    return blocks.find((block) => block._id === row!.id)!;
  } catch (error) {
    // Two managers adding the same entry at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(`This ${body.kind} is already on the block list`);
    throw error;
  }
}

export async function removeBlock(tx: DbOrTx, organizationId: string, blockId: string): Promise<{ _id: string }> {
  const [row] = await tx.delete(visitorBlocks).where(inOrganization(visitorBlocks, organizationId, eq(visitorBlocks.id, blockId))).returning({ id: visitorBlocks.id });
  if (!row) throw notFound('Block list entry not found');
  return { _id: row.id };
}

/** The domains an email belongs to: 'a@mail.example.com' is of mail.example.com and example.com (never a bare top-level domain). */
function domainsOf(email: string): string[] {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  const domains: string[] = [];
  for (let start = 0; start < labels.length - 1; start += 1) domains.push(labels.slice(start).join('.'));
  return domains;
}

/** The first block-list entry a visitor matches (name, then email, then domain), or null. */
export async function matchingBlock(tx: DbOrTx, organizationId: string, visitor: { name: string; email: string | null }): Promise<BlockMatch | null> {
  const email = visitor.email?.trim().toLowerCase() || null;
  const conditions = [and(eq(visitorBlocks.kind, 'name'), eq(visitorBlocks.value, normalizedName(visitor.name)))];
  if (email && email.includes('@')) {
    conditions.push(and(eq(visitorBlocks.kind, 'email'), eq(visitorBlocks.value, email)));
    const domains = domainsOf(email);
    if (domains.length) conditions.push(and(eq(visitorBlocks.kind, 'domain'), inArray(visitorBlocks.value, domains)));
  }
  const rows = await tx
    .select({ id: visitorBlocks.id, kind: visitorBlocks.kind, value: visitorBlocks.value })
    .from(visitorBlocks)
    .where(inOrganization(visitorBlocks, organizationId, or(...conditions)));
  const order: BlockKind[] = ['name', 'email', 'domain'];
  rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return rows[0] ?? null;
}
