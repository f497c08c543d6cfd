import { useState } from 'react';
import { Box, Button, Card, Skeleton, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { toast } from 'react-toastify';
import { QueryError } from '../../../app/components/QueryError';
import { listOf, useProjectEnums, useUpdateEnum, type EnumType, type ProjectEnum } from '../enumsApi';
import { DeleteEnumDialog } from './DeleteEnumDialog';
import { EnumItemDialog } from './EnumItemDialog';
import { EnumRow } from './EnumRow';

const COPY = {
  status: {
    title: 'Statuses',
    description: 'The board’s columns, left to right. Tasks in a Done status no longer count as open.',
    add: 'Add status',
    empty: 'No statuses yet.',
  },
  epic: {
    title: 'Epics',
    description: 'Group related tasks into larger pieces of work.',
    add: 'Add epic',
    empty: 'No epics yet. Add one to group related tasks.',
  },
} as const;

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Dialog = { kind: 'edit'; item: ProjectEnum | null; key: number } | { kind: 'delete'; item: ProjectEnum; key: number } | null;

/** A project's statuses or epics: add, edit, reorder by dragging (or keyboard), delete. */
export function EnumListSection({ projectId, type, canEdit }: { projectId: string; type: EnumType; canEdit: boolean }) {
  const enums = useProjectEnums(projectId);
  const update = useUpdateEnum(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const items = enums.data?.[listOf(type)] ?? [];
  const copy = COPY[type];
  const headingId = `enum-${type}-heading`;

  const open = (next: NonNullable<Dialog>) => {
    setDialog(next);
    setDialogOpen(true);
  };

  // Screen readers hear names and places, not ids.
  const nameOf = (id: string | number) => items.find((item) => item._id === id)?.name ?? 'item';
  const placeOf = (id: string | number) => `position ${items.findIndex((item) => item._id === id) + 1} of ${items.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to ${placeOf(over.id)}.` : `${nameOf(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const position = items.findIndex((item) => item._id === over.id);
    update.mutate({ id: String(active.id), position }, { onError: (error) => !error.endsSession && toast.error(error.message) });
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography id={headingId} variant="h5" component="h2">
            {copy.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {copy.description}
          </Typography>
        </Box>
        {canEdit && (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={() => open({ kind: 'edit', item: null, key: Date.now() })}>
            {copy.add}
          </Button>
        )}
      </Box>
      {enums.isError ? (
        <QueryError message={enums.error.message} onRetry={() => void enums.refetch()} />
      ) : enums.isPending ? (
        <Box sx={{ px: 2, pb: 2 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
          {copy.empty}
        </Typography>
      ) : (
        <DndContext accessibility={{ announcements }} sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
            <Box component="ul" aria-label={copy.title} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
              {items.map((item) => (
                <EnumRow
                  key={item._id}
                  item={item}
                  canEdit={canEdit}
                  deleteBlocked={type === 'status' && items.length === 1 ? 'A project needs at least one status' : undefined}
                  onEdit={() => open({ kind: 'edit', item, key: Date.now() })}
                  onDelete={() => open({ kind: 'delete', item, key: Date.now() })}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {dialog?.kind === 'edit' && (
        <EnumItemDialog
          key={dialog.key}
          projectId={projectId}
          type={type}
          item={dialog.item}
          usedColors={items.map((item) => item.color)}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteEnumDialog
          key={dialog.key}
          projectId={projectId}
          type={type}
          item={dialog.item}
          others={items.filter((item) => item._id !== dialog.item._id)}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Card>
  );
}
