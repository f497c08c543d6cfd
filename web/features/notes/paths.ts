import { useLocation } from 'react-router';

/** The notes page; `?noteId=` names the open note and `&mention=` a mention to scroll to (a notification's link). */
export const NOTES_PATH = '/notes';

export function notePathFor(noteId: string, mentionKey?: string | null): string {
  const params = new URLSearchParams({ noteId });
  if (mentionKey) params.set('mention', mentionKey);
  return `${NOTES_PATH}?${params.toString()}`;
}

/** The open note and the mention to show, from the URL of /notes. */
export function useOpenNote(): { noteId: string | null; mentionKey: string | null } {
  const params = new URLSearchParams(useLocation().search);
  return { noteId: params.get('noteId') || null, mentionKey: params.get('mention') || null };
}
