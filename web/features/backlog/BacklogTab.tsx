import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { toast } from 'react-toastify';
import { QueryError } from '../../app/components/QueryError';
import { useProjectEnums } from '../projects/enumsApi';
import { CompletedSprints } from '../sprintReport/CompletedSprints';
import { SprintReportDialog } from '../sprintReport/SprintReportDialog';
import { useSprintReportParam } from '../sprintReport/sprintReportParam';
import { useCreateSprint, useSprintPlan, useSprints, useUpdateTask } from '../tasks/api';
import { TypeIcon } from '../tasks/taskMeta';
import { useFillHeight } from '../tasks/useFillHeight';
import { useOpenTask } from '../tasks/useOpenTask';
import { usePeople } from '../tasks/usePeople';
import { useTaskAbilities } from '../tasks/useTaskAbilities';
import type { EpicOption, ProjectDetail, Sprint, StatusOption } from '../tasks/types';
import { BacklogRow, type MoveTarget } from './BacklogRow';
import { BACKLOG, buildSections, flattenSections, nextSprintName, type BacklogItem } from './backlogModel';
import { CompleteSprintDialog } from './CompleteSprintDialog';
import { QuickCreate } from './QuickCreate';
import { SectionHeader } from './SectionHeader';
import { SprintDialog, type SprintDialogMode } from './SprintDialog';
import { useBacklogDnd, useSectionDrop } from './useBacklogDnd';

const ESTIMATES: Record<BacklogItem['kind'], number> = { header: 64, task: 44, empty: 56, create: 46 };

