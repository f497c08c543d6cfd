import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { enumAddBodySchema, enumUpdateBodySchema, EnumType, ProjectEnum, ProjectEnums } from '../../../domain/projects/enums';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import { refreshProjects } from './projectCache';

export type { EnumType, ProjectEnum, ProjectEnums } from '../../../domain/projects/enums';

type PaletteColor = z.infer<typeof enumAddBodySchema>['color'];

/**
 * What the screens send; the hooks add the project's id. The screens hold a colour as text (an
 * item's colour comes back as a string); the server checks it is one of the palette's (400 otherwise).
 */
export type EnumAddBody = Omit<z.infer<typeof enumAddBodySchema>, 'projectId' | 'color'> & { color: string };
export type EnumUpdateBody = Omit<z.infer<typeof enumUpdateBodySchema>, 'projectId' | 'color'> & { color?: string };

export const listOf = (type: EnumType): keyof ProjectEnums => (type === 'status' ? 'statuses' : 'epics');

/** Statuses (board columns, in order) and epics of a project. */
export const projectEnumsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectEnums(projectId),
    queryFn: () => apiData('GET /api/enum/:projectId', { params: { projectId } }),
    // Fresh for a moment, like the project (projectQuery): asked early by a workspace opened cold.
    staleTime: FIRST_PAGE_FRESH_MS,
  });

export function useProjectEnums(projectId: string) {
  return useQuery({ ...projectEnumsQuery(projectId), enabled: Boolean(projectId) });
}

/** Moves the item with `id` to `position` within its list, for an instant reorder. */
function reorder(lists: ProjectEnums, id: string, position: number): ProjectEnums {
  const move = (items: ProjectEnum[]) => {
    const from = items.findIndex((item) => item._id === id);
    if (from < 0) return items;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(position, 0, item!);
    return next.map((entry, index) => ({ ...entry, position: index }));
  };
  return { statuses: move(lists.statuses), epics: move(lists.epics) };
}

/**
 * Every enum call answers with both full lists, which replace the cache; the project
 * refetches too, since a status's category decides which tasks count as unfinished.
 */
function useEnumMutation<TVariables>(projectId: string, send: (variables: TVariables) => Promise<ProjectEnums>) {
  const queryClient = useQueryClient();
  const key = queryKeys.projectEnums(projectId);
  return useMutation({
    mutationFn: send,
    // The settings screens show these errors where they happened (dialog, list).
    meta: { errorHandledLocally: true },
    onMutate: async (variables: TVariables) => {
      const position = (variables as Partial<EnumUpdateBody>).position;
      const id = (variables as Partial<EnumUpdateBody>).id;
      const previous = queryClient.getQueryData<ProjectEnums>(key);
      if (position === undefined || !id || !previous) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, reorder(previous, id, position));
      return { previous };
    },
    onSuccess: (lists) => queryClient.setQueryData(key, lists),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshProjects(queryClient),
  });
}

export function useAddEnum(projectId: string) {
  return useEnumMutation(projectId, (body: EnumAddBody) => apiData('POST /api/enum/add', { body: { projectId, ...body, color: body.color as PaletteColor } }));
}

export function useUpdateEnum(projectId: string) {
  return useEnumMutation(projectId, (body: EnumUpdateBody) => apiData('PUT /api/enum/update', { body: { projectId, ...body, color: body.color as PaletteColor | undefined } }));
}

/** A status that still has tasks answers 409 with taskCount: the dialog then asks where they go (moveTo). */
export function useDeleteEnum(projectId: string) {
  return useEnumMutation(projectId, (body: { id: string; moveTo?: string }) => apiData('DELETE /api/enum/delete', { body: { projectId, ...body } }));
}
