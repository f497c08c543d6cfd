import { useRef, useState } from 'react';
import {
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/** Every row and header of a section is a drop target for that section. */
export function useSectionDrop(id: string, sectionId: string, disabled: boolean) {
  return useDroppable({ id, data: { section: sectionId, header: id.startsWith('header:') }, disabled });
}

/** Arrow keys jump the dragged task to the previous or next section (sprint or backlog) header. */
const sectionKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { active, over, droppableContainers } }) => {
  if (event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  const current = (over?.data.current?.section ?? active?.data.current?.section) as string | undefined;
  const headers = droppableContainers
    .getEnabled()
    .filter((container) => container.data.current?.header && container.rect.current)
    .sort((a, b) => a.rect.current!.top - b.rect.current!.top);
  const index = headers.findIndex((container) => container.data.current?.section === current);
  const target = headers[index + (event.code === KeyboardCode.Down ? 1 : -1)];
  const rect = target?.rect.current;
  return rect ? { x: rect.left + 8, y: rect.top + 4 } : undefined;
};

interface Options {
  sectionName: (sectionId: string) => string;
  taskKey: (taskId: string) => string;
  onMove: (taskId: string, fromSection: string, toSection: string) => void;
}

/** Dragging tasks between sprints and the backlog: pointer, touch, and keyboard (Space, arrows, Space). */
export function useBacklogDnd({ sectionName, taskKey, onMove }: Options) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overSection, setOverSection] = useState<string | null>(null);
  const from = useRef<string | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sectionKeyboardCoordinates }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    const hits = pointerWithin(args);
    return hits.length ? hits : rectIntersection(args);
  };

  const sectionOf = (over: DragOverEvent['over']) => (over?.data.current?.section as string | undefined) ?? null;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${taskKey(String(active.id))} from ${sectionName(from.current ?? '')}.`,
    onDragOver: ({ active, over }) => {
      const section = sectionOf(over);
      return section ? `${taskKey(String(active.id))} is over ${sectionName(section)}.` : `${taskKey(String(active.id))} is not over a sprint.`;
    },
    onDragEnd: ({ active, over }) => {
      const section = sectionOf(over);
      return section ? `${taskKey(String(active.id))} was moved to ${sectionName(section)}.` : `${taskKey(String(active.id))} was dropped back in place.`;
    },
    onDragCancel: ({ active }) => `Move cancelled. ${taskKey(String(active.id))} stays where it was.`,
  };

  return {
    activeId,
    overSection,
    sensors,
    collisionDetection,
    accessibility: {
      announcements,
      screenReaderInstructions: {
        draggable:
          'To move a task to another sprint, press Space on its handle, use the up and down arrow keys to go to a sprint or the backlog, then press Space to drop it or Escape to cancel. The task menu offers the same moves.',
      },
    },
    handlers: {
      onDragStart: ({ active }: { active: { id: string | number; data: { current?: Record<string, unknown> } } }) => {
        from.current = (active.data.current?.section as string | undefined) ?? null;
        setActiveId(String(active.id));
      },
      onDragOver: ({ over }: DragOverEvent) => setOverSection(sectionOf(over)),
      onDragEnd: ({ active, over }: DragEndEvent) => {
        const to = sectionOf(over);
        setActiveId(null);
        setOverSection(null);
        if (to && from.current && to !== from.current) onMove(String(active.id), from.current, to);
      },
      onDragCancel: () => {
        setActiveId(null);
        setOverSection(null);
      },
    },
  };
}
