import type { OrgActor } from '../../platform/auth/access';
import type { Realtime } from '../../platform/realtime/realtime';

/**
 * notes_updated, sent once a change is committed: to everyone who can open the note now, and
 * `removed` to those who could before and no longer can (unshared, moved away, deleted). The
 * caller's tab id goes along so the tab that made the change can tell its own echo.
 */
export function noteChanged(
  realtime: Realtime | undefined,
  actor: Pick<OrgActor, 'tabId'>,
  noteId: string,
  audience: { before?: readonly string[]; after: readonly string[] },
): void {
  if (!realtime) return;
  const origin = actor.tabId ? { origin: actor.tabId } : {};
  const now = new Set(audience.after);
  const gone = (audience.before ?? []).filter((userId) => !now.has(userId));
  if (now.size > 0) realtime.toUsers([...now], 'notes_updated', { noteId, ...origin });
  if (gone.length > 0) realtime.toUsers(gone, 'notes_updated', { noteId, removed: true, ...origin });
}
