import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { NoteSharePermission } from '../../../domain/notes/notes';
import { apiData, type ApiError } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

export type { NoteDetail, NoteSharedUser, NoteSummary, NoteVersion } from '../../../domain/notes/notes';

/** Which notes the list shows: everything readable, mine, shared with me, or one project's. */
export type NoteScope = 'all' | 'mine' | 'shared' | 'project';
export interface NoteFilter {
  scope: NoteScope;
  projectId?: string;
  search?: string;
}

/** Any change to a note goes stale everywhere it is shown (lists, the project tab, the open note, its shares and versions). */
export function refreshNotes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.notes });
}

/** The list on /notes; a new search keeps the last rows on screen while its answer loads. */
export function useNotes(filter: NoteFilter) {
  const key = { scope: filter.scope, projectId: filter.scope === 'project' ? filter.projectId : undefined, search: filter.search?.trim() || undefined };
  return useQuery({
    queryKey: queryKeys.noteList(key),
    queryFn: () => apiData('GET /api/note', { query: key }),
    placeholderData: keepPreviousData,
  });
}

export function useProjectNotes(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectNotes(projectId),
    queryFn: () => apiData('GET /api/note/:projectId', { params: { projectId } }),
  });
}

/** One note with its stored HTML and the caller's access; a missing note is shown as such, not as a toast. */
export function useNote(noteId: string | null) {
  return useQuery({
    queryKey: queryKeys.note(noteId ?? ''),
    queryFn: () => apiData('GET /api/note/:id/detail', { params: { id: noteId! } }),
    enabled: Boolean(noteId),
    retry: (failureCount, error) => failureCount < 2 && (error.status === 0 || error.status >= 500),
    meta: { errorHandledLocally: true },
  });
}

/** Every note change refreshes every note query when it settles, whether it worked or not. */
export function useNoteMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSettled: () => refreshNotes(queryClient) });
}

export function useCreateNote() {
  return useNoteMutation({ mutationFn: (body: { title?: string; projectId?: string | null }) => apiData('POST /api/note', { body }) });
}

/** Rename (title) or move (projectId; null takes it out of its project). */
export function useUpdateNote() {
  return useNoteMutation({
    mutationFn: ({ noteId, ...body }: { noteId: string; title?: string; projectId?: string | null }) => apiData('PUT /api/note/:id', { params: { id: noteId }, body }),
  });
}

export function useDuplicateNote() {
  return useNoteMutation({ mutationFn: (noteId: string) => apiData('POST /api/note/:id/duplicate', { params: { id: noteId } }) });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useNoteMutation({
    mutationFn: (noteId: string) => apiData('DELETE /api/note/:id', { params: { id: noteId } }),
    // Gone: nothing should refetch it (and show 'not found') on the way out.
    onSuccess: (_data, noteId) => queryClient.removeQueries({ queryKey: queryKeys.note(noteId) }),
  });
}

export function useNoteShares(noteId: string) {
  return useQuery({
    queryKey: queryKeys.noteShares(noteId),
    queryFn: () => apiData('GET /api/note/:id/shared-users', { params: { id: noteId } }),
  });
}

/** Add people (POST) or change their permission (PUT). */
export function useShareNote(noteId: string) {
  return useNoteMutation({
    mutationFn: ({ change, userIds, permission }: { change: 'add' | 'update'; userIds: string[]; permission: NoteSharePermission }) =>
      apiData(change === 'add' ? 'POST /api/note/:id/share' : 'PUT /api/note/:id/share', { params: { id: noteId }, body: { userIds, permission } }),
  });
}

export function useUnshareNote(noteId: string) {
  return useNoteMutation({
    mutationFn: (userId: string) => apiData('DELETE /api/note/:id/share/:userId', { params: { id: noteId, userId } }),
  });
}

export function useNoteVersions(noteId: string) {
  return useQuery({
    queryKey: queryKeys.noteVersions(noteId),
    queryFn: () => apiData('GET /api/note/:id/versions', { params: { id: noteId } }),
  });
}

export function useNoteVersion(noteId: string, versionId: string | null) {
  return useQuery({
    queryKey: queryKeys.noteVersion(noteId, versionId ?? ''),
    queryFn: () => apiData('GET /api/note/:id/versions/:versionId', { params: { id: noteId, versionId: versionId! } }),
    enabled: Boolean(versionId),
  });
}

export function useSaveNoteVersion(noteId: string) {
  return useNoteMutation({ mutationFn: (name: string) => apiData('POST /api/note/:id/versions', { params: { id: noteId }, body: { name } }) });
}

export function useRestoreNoteVersion(noteId: string) {
  return useNoteMutation({
    mutationFn: (versionId: string) => apiData('POST /api/note/:id/versions/:versionId/restore', { params: { id: noteId, versionId } }),
  });
}
