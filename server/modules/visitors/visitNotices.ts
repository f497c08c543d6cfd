import { asc, eq, inArray } from 'drizzle-orm';
import { ORG_ROLES, hasAbility, VISITOR_MANAGER_ROUTES, VISITOR_REQUEST_ROUTE } from '../../../domain/permissions/roles';
import type { DbOrTx } from '../../platform/db/database';
import { organizations, users, visitors, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { escapeHtml } from '../../platform/html';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications, type NewNotification } from '../notifications';
import { postVisitChat } from './visitChat';
import { codeQrAttachment, describeWindow, QR_CONTENT_ID, queueVisitorMail, timeOfDay } from './visitorMail';
import { readVisitorSettings } from './visitorSettings';
import { isHeld } from './visitRows';

export type VisitNoticeKind = 'invited' | 'arrived' | 'approval' | 'held' | 'decided' | 'signedOut' | 'cancelled' | 'updated';

export interface VisitNoticeDeps {
  realtime?: Realtime;
  appUrl: string;
  /** The calling tab (X-Tab-Id), carried back in visits_updated so that tab can skip its own refetch. */
  origin?: string;
  /** The member whose action this is (the desk sign-in, the approval); none at the kiosk. The host's chat DM comes from them. */
  actorId?: string;
}

const MANAGER_ROLES = ORG_ROLES.filter((role) => hasAbility(role, 'visitor_manage'));

/**
 * What people hear of a visit. Inside the change's transaction: the in-app notifications are written
 * and the mails queued (so neither is sent for a change that rolls back); the returned callback, run
 * after the commit, delivers the notifications live and tells the host, the inviter and the visitor
 * managers' open pages to refetch (visits_updated).
 */
export async function announceVisit(tx: DbOrTx, deps: VisitNoticeDeps, visitId: string, kind: VisitNoticeKind): Promise<() => void> {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) return () => {};
  // One after another: a transaction is one connection, which runs one query at a time.
  const [visitor] = await tx.select().from(visitors).where(eq(visitors.id, visit.visitorId));
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, visit.organizationId));
  const managers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inOrganization(users, visit.organizationId, inArray(users.role, MANAGER_ROLES), eq(users.status, 'active')));
  const settings = await readVisitorSettings(tx, visit.organizationId);
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [visit.hostId, ...(visit.invitedById ? [visit.invitedById] : [])]));
  const host = people.find((person) => person.id === visit.hostId)!;
  const inviter = people.find((person) => person.id === visit.invitedById) ?? null;
  const notice: VisitNotice = {
    appUrl: deps.appUrl,
    organizationName: organization?.name ?? '',
    timeZone: settings.timeZone,
    visit,
    visitorName: visitor?.name ?? '',
    visitorEmail: visitor?.email ?? null,
    company: visitor?.company ?? '',
    host,
    inviter,
  };

  const toRecord: NewNotification[] = [];
  let chat: (() => void) | null = null;
  if (kind === 'arrived' || kind === 'approval') {
    const { notification, mail } = kind === 'arrived' ? arrivedNotice(notice) : approvalNotice(notice);
    toRecord.push(notification);
    await queueVisitorMail(tx, `${kind}:${visit.id}`, { ...mail, to: host.email });
    chat = await postVisitChat(tx, deps.realtime, {
      organizationId: visit.organizationId,
      hostId: visit.hostId,
      // An approval's arrival was caused by whoever decided it.
      actorId: deps.actorId ?? (kind === 'arrived' ? visit.decidedById : null),
      invitedById: visit.invitedById,
      visitorName: notice.visitorName,
      company: notice.company,
      at: visit.signedInAt ?? new Date(),
      timeZone: settings.timeZone,
      kind,
    });
  } else if (kind === 'held') {
    for (const manager of managers) {
      const { notification, mail } = heldNotice(notice, manager.id);
      toRecord.push(notification);
      await queueVisitorMail(tx, `held:${visit.id}:${manager.id}`, { ...mail, to: manager.email });
    }
  } else if ((kind === 'invited' || kind === 'updated' || kind === 'cancelled') && notice.visitorEmail) {
    const mail = await visitorMail(tx, notice, kind);
    // One invitation for a whole series: its visits share the key, the first one queued is sent.
    const key = kind === 'invited' ? `invited:${visit.seriesId ?? visit.id}` : kind === 'cancelled' ? `cancelled:${visit.id}` : null;
    await queueVisitorMail(tx, key, { ...mail, to: notice.visitorEmail });
  }
  const recorded = await recordNotifications(tx, toRecord);

  // A held visit is not the host's or the inviter's to hear of, even as a bare refetch (isHeld).
  const told = isHeld(visit) ? [] : [visit.hostId, ...(visit.invitedById ? [visit.invitedById] : [])];
  const audience = [...new Set([...told, ...managers.map((manager) => manager.id)])];
  return () => {
    deliverNotifications(deps.realtime, recorded);
    chat?.();
    deps.realtime?.toUsers(audience, 'visits_updated', { visitId: visit.id, status: visit.status, ...(deps.origin ? { origin: deps.origin } : {}) });
  };
}

interface VisitNotice {
  appUrl: string;
  organizationName: string;
  timeZone: string;
  visit: typeof visits.$inferSelect;
  visitorName: string;
  visitorEmail: string | null;
  company: string;
  host: { id: string; name: string; email: string };
  inviter: { id: string; name: string; email: string } | null;
}

type Notice = { notification: NewNotification; mail: Omit<MailMessage, 'to'> };

