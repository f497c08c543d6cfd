import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { EventVisibility } from '../../../domain/calendar/events';
import type { OrgRole } from '../../../domain/permissions/roles';
import type { DbOrTx } from '../../platform/db/database';
import { calendarEventAttendees, calendarEvents, projects } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden, notFound } from '../../platform/http/errors';
import { visibleProjectsCondition, type ProjectViewer } from '../projects';

export type EventRow = typeof calendarEvents.$inferSelect;

/**
 * Who sees an event: its organiser and its attendees always; beyond them only when its visibility
 * is 'organization': then everyone of the organisation, or for a project's event the people who
 * can open that project (its members, and the owners and admins who see every project). A private
 * ('attendees') event is nobody else's business, owners and admins included: it is not in their
 * lists and its id answers 404.
 *
 * One SQL condition (for the list, the detail and every write) and the same rule as a pure check.
 */
export function visibleEventsCondition(tx: DbOrTx, viewer: ProjectViewer): SQL {
  const attending = exists(
    tx
      .select({ one: sql`1` })
      .from(calendarEventAttendees)
      .where(and(eq(calendarEventAttendees.eventId, calendarEvents.id), eq(calendarEventAttendees.userId, viewer.userId))),
  );
  const visibleProjects = tx.select({ id: projects.id }).from(projects).where(visibleProjectsCondition(tx, viewer));
  const shared = and(eq(calendarEvents.visibility, 'organization'), or(isNull(calendarEvents.projectId), inArray(calendarEvents.projectId, visibleProjects)));
  return inOrganization(calendarEvents, viewer.organizationId, or(eq(calendarEvents.organizerId, viewer.userId), attending, shared));
}

/** The facts the rule needs about one event and one person. */
export interface EventAccessFacts {
  role: OrgRole;
  isOrganizer: boolean;
  isAttendee: boolean;
  visibility: EventVisibility;
  projectId: string | null;
  /** Whether the person can open the event's project (when it has one). */
  seesProject: boolean;
}

export function canSeeEvent(facts: EventAccessFacts): boolean {
  if (facts.isOrganizer || facts.isAttendee) return true;
  if (facts.visibility !== 'organization') return false;
  return facts.projectId === null || facts.seesProject;
}

/** The organisation's owners and admins may change any event they can see. */
const managesEvents = (role: OrgRole) => role === 'owner' || role === 'admin';

/** The organiser edits their event; the organisation's owners and admins edit any event they can see. */
export function canEditEvent(facts: EventAccessFacts): boolean {
  return canSeeEvent(facts) && (facts.isOrganizer || managesEvents(facts.role));
}

/** canEditEvent for an event already known to be visible to the viewer. */
export const canEditVisible = (viewer: ProjectViewer, organizerId: string) => organizerId === viewer.userId || managesEvents(viewer.role);

const NOT_FOUND = 'Event not found';

/**
 * The one way to reach an event: of the caller's organisation and one they can see, else 404 (the
 * id of someone's private event reveals nothing); then 403 when they need to edit it and may not.
 */
export async function eventFor(tx: DbOrTx, viewer: ProjectViewer, eventId: string, need: 'read' | 'edit', options: { lock?: boolean } = {}): Promise<EventRow> {
  const query = tx.select().from(calendarEvents).where(and(visibleEventsCondition(tx, viewer), eq(calendarEvents.id, eventId))).limit(1);
  const [event] = options.lock ? await query.for('update', { of: calendarEvents }) : await query;
  if (!event) throw notFound(NOT_FOUND);
  if (need === 'edit' && !canEditVisible(viewer, event.organizerId)) throw forbidden('Only the organiser of this event, or an owner or admin, can change it');
  return event;
}
