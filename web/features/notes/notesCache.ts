import type { QueryClient } from '@tanstack/react-query';
import { refreshNotes } from './api';

/**
 * Someone changed, shared, moved or deleted a note (`notes_updated`): the lists, the project
 * tabs and the open note refetch. A note gone for this user ('removed') answers 404 on that
 * refetch, and the open note says it is no longer available. A request of this very tab has
 * already refreshed all of them when it settled.
 */
export function onNotesUpdated(queryClient: QueryClient, ownEcho: boolean): void {
  if (ownEcho) return;
  void refreshNotes(queryClient);
}
