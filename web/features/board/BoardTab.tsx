import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Card } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { useProjectEnums } from '../projects/enumsApi';
import { useBoard, useMoveTask } from '../tasks/api';
import { CreateTaskDialog } from '../tasks/CreateTaskDialog';
import { EMPTY_FILTER, taskMatcher, type TaskFilter } from '../tasks/taskFilter';
import { TaskFilterBar } from '../tasks/TaskFilterBar';
import { useFillHeight } from '../tasks/useFillHeight';
import { useOpenTask } from '../tasks/useOpenTask';
import { usePeople } from '../tasks/usePeople';
import { useTaskAbilities } from '../tasks/useTaskAbilities';
import type { EpicOption, ProjectDetail, TaskCard } from '../tasks/types';
import { BoardColumn } from './BoardColumn';
import { OverlayBoardCard, SortableBoardCard, StaticBoardCard } from './BoardCard';
import { BoardSkeleton, SprintBanner } from './BoardHeader';
import { buildColumns, columnTotals, findColumn } from './boardModel';
import { useBoardDnd } from './useBoardDnd';

/** The Board tab: a column per status, the active sprint's tasks (or every open task), drag and drop to move them. */
export function BoardTab({ project }: { project: ProjectDetail }) {
  const board = useBoard(project._id);
  const enums = useProjectEnums(project._id);
  const people = usePeople(project);
  const { canEditTasks, userId } = useTaskAbilities();
  const move = useMoveTask(project._id);
  const openTask = useOpenTask();
  const [filter, setFilter] = useState<TaskFilter>(EMPTY_FILTER);
  const [creating, setCreating] = useState(false);
  const { ref, height } = useFillHeight<HTMLDivElement>();

  const statuses = useMemo(() => board.data?.statuses ?? [], [board.data?.statuses]);
  const tasks = useMemo(() => board.data?.tasks ?? [], [board.data?.tasks]);
  const tasksById = useMemo(() => new Map(tasks.map((t) => [t._id, t])), [tasks]);
  const epicsById = useMemo(() => new Map<string, EpicOption>((enums.data?.epics ?? []).map((e) => [e._id, e])), [enums.data?.epics]);
  const doneStatuses = useMemo(() => new Set(statuses.filter((s) => s.category === 'done').map((s) => s._id)), [statuses]);
  const columns = useMemo(() => buildColumns(statuses, tasks, taskMatcher(filter)), [statuses, tasks, filter]);
  const quickPeople = useMemo(() => {
    const counts = new Map<string, number>();
    for (const task of tasks) if (task.assignee) counts.set(task.assignee, (counts.get(task.assignee) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id]) => ({ _id: id, name: people.nameOf(id) ?? '' }));
  }, [tasks, people]);

  const dnd = useBoardDnd({
    columns,
    statusName: (id) => statuses.find((s) => s._id === id)?.name ?? 'a column',
    taskKey: (id) => tasksById.get(id)?.key ?? 'Task',
    onMove: (taskId, status, neighbours) => move.mutate({ taskId, status, ...neighbours }),
  });
  const { justDropped, movingId, shownColumns } = dnd;
  const movingTo = movingId ? findColumn(shownColumns, movingId) : undefined;
  const totals = useMemo(() => columnTotals(tasks, movingId && movingTo ? { taskId: movingId, status: movingTo } : null), [tasks, movingId, movingTo]);
  const onOpen = useCallback((taskId: string) => !justDropped() && openTask(taskId), [justDropped, openTask]);

  const cardProps = useCallback(
    (task: TaskCard) => ({
      task,
      epic: task.epic ? epicsById.get(task.epic) : undefined,
      assigneeName: people.nameOf(task.assignee),
      done: doneStatuses.has(task.status),
      onOpen,
    }),
    [epicsById, people, doneStatuses, onOpen],
  );
  const renderCard = useCallback(
    (taskId: string) => {
      const task = tasksById.get(taskId);
      if (!task) return null;
      return canEditTasks ? <SortableBoardCard {...cardProps(task)} /> : <StaticBoardCard {...cardProps(task)} />;
    },
    [tasksById, canEditTasks, cardProps],
  );

  if (board.isPending) return <BoardSkeleton />;
  if (board.isError) return <QueryError message={board.error.message} onRetry={() => void board.refetch()} />;

  const activeTask = dnd.activeId ? tasksById.get(dnd.activeId) : undefined;
  const createButton = canEditTasks && (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
      Create task
    </Button>
  );

  return (
    <Box>
      <SprintBanner sprint={board.data.activeSprint} taskCount={tasks.length} action={createButton} />
      <TaskFilterBar
        filter={filter}
        onChange={setFilter}
        facets={['type', 'priority', 'epic']}
        people={people.assignable}
        currentUserId={userId}
        epics={enums.data?.epics}
        quickPeople={quickPeople}
      />
      {tasks.length === 0 ? (
        <Card sx={{ mt: 2 }}>
          <EmptyState
            icon={ViewKanbanOutlined}
            title={board.data.activeSprint ? 'This sprint has no tasks yet' : 'No open tasks yet'}
            description={
              board.data.activeSprint
                ? 'Plan tasks into the sprint from the Backlog tab, or create one here.'
                : 'Tasks you create show up here, one column per status. Drag them along as work moves.'
            }
            action={createButton || undefined}
          />
        </Card>
      ) : (
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={dnd.collisionDetection}
          accessibility={dnd.accessibility}
          {...dnd.handlers}
        >
          <Box
            ref={ref}
            role="region"
            aria-label="Board"
            sx={{
              mt: 1.5,
              height: height ?? 600,
              display: 'flex',
              gap: 1.5,
              overflowX: 'auto',
              overflowY: 'hidden',
              pb: 1,
              scrollSnapType: { xs: 'x mandatory', sm: 'none' },
              scrollPaddingLeft: 0,
            }}
          >
            {statuses.map((status) => (
              <BoardColumn
                key={status._id}
                status={status}
                ids={dnd.shownColumns[status._id] ?? []}
                total={totals.get(status._id) ?? 0}
                renderCard={renderCard}
                draggable={canEditTasks}
                activeId={dnd.activeId}
              />
            ))}
          </Box>
          <DragOverlay>{activeTask ? <OverlayBoardCard {...cardProps(activeTask)} /> : null}</DragOverlay>
        </DndContext>
      )}
      {canEditTasks && (
        <CreateTaskDialog
          project={project}
          open={creating}
          onClose={() => setCreating(false)}
          defaults={{ sprintId: board.data.activeSprint?._id ?? '' }}
        />
      )}
    </Box>
  );
}