/** The Backlog tab: the active and planned sprints above the backlog; drag tasks between them; plan, start and complete sprints. */
export function BacklogTab({ project }: { project: ProjectDetail }) {
  const plan = useSprintPlan(project._id);
  const sprints = useSprints(project._id);
  const enums = useProjectEnums(project._id);
  const people = usePeople(project);
  const update = useUpdateTask(project._id);
  const createSprint = useCreateSprint(project._id);
  const openTask = useOpenTask();
  const report = useSprintReportParam();
  const { canEditTasks, canEditSprints } = useTaskAbilities();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ sprint: Sprint; mode: SprintDialogMode | 'complete' } | null>(null);
  const { ref: fillRef, height } = useFillHeight<HTMLDivElement>();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const lastDrop = useRef(0);

  const sections = useMemo(() => (plan.data ? buildSections(plan.data) : []), [plan.data]);
  const items = useMemo(() => flattenSections(sections, collapsed, canEditTasks), [sections, collapsed, canEditTasks]);
  const statusById = useMemo(() => new Map<string, StatusOption>((enums.data?.statuses ?? []).map((s) => [s._id, s])), [enums.data?.statuses]);
  const epicById = useMemo(() => new Map<string, EpicOption>((enums.data?.epics ?? []).map((e) => [e._id, e])), [enums.data?.epics]);
  const sectionNames = useMemo(() => new Map(sections.map((s) => [s.id, s.sprint?.name ?? 'Backlog'])), [sections]);
  const moveTargets = useMemo(() => {
    const all: MoveTarget[] = sections.map((s) => ({ id: s.id, name: s.sprint?.name ?? 'Backlog' }));
    return new Map(sections.map((s) => [s.id, all.filter((t) => t.id !== s.id)]));
  }, [sections]);
  const completedSprints = useMemo(() => (sprints.data ?? []).filter((s) => s.status === 'completed'), [sprints.data]);
  const activeSprint = sections.find((s) => s.sprint?.status === 'active')?.sprint ?? null;
  const taskById = useMemo(() => new Map(sections.flatMap((s) => s.tasks.map((t) => [t._id, t] as const))), [sections]);

  const move = useCallback(
    (taskId: string, _from: string, to: string) => {
      lastDrop.current = Date.now();
      update.mutate(
        { taskId, changes: { sprintId: to === BACKLOG ? null : to } },
        { onSuccess: (task) => toast.success(`${task.key} moved to ${sectionNames.get(to) ?? 'the sprint'}`, { autoClose: 2000 }) },
      );
    },
    [update, sectionNames],
  );
  const onOpen = useCallback((taskId: string) => Date.now() - lastDrop.current > 250 && openTask(taskId), [openTask]);
  const dnd = useBacklogDnd({ sectionName: (id) => sectionNames.get(id) ?? 'a sprint', taskKey: (id) => taskById.get(id)?.key ?? 'Task', onMove: move });

  // Not memoised by the React Compiler (none runs here); the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ESTIMATES[items[index]!.kind],
    getItemKey: (index) => items[index]!.key,
    overscan: 8,
  });
  const setScrollElement = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      fillRef(element);
    },
    [fillRef],
  );

  if (plan.isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading backlog">
        {[0, 1].map((i) => (
          <Box key={i} sx={{ mb: 3 }}>
            <Skeleton variant="rounded" height={48} sx={{ mb: 0.5 }} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ))}
      </Box>
    );
  }
  if (plan.isError) return <QueryError message={plan.error.message} onRetry={() => void plan.refetch()} />;

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const addSprint = () =>
    createSprint.mutate(
      { name: nextSprintName(project.key, sprints.data ?? plan.data.sprints.map((g) => g.sprint)) },
      { onSuccess: (sprint) => toast.success(`${sprint.name} created`), onError: (error) => toast.error(error.message) },
    );
  const draggedTask = dnd.activeId ? taskById.get(dnd.activeId) : undefined;

  const renderItem = (item: BacklogItem) => {
    const highlighted = dnd.overSection === item.section.id && dnd.activeId !== null;
    switch (item.kind) {
      case 'header':
        return (
          <SectionHeader
            section={item.section}
            collapsed={collapsed.has(item.section.id)}
            highlighted={highlighted}
            canEditSprints={canEditSprints}
            canDrop={canEditTasks}
            onToggle={() => toggle(item.section.id)}
            onStart={() => item.section.sprint && setDialog({ sprint: item.section.sprint, mode: 'start' })}
            onComplete={() => item.section.sprint && setDialog({ sprint: item.section.sprint, mode: 'complete' })}
            onEdit={() => item.section.sprint && setDialog({ sprint: item.section.sprint, mode: 'edit' })}
            onCreateSprint={addSprint}
            creatingSprint={createSprint.isPending}
          />
        );
      case 'task':
        return (
          <BacklogRow
            task={item.task}
            sectionId={item.section.id}
            status={statusById.get(item.task.status)}
            epic={item.task.epic ? epicById.get(item.task.epic) : undefined}
            assigneeName={people.nameOf(item.task.assignee)}
            editable={canEditTasks}
            highlighted={highlighted}
            moveTargets={moveTargets.get(item.section.id) ?? []}
            onOpen={onOpen}
            onMove={move}
          />
        );
      case 'empty':
        return <EmptySection sectionId={item.section.id} isBacklog={!item.section.sprint} canDrop={canEditTasks} highlighted={highlighted} last={!canEditTasks} />;
      case 'create':
        return <QuickCreate projectId={project._id} sectionId={item.section.id} sectionName={sectionNames.get(item.section.id) ?? 'Backlog'} />;
    }
  };

  return (
    <DndContext sensors={dnd.sensors} collisionDetection={dnd.collisionDetection} accessibility={dnd.accessibility} {...dnd.handlers}>
      <CompletedSprints projectId={project._id} sprints={completedSprints} />
      <Box ref={setScrollElement} role="region" aria-label="Sprints and backlog" sx={{ height: height ?? 600, overflowY: 'auto', pr: 0.5 }}>
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${virtual.start}px)` }}
            >
              {renderItem(items[virtual.index]!)}
            </div>
          ))}
        </Box>
      </Box>
      <DragOverlay dropAnimation={null}>
        {draggedTask ? (
          <Card sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, height: 44, boxShadow: 8, borderColor: 'primary.main', cursor: 'grabbing', maxWidth: 480 }}>
            <TypeIcon type={draggedTask.type} size={16} />
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {draggedTask.key}
            </Typography>
            <Typography variant="body2" noWrap>
              {draggedTask.title}
            </Typography>
          </Card>
        ) : null}
      </DragOverlay>
      {dialog && dialog.mode !== 'complete' && (
        <SprintDialog key={dialog.sprint._id + dialog.mode} projectId={project._id} sprint={dialog.sprint} mode={dialog.mode} activeSprint={activeSprint} open onClose={() => setDialog(null)} />
      )}
      {report.sprintId && (
        <SprintReportDialog projectId={project._id} sprintId={report.sprintId} sprint={sprints.data?.find((s) => s._id === report.sprintId)} onClose={report.close} />
      )}
      {dialog?.mode === 'complete' && (
        <CompleteSprintDialog
          projectId={project._id}
          sprint={dialog.sprint}
          plannedSprints={sections.flatMap((s) => (s.sprint?.status === 'planned' ? [s.sprint] : []))}
          open
          onClose={() => setDialog(null)}
        />
      )}
    </DndContext>
  );
}

function EmptySection({ sectionId, isBacklog, canDrop, highlighted, last }: { sectionId: string; isBacklog: boolean; canDrop: boolean; highlighted: boolean; last: boolean }) {
  const { setNodeRef } = useSectionDrop(`empty:${sectionId}`, sectionId, !canDrop);
  return (
    <Box
      ref={setNodeRef}
      sx={{ border: 1, borderTop: 0, borderColor: 'divider', borderRadius: last ? '0 0 12px 12px' : 0, px: 2, py: 2, bgcolor: highlighted ? 'action.selected' : 'background.paper' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {isBacklog
          ? 'The backlog is empty. New tasks land here until they are planned into a sprint.'
          : canDrop
            ? 'Plan this sprint: drag tasks here from the backlog, or create them below.'
            : 'No tasks planned in this sprint yet.'}
      </Typography>
    </Box>
  );
}
