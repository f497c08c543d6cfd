import { and, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../platform/db/database';
import { notes, noteVersions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { contentOfState } from '../noteContent';
import { boundedVersionName, recordVersion } from '../noteVersions';
import type { NoteWriter } from './mentions';

/** A version is taken after this long without an edit… */
export const AUTO_VERSION_PAUSE_MS = 60_000;
/** …and at most this often per note. */
export const AUTO_VERSION_MIN_INTERVAL_MS = 5 * 60_000;

interface Pending {
  organizationId: string;
  writers: Map<string, string>;
  lastWriterId: string;
  timer: NodeJS.Timeout;
}

/**
 * Automatic versions: once a note has been edited and then left alone for a pause, its current
 * text is kept as a version named after the people who wrote since the last one; never more
 * often than the minimum interval, and only when the text differs from the latest version's.
 * With several nodes the note's row lock orders them, so the interval holds across nodes too.
 */
export function createAutoVersions(deps: {
  db: Db;
  logger: Logger;
  /** The note's current state: the open document's, else the stored one. */
  currentState: (noteId: string) => Promise<Uint8Array | null>;
  pauseMs?: number;
  minIntervalMs?: number;
}) {
  const { db, logger, currentState } = deps;
  const pauseMs = deps.pauseMs ?? AUTO_VERSION_PAUSE_MS;
  const minIntervalMs = deps.minIntervalMs ?? AUTO_VERSION_MIN_INTERVAL_MS;
  const pending = new Map<string, Pending>();

  const schedule = (noteId: string, entry: Omit<Pending, 'timer'>, delayMs: number) => {
    clearTimeout(pending.get(noteId)?.timer);
    const timer = setTimeout(() => {
      take(noteId).catch((error: unknown) => logger.error({ err: error, noteId }, 'could not take an automatic version'));
    }, delayMs);
    timer.unref();
    pending.set(noteId, { ...entry, timer });
  };

  /** Takes the version now if the interval allows it, else schedules it for when it does. */
  const take = async (noteId: string): Promise<void> => {
    const entry = pending.get(noteId);
    if (!entry) return;
    pending.delete(noteId);
    const state = await currentState(noteId);
    if (!state) return;
    const content = contentOfState(state);
    const retryInMs = await db.transaction(async (tx) => {
      const [note] = await tx
        .select({ id: notes.id })
        .from(notes)
        .where(inOrganization(notes, entry.organizationId, eq(notes.id, noteId)))
        .for('update');
      if (!note) return null;
      const [latest] = await tx
        .select({ html: noteVersions.html })
        .from(noteVersions)
        .where(eq(noteVersions.noteId, noteId))
        .orderBy(desc(noteVersions.createdAt))
        .limit(1);
      if (latest?.html === content.html) return null;
      const [latestAuto] = await tx
        .select({ createdAt: noteVersions.createdAt })
        .from(noteVersions)
        .where(and(eq(noteVersions.noteId, noteId), eq(noteVersions.auto, true)))
        .orderBy(desc(noteVersions.createdAt))
        .limit(1);
      const sinceAuto = latestAuto ? Date.now() - latestAuto.createdAt.getTime() : Infinity;
      if (sinceAuto < minIntervalMs) return minIntervalMs - sinceAuto;
      await recordVersion(tx, { id: noteId, organizationId: entry.organizationId }, {
        name: versionName([...entry.writers.values()]),
        auto: true,
        state,
        createdById: entry.lastWriterId,
      });
      return null;
    });
    // Edits that came meanwhile rescheduled it already; otherwise wait for the interval to allow it.
    if (retryInMs !== null && !pending.has(noteId)) schedule(noteId, entry, retryInMs);
  };

  return {
    /** Someone edited the note: the pause starts again, and they are among the version's writers. */
    edited(noteId: string, organizationId: string, writer: NoteWriter): void {
      const writers = pending.get(noteId)?.writers ?? new Map<string, string>();
      writers.set(writer.userId, writer.name);
      schedule(noteId, { organizationId, writers, lastWriterId: writer.userId }, pauseMs);
    },
    /** The note is gone: nothing to take. */
    forget(noteId: string): void {
      clearTimeout(pending.get(noteId)?.timer);
      pending.delete(noteId);
    },
    close(): void {
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
    },
  };
}

/** 'Edited by Ann, Bea and 3 others', within the name's bound. */
export function versionName(writers: string[]): string {
  const shown = writers.slice(0, 3).join(', ');
  const rest = writers.length - 3;
  return boundedVersionName(`Edited by ${shown}${rest > 0 ? ` and ${rest} other${rest === 1 ? '' : 's'}` : ''}`);
}
