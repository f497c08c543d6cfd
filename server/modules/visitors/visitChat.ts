import type { DbOrTx } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { postDirectNotice, postProductNotice } from '../chat';
import { timeOfDay } from './visitorMail';

export interface VisitChatNotice {
  organizationId: string;
  hostId: string;
  /** Who caused the notice: the desk member who signed the visitor in, the manager who approved. Null at the kiosk. */
  actorId: string | null;
  invitedById: string | null;
  visitorName: string;
  company: string;
  at: Date;
  timeZone: string;
  kind: 'arrived' | 'approval';
}

/** Markdown's own characters in what a visitor typed are shown, never obeyed (no links or emphasis smuggled into a name). */
const literal = (text: string) => text.replace(/[\\`*_[\]~]/g, (char) => `\\${char}`);

export function visitChatText(notice: Pick<VisitChatNotice, 'visitorName' | 'company' | 'at' | 'timeZone' | 'kind'>): string {
  const who = notice.company ? `${literal(notice.visitorName)} (${literal(notice.company)})` : literal(notice.visitorName);
  const at = timeOfDay(notice.at, notice.timeZone);
  return notice.kind === 'arrived'
    ? `${who} has arrived at ${at} and is waiting at the front desk.`
    : `${who} arrived at ${at} and is waiting at the front desk for your approval: approve or deny the visit in Visitors.`;
}

/**
 * The host's chat message of an arrival, in the change's transaction; the answer, run after
 * the commit, delivers it live. It comes from the person who caused it, in their direct
 * conversation with the host, or else from whoever invited the visitor for the host. A kiosk
 * walk-in has nobody behind it, and a visitor the host invited themselves nobody but the host:
 * then it is a notice from the product in the host's Visitors conversation (postProductNotice
 * says why there), so every arrival and approval request reaches the host in chat.
 */
export async function postVisitChat(tx: DbOrTx, realtime: Realtime | undefined, notice: VisitChatNotice): Promise<(() => void) | null> {
  const sender = [notice.actorId, notice.invitedById].find((id): id is string => Boolean(id) && id !== notice.hostId);
  const body = visitChatText(notice);
  if (!sender) return postProductNotice(tx, realtime, { organizationId: notice.organizationId, recipientId: notice.hostId, body });
  return postDirectNotice(tx, realtime, { organizationId: notice.organizationId, senderId: sender, recipientId: notice.hostId, body });
}