const whoArrives = (notice: VisitNotice) => (notice.company ? `${notice.visitorName} from ${notice.company}` : notice.visitorName);

function mailPage(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs.join('')}</body></html>`;
}

/** What a member is told of a visit: the notification, and the same words mailed with a link to the page. */
function memberNotice(
  notice: VisitNotice,
  told: { userId: string; type: NewNotification['type']; subject: string; detail: string; path: string; linkText: string },
): Notice {
  const link = `${notice.appUrl}${told.path}`;
  return {
    notification: {
      organizationId: notice.visit.organizationId,
      userId: told.userId,
      type: told.type,
      subject: told.subject,
      message: `<p>${escapeHtml(told.detail)}</p>`,
      senderName: null,
      metadata: { visitId: notice.visit.id },
    },
    mail: {
      subject: told.subject,
      text: `${told.subject}.\n${told.detail}\n\n${told.linkText}: ${link}\n`,
      html: mailPage([`<p><strong>${escapeHtml(told.subject)}</strong></p>`, `<p>${escapeHtml(told.detail)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(told.linkText)}</a></p>`]),
      link,
    },
  };
}

function arrivedNotice(notice: VisitNotice): Notice {
  const { visit, timeZone } = notice;
  const at = timeOfDay(visit.signedInAt ?? new Date(), timeZone);
  return memberNotice(notice, {
    userId: visit.hostId,
    type: 'visitorArrived',
    subject: `${whoArrives(notice)} has arrived`,
    detail: `Signed in at ${at} (${timeZone})${visit.purpose ? ` for: ${visit.purpose}` : ''}.`,
    path: VISITOR_REQUEST_ROUTE,
    linkText: 'Your visitors',
  });
}

function approvalNotice(notice: VisitNotice): Notice {
  const { visit } = notice;
  return memberNotice(notice, {
    userId: visit.hostId,
    type: 'visitorApproval',
    subject: `${whoArrives(notice)} is waiting at the front desk for your approval`,
    detail: visit.purpose ? `Purpose: ${visit.purpose}` : 'Approve or deny the visit in the app.',
    path: VISITOR_REQUEST_ROUTE,
    linkText: 'Approve or deny',
  });
}

function heldNotice(notice: VisitNotice, managerId: string): Notice {
  return memberNotice(notice, {
    userId: managerId,
    type: 'visitorHeld',
    subject: `${whoArrives(notice)} matches the block list and is held at the front desk`,
    detail: `They asked for ${notice.host.name}. The host was not told; approve or deny the visit.`,
    path: VISITOR_MANAGER_ROUTES[1],
    linkText: 'Visits',
  });
}

/** The visitor's mail: no link to the app (they have no account), the code in large letters and its QR code. */
async function visitorMail(tx: DbOrTx, notice: VisitNotice, kind: 'invited' | 'updated' | 'cancelled'): Promise<Omit<MailMessage, 'to'>> {
  const { visit, timeZone, organizationName, host } = notice;
  const when = await whenOfInvitation(tx, visit, timeZone, kind);
  const greeting = `Hello ${notice.visitorName},`;
  if (kind === 'cancelled') {
    const subject = `Your visit to ${organizationName} is cancelled`;
    const line = `Your visit to ${organizationName} (${host.name}) on ${when[0] ?? ''} is cancelled.`;
    return { subject, text: `${greeting}\n\n${line}\n`, html: mailPage([`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(line)}</p>`]) };
  }
  const subject = kind === 'invited' ? `You are invited to visit ${organizationName}` : `Your visit to ${organizationName} has changed`;
  const intro = kind === 'invited' ? `${host.name} invites you to visit ${organizationName}.` : `The details of your visit to ${organizationName} have changed.`;
  const details = [`Host: ${host.name}`, ...(visit.purpose ? [`Purpose: ${visit.purpose}`] : []), ...(when.length === 1 ? [`When: ${when[0]}`] : ['When:', ...when.map((day) => `  ${day}`)])];
  const codeLine = `Your sign-in code: ${visit.code}`;
  const howTo = 'At the front desk, type the code at the kiosk or show it this QR code.';
  const html = mailPage([
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${details.map((line) => escapeHtml(line)).join('<br>')}</p>`,
    `<p>Your sign-in code:</p>`,
    `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(visit.code)}</p>`,
    `<p>${escapeHtml(howTo)}</p>`,
    `<p><img src="cid:${QR_CONTENT_ID}" width="240" height="240" alt="QR code of ${escapeHtml(visit.code)}"></p>`,
  ]);
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${details.join('\n')}\n\n${codeLine}\n${howTo}\n`,
    html,
    attachments: [await codeQrAttachment(visit.code)],
  };
}

/** When the visit is, in words: every remaining visit of its series for an invitation to a series. */
async function whenOfInvitation(tx: DbOrTx, visit: typeof visits.$inferSelect, timeZone: string, kind: string): Promise<string[]> {
  if (kind === 'invited' && visit.seriesId) {
    const series = await tx
      .select({ expectedFrom: visits.expectedFrom, expectedTo: visits.expectedTo })
      .from(visits)
      .where(inOrganization(visits, visit.organizationId, eq(visits.seriesId, visit.seriesId)))
      .orderBy(asc(visits.expectedFrom));
    return series.filter((row) => row.expectedFrom).map((row) => describeWindow(row.expectedFrom!, row.expectedTo, timeZone));
  }
  return visit.expectedFrom ? [describeWindow(visit.expectedFrom, visit.expectedTo, timeZone)] : [];
}
