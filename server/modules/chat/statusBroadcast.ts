import type { StatusChange } from '../../../domain/chat/events';
import type { Realtime } from '../../platform/realtime/realtime';

/** How long an organisation's presence changes are gathered after one is sent. */
export const STATUS_BATCH_MS = 100;

export interface StatusBroadcast {
  announce(organizationId: string, change: StatusChange): void;
  /** Sends what is gathered now (shutdown). */
  flush(): void;
}

/**
 * Sends presence changes to the organisation in batches. The first change of a quiet organisation
 * goes at once; the ones that follow within STATUS_BATCH_MS are gathered (the latest per person) and
 * go together when it ends, and so on while they keep coming. A team of 5,000 arriving one by one
 * cost every member a frame per arrival, 25 million frames (bench/fanout); gathered, a member gets
 * at most ten a second.
 */
export function createStatusBroadcast(realtime: Realtime, batchMs = STATUS_BATCH_MS): StatusBroadcast {
  // Organisations inside their window, with what they gathered so far.
  const gathering = new Map<string, { changes: Map<string, StatusChange>; timer: NodeJS.Timeout }>();

  const send = (organizationId: string, changes: StatusChange[]) => realtime.toOrganization(organizationId, 'user_status_changed', { changes });

  const openWindow = (organizationId: string) => {
    const timer = setTimeout(() => {
      const batch = gathering.get(organizationId)!;
      gathering.delete(organizationId);
      if (batch.changes.size === 0) return;
      send(organizationId, [...batch.changes.values()]);
      openWindow(organizationId);
    }, batchMs);
    timer.unref();
    gathering.set(organizationId, { changes: new Map(), timer });
  };

  return {
    announce(organizationId, change) {
      const batch = gathering.get(organizationId);
      if (batch) {
        // Deleted first so that a person's latest change takes its place at the end.
        batch.changes.delete(change.userId);
        batch.changes.set(change.userId, change);
        return;
      }
      send(organizationId, [change]);
      openWindow(organizationId);
    },
    flush() {
      for (const [organizationId, batch] of gathering) {
        clearTimeout(batch.timer);
        if (batch.changes.size > 0) send(organizationId, [...batch.changes.values()]);
      }
      gathering.clear();
    },
  };
}
