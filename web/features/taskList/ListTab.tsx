import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Button, Card, Skeleton, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import FilterListOffRounded from '@mui/icons-material/FilterListOffRounded';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { useProjectEnums } from '../projects/enumsApi';
import { useSprints, useTaskList, useUpdateTask } from '../tasks/api';
import { CreateTaskDialog } from '../tasks/CreateTaskDialog';
import { assigneeOptions, priorityOptions, statusOptions } from '../tasks/FieldSelect';
import { EMPTY_FILTER, isFiltering, taskMatcher, type TaskFilter } from '../tasks/taskFilter';
import { TaskFilterBar } from '../tasks/TaskFilterBar';
import { useFillHeight } from '../tasks/useFillHeight';
import { useOpenTask } from '../tasks/useOpenTask';
import { usePeople } from '../tasks/usePeople';
import { useTaskAbilities } from '../tasks/useTaskAbilities';
import type { ProjectDetail } from '../tasks/types';
import { DEFAULT_SORT, nextSort, sortTasks, type Sort } from './listModel';
import { ListHeader } from './ListHeader';
import { ListRow, type ListColumn, type RowOptions } from './ListRow';

/** Columns by screen width: a phone gets title, status and an avatar; wide screens get dates too. */
const LAYOUTS: { columns: ListColumn[]; template: string; rowHeight: number; minWidth: number }[] = [
  { columns: ['title', 'status', 'assignee'], template: 'minmax(0, 1fr) 112px 28px', rowHeight: 60, minWidth: 0 },
  { columns: ['key', 'title', 'status', 'assignee', 'priority', 'points'], template: '104px minmax(160px, 1fr) 150px 170px 118px 56px', rowHeight: 44, minWidth: 830 },
  { columns: ['key', 'title', 'status', 'assignee', 'priority', 'points', 'due', 'updated'], template: '104px minmax(200px, 1fr) 150px 180px 118px 56px 112px 120px', rowHeight: 44, minWidth: 1120 },
];

/** The List tab: every task in a sortable, filterable table; status, priority and assignee change in place. Virtualised. */
export function ListTab({ project }: { project: ProjectDetail }) {
  const list = useTaskList(project._id);
  const enums = useProjectEnums(project._id);
  const sprints = useSprints(project._id);
  const people = usePeople(project);
  const update = useUpdateTask(project._id);
  const openTask = useOpenTask();
  const { canEditTasks, userId } = useTaskAbilities();
  const [filter, setFilter] = useState<TaskFilter>(EMPTY_FILTER);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [creating, setCreating] = useState(false);
  const { ref: fillRef, height } = useFillHeight<HTMLDivElement>();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const large = useMediaQuery('(min-width: 1440px)');
  const layout = LAYOUTS[small ? 0 : large ? 2 : 1]!;

  const statuses = useMemo(() => enums.data?.statuses ?? [], [enums.data?.statuses]);
  const statusPosition = useMemo(() => new Map(statuses.map((s, i) => [s._id, i])), [statuses]);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(
    () =>
      sortTasks(all.filter(taskMatcher(filter)), sort, {
        statusPosition: (id) => statusPosition.get(id) ?? Number.MAX_SAFE_INTEGER,
        personName: people.nameOf,
      }),
    [all, filter, sort, statusPosition, people],
  );
  const options = useMemo<RowOptions>(
    () => ({ status: statusOptions(statuses), priority: priorityOptions(), assignee: assigneeOptions(people.assignable) }),
    [statuses, people.assignable],
  );

  // Not memoised by the React Compiler (none runs here); the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan: 10,
    getItemKey: (index) => rows[index]!._id,
  });

  const onChange = useCallback((taskId: string, changes: Parameters<typeof update.mutate>[0]['changes']) => update.mutate({ taskId, changes }), [update]);
  const setScrollElement = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      fillRef(element);
    },
    [fillRef],
  );

  if (list.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading tasks" sx={{ p: 2 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Card>
    );
  }
  if (list.isError) return <QueryError message={list.error.message} onRetry={() => void list.refetch()} />;

  const createButton = canEditTasks && (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
      Create task
    </Button>
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography variant="h4" component="h2">
            All tasks
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {isFiltering(filter) ? `${rows.length.toLocaleString()} of ${all.length.toLocaleString()} tasks` : `${all.length.toLocaleString()} ${all.length === 1 ? 'task' : 'tasks'}`}
          </Typography>
        </Box>
        {createButton}
      </Box>
      <TaskFilterBar
        filter={filter}
        onChange={setFilter}
        facets={['status', 'assignee', 'type', 'priority', 'epic', 'sprint']}
        people={people.assignable}
        currentUserId={userId}
        statuses={statuses}
        epics={enums.data?.epics}
        sprints={sprints.data}
      />
      {all.length === 0 ? (
        <Card sx={{ mt: 1.5 }}>
          <EmptyState icon={ViewListOutlined} title="No tasks yet" description="Every task of the project is listed here, to sort, filter and edit in place." action={createButton || undefined} />
        </Card>
      ) : (
        <Card sx={{ mt: 1.5, overflow: 'hidden' }}>
          <Box
            ref={setScrollElement}
            role="table"
            aria-label={`Tasks of ${project.name}`}
            aria-rowcount={rows.length + 1}
            sx={{ height: height ? height - 18 : 560, overflow: 'auto', position: 'relative' }}
          >
            <Box sx={{ minWidth: layout.minWidth }}>
            <ListHeader compact={small} columns={layout.columns} template={layout.template} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
            {rows.length === 0 ? (
              <EmptyState
                compact
                icon={FilterListOffRounded}
                title="No tasks match these filters"
                description="Try fewer filters or another search."
                action={<Button onClick={() => setFilter(EMPTY_FILTER)}>Clear filters</Button>}
              />
            ) : (
              <Box role="rowgroup" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const task = rows[item.index]!;
                  return (
                    <ListRow
                      key={item.key}
                      task={task}
                      index={item.index}
                      columns={layout.columns}
                      template={layout.template}
                      options={options}
                      editable={canEditTasks}
                      assigneeName={people.nameOf(task.assignee)}
                      compact={small}
                      onOpen={openTask}
                      onChange={onChange}
                      style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: item.size, transform: `translateY(${item.start}px)` }}
                    />
                  );
                })}
              </Box>
            )}
            </Box>
          </Box>
        </Card>
      )}
      {canEditTasks && <CreateTaskDialog project={project} open={creating} onClose={() => setCreating(false)} />}
    </Box>
  );
}
