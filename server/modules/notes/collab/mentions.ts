import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema';
import { escapeHtml } from '../../../platform/html';
import { recordNotifications, type NewNotification } from '../../notifications';
import { accessTo, type NoteRow } from '../noteAccess';
import type { NoteContent } from '../noteContent';

export interface NoteWriter {
  userId: string;
  name: string;
}

/**
 * Mentions the stored document has that were never notified: each named member of the note's
 * organisation who can read the note (never the writer) gets a 'noteMention'. Returns the rows
 * to deliver once the transaction commits and the keys to remember, every new key included
 * (a self-mention or one of someone without access is settled too, and not looked at again).
 */
export async function notifyNewMentions(
  tx: DbOrTx,
  note: Pick<NoteRow, 'id' | 'organizationId' | 'ownerId' | 'projectId' | 'title' | 'notifiedMentions'>,
  mentions: NoteContent['mentions'],
  writer: NoteWriter | null,
) {
  const known = new Set(note.notifiedMentions);
  const fresh = mentions.filter((mention) => !known.has(mention.mentionKey));
  if (fresh.length === 0) return { rows: [], notifiedMentions: null };

  const named = [...new Set(fresh.map((mention) => mention.userId))].filter((userId) => userId !== writer?.userId && isUuid(userId));
  const members = named.length
    ? await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.organizationId, note.organizationId), eq(users.status, 'active'), inArray(users.id, named)))
    : [];
  const readers = new Set<string>();
  for (const member of members) {
    if (member.role === 'super_admin') continue;
    const access = await accessTo(tx, { userId: member.id, organizationId: note.organizationId, role: member.role }, note);
    if (access) readers.add(member.id);
  }

  const writerName = writer?.name ?? 'Someone';
  const items: NewNotification[] = [];
  const notifiedNow = new Set<string>();
  for (const mention of fresh) {
    // One notification per person per store, even when the same edit names them twice.
    if (!readers.has(mention.userId) || notifiedNow.has(mention.userId)) continue;
    notifiedNow.add(mention.userId);
    items.push({
      organizationId: note.organizationId,
      userId: mention.userId,
      type: 'noteMention',
      subject: `${writerName} mentioned you in ${note.title}`,
      message: `<p><strong>${escapeHtml(writerName)}</strong> mentioned you in <strong>${escapeHtml(note.title)}</strong></p>`,
      senderName: writer?.name ?? null,
      metadata: { noteId: note.id, mentionId: mention.mentionKey },
    });
  }
  const rows = await recordNotifications(tx, items);
  return { rows, notifiedMentions: [...known, ...new Set(fresh.map((mention) => mention.mentionKey))] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A mention's user id comes from a client's document: anything but an id names nobody. */
const isUuid = (value: string) => UUID.test(value);
