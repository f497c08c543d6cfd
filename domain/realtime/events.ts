import type { ChatClientToServerEvents, ChatServerToClientEvents } from '../chat/events';
import type { Notification } from '../notifications/notifications';
import type { Role } from '../permissions/roles';

/**
 * The socket's contract, both ways: the server emits only these (server/platform/realtime) and the
 * web's socket is typed with the same maps (web/app/socket.ts). A feature adds its events here.
 */
export interface ServerToClientEvents extends ChatServerToClientEvents {
  force_logout: (payload: { reason: 'deactivated' | 'session_revoked' | 'password_reset' | 'logged_out' }) => void;
  /** The signed-in user's own account changed (role, name, picture, email): the web reads /api/check again and re-renders. */
  session_updated: (payload: { role: Role }) => void;
  new_notification: (payload: Notification) => void;
  /**
   * A project the user can see was created, changed or removed: project lists refetch. `origin`
   * is the id (X-Tab-Id) of the tab whose request caused it, when it sent one: that tab has refreshed already.
   */
  projects_updated: (payload: { projectId: string; origin?: string }) => void;
  /** Tasks of a project changed: open boards and lists refetch (`origin` as for projects_updated). */
  tasks_updated: (payload: { projectId: string; taskIds: string[]; origin?: string }) => void;
  /**
   * A note the user can open was created, renamed, shared, unshared or deleted (`removed`: they can no
   * longer open it): note lists refetch. `origin` as for projects_updated.
   */
  notes_updated: (payload: { noteId: string; removed?: boolean; origin?: string }) => void;
  /**
   * A calendar event the user can see (or could, before the change) was created, changed or
   * deleted: open calendars refetch. `origin` as for projects_updated.
   */
  events_updated: (payload: { eventId: string; origin?: string }) => void;
  /**
   * Performance credits changed (recorded, edited, deleted, given automatically or as recognition):
   * to the organisation's owners and admins and the member credited, whose open reports refetch.
   */
  credits_updated: (payload: { creditId: string; userId: string; origin?: string }) => void;
  /**
   * A visit changed (invited, signed in or out, approved, denied, cancelled): to its host and
   * inviter and to the visitor managers, whose open visitor pages refetch (issue 19).
   */
  visits_updated: (payload: { visitId: string; status: string; origin?: string }) => void;
  /** Members or invitations changed: team lists refetch. */
  team_updated: (payload: { organizationId: string }) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents extends ChatClientToServerEvents {}
