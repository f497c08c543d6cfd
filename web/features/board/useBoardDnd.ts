import { useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  getFirstCollision,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { boardKeyboardCoordinates } from './boardKeyboard';
import { COLUMN_PREFIX, findColumn, moveToColumn, neighboursOf, reorderInColumn, type Columns } from './boardModel';

interface DragState {
  activeId: string;
  columns: Columns;
  fromStatus: string;
  fromIndex: number;
  /** Dropped: the final columns stay on screen until the board data catches up (no flash back). */
  droppedOn?: Columns;
}

interface Options {
  columns: Columns;
  statusName: (statusId: string) => string;
  taskKey: (taskId: string) => string;
  onMove: (taskId: string, status: string, neighbours: { beforeId: string | null; afterId: string | null }) => void;
}

const id = (value: UniqueIdentifier) => String(value);

/** Drag and drop for the board: pointer, touch and keyboard, moving cards within and between columns. */
export function useBoardDnd({ columns, statusName, taskKey, onMove }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);
  const lastDropAt = useRef(0);
  const update = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const live = drag && !drag.droppedOn ? drag.columns : null;
  const shown = live ?? (drag?.droppedOn === columns ? drag.columns : columns);

  /** Over a column: the nearest card in it, so a card dropped on an empty part of a column goes next to its neighbours. */
  const collisionDetection: CollisionDetection = (args) => {
    const hits = pointerWithin(args);
    const overId = getFirstCollision(hits.length ? hits : rectIntersection(args), 'id');
    if (overId === null) return [];
    const overKey = id(overId);
    if (overKey.startsWith(COLUMN_PREFIX)) {
      const inColumn = new Set(dragRef.current?.columns[overKey.slice(COLUMN_PREFIX.length)] ?? []);
      if (inColumn.size) {
        const closest = closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => inColumn.has(id(c.id))) });
        if (closest.length) return closest;
      }
    }
    return [{ id: overId }];
  };

  const position = (taskId: string, cols: Columns) => {
    const statusId = findColumn(cols, taskId);
    const ids = statusId ? cols[statusId]! : [];
    return { status: statusId ? statusName(statusId) : '', index: ids.indexOf(taskId) + 1, count: ids.length };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const at = position(id(active.id), columns);
      return `Picked up ${taskKey(id(active.id))}. It is in ${at.status}, position ${at.index} of ${at.count}.`;
    },
    onDragOver: ({ active }) => {
      const at = position(id(active.id), dragRef.current?.columns ?? columns);
      return `${taskKey(id(active.id))} is in ${at.status}, position ${at.index} of ${at.count}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return `${taskKey(id(active.id))} was dropped back in place.`;
      const at = position(id(active.id), dragRef.current?.columns ?? columns);
      return `${taskKey(id(active.id))} was dropped in ${at.status}, position ${at.index} of ${at.count}.`;
    },
    onDragCancel: ({ active }) => `Move cancelled. ${taskKey(id(active.id))} is back where it was.`,
  };

  const handlers = {
    onDragStart: ({ active }: DragStartEvent) => {
      const statusId = findColumn(columns, id(active.id));
      if (!statusId) return;
      update({ activeId: id(active.id), columns, fromStatus: statusId, fromIndex: columns[statusId]!.indexOf(id(active.id)) });
    },
    onDragOver: ({ active, over }: DragOverEvent) => {
      const current = dragRef.current;
      if (!current || !over) return;
      const from = findColumn(current.columns, id(active.id));
      const to = findColumn(current.columns, id(over.id));
      if (!from || !to || from === to) return;
      const overIndex = current.columns[to]!.indexOf(id(over.id));
      const translated = active.rect.current.translated;
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
      const index = overIndex < 0 ? -1 : overIndex + (below ? 1 : 0);
      update({ ...current, columns: moveToColumn(current.columns, id(active.id), from, to, index) });
    },
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const current = dragRef.current;
      lastDropAt.current = Date.now();
      if (!current || !over) return update(null);
      const taskId = id(active.id);
      const statusId = findColumn(current.columns, taskId);
      if (!statusId) return update(null);
      let final = current.columns;
      const overId = id(over.id);
      if (overId !== taskId && findColumn(final, overId) === statusId && !overId.startsWith(COLUMN_PREFIX)) {
        final = reorderInColumn(final, statusId, final[statusId]!.indexOf(taskId), final[statusId]!.indexOf(overId));
      }
      const ids = final[statusId]!;
      if (statusId === current.fromStatus && ids.indexOf(taskId) === current.fromIndex) return update(null);
      update({ ...current, columns: final, droppedOn: columns });
      onMove(taskId, statusId, neighboursOf(ids, taskId));
    },
    onDragCancel: () => update(null),
  };

  /** A click right after a drop is the end of the drag, not a request to open the card. */
  const justDropped = () => Date.now() - lastDropAt.current < 250;

  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: {
        draggable:
          'To move a task, press Space or Enter on its handle. Use the up and down arrow keys to change its position and the left and right arrow keys to change its column. Press Space or Enter again to drop it, or Escape to cancel.',
      },
    }),
    [],
  );

  return {
    shownColumns: shown,
    activeId: live ? drag!.activeId : null,
    /** The card shown somewhere other than the board data says: dragged, or dropped and not yet confirmed. */
    movingId: shown === columns ? null : drag!.activeId,
    sensors,
    collisionDetection,
    handlers,
    accessibility: { ...accessibility, announcements },
    justDropped,
  };
}
