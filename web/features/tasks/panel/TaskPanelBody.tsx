import { useMemo, useState } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tab, Tabs, Tooltip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import { toast } from 'react-toastify';
import type { TaskUpdateBody } from '../../../../domain/tasks/tasks';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { useCurrentUser } from '../../../app/session/useSession';
import { usePageTitle } from '../../../app/shell/documentTitle';
import { useProjectEnums } from '../../projects/enumsApi';
import { useDeleteTask, useSprints, useUpdateTask } from '../api';
import type { ActivityNames } from '../activityText';
import { TypeIcon } from '../taskMeta';
import { usePeople } from '../usePeople';
import { useTaskAbilities } from '../useTaskAbilities';
import type { ProjectDetail, Task } from '../types';
import { ActivityTab } from './ActivityTab';
import { CommentsTab } from './CommentsTab';
import { DescriptionEditor } from './DescriptionEditor';
import { TaskFields } from './TaskFields';
import { TaskTitle } from './TaskTitle';

/** The panel's content, loaded on first open (it brings the rich-text editor). */
export default function TaskPanelBody({ project, task, onClose }: { project: ProjectDetail; task: Task; onClose: () => void }) {
  usePageTitle(`${task.key} ${task.title}`);
  const { canEditTasks } = useTaskAbilities();
  const me = useCurrentUser();
  const enums = useProjectEnums(project._id);
  const sprints = useSprints(project._id);
  const people = usePeople(project);
  const update = useUpdateTask(project._id);
  const remove = useDeleteTask(project._id);
  const [tab, setTab] = useState<'comments' | 'activity'>('comments');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  // '@' in a comment suggests the project's people (members, owners and admins), never yourself.
  const mentionable = useMemo(() => [...people.byId.values()].filter((person) => person._id !== me._id).sort((a, b) => a.name.localeCompare(b.name)), [people, me._id]);
  const change = (changes: TaskUpdateBody) => update.mutate({ taskId: task._id, changes });
  const names = useMemo<ActivityNames>(() => {
    const statuses = new Map((enums.data?.statuses ?? []).map((s) => [s._id, s.name]));
    const epics = new Map((enums.data?.epics ?? []).map((e) => [e._id, e.name]));
    const sprintNames = new Map((sprints.data ?? []).map((s) => [s._id, s.name]));
    return { status: (id) => statuses.get(id), epic: (id) => epics.get(id), sprint: (id) => sprintNames.get(id), person: (id) => people.byId.get(id)?.name };
  }, [enums.data, sprints.data, people]);

  const fields = (
    <TaskFields task={task} editable={canEditTasks} statuses={enums.data?.statuses ?? []} epics={enums.data?.epics ?? []} sprints={sprints.data ?? []} people={people} onChange={change} />
  );

  const copyLink = async () => {
    setMenu(null);
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    toast.success('Link copied');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 1.25, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 2 }}>
        <TypeIcon type={task.type} withTooltip />
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {project.name} / {task.key}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="More actions">
          <IconButton aria-label="More actions" aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
            <MoreHorizRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="Close (Esc)">
          <IconButton aria-label="Close task" onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => void copyLink()}>
            <ListItemIcon>
              <LinkRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Copy link" />
          </MenuItem>
          {canEditTasks && (
            <MenuItem
              onClick={() => {
                setMenu(null);
                setConfirming(true);
              }}
              sx={{ color: 'error.main' }}
            >
              <ListItemIcon>
                <DeleteOutlineRounded fontSize="small" color="error" />
              </ListItemIcon>
              <ListItemText primary="Delete task" />
            </MenuItem>
          )}
        </Menu>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: wide ? 'minmax(0, 1fr) 320px' : '1fr', flex: 1 }}>
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2.5, minWidth: 0, display: 'grid', gap: 2.5, alignContent: 'start' }}>
          <TaskTitle title={task.title} editable={canEditTasks} onSave={(title) => change({ title })} />
          {!wide && fields}
          <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Description
            </Typography>
            <DescriptionEditor value={task.description} editable={canEditTasks} onSave={(description) => update.mutateAsync({ taskId: task._id, changes: { description } })} />
          </Box>
          <Box>
            <Tabs value={tab} onChange={(_event, value: 'comments' | 'activity') => setTab(value)} aria-label="Comments and activity" sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 1.5 } }}>
              <Tab value="comments" label="Comments" id="task-tab-comments" aria-controls="task-tabpanel" />
              <Tab value="activity" label="Activity" id="task-tab-activity" aria-controls="task-tabpanel" />
            </Tabs>
            <Box role="tabpanel" id="task-tabpanel" aria-labelledby={`task-tab-${tab}`}>
              {tab === 'comments' ? <CommentsTab projectId={project._id} taskId={task._id} canComment={canEditTasks} people={mentionable} /> : <ActivityTab taskId={task._id} names={names} />}
            </Box>
          </Box>
        </Box>
        {wide && (
          <Box component="aside" aria-label="Details" sx={{ borderLeft: 1, borderColor: 'divider', px: 2, py: 2.5 }}>
            {fields}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${task.key}?`}
        confirmLabel="Delete task"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          // Closed first: an open panel would ask for the task again while it is being deleted.
          setConfirming(false);
          onClose();
          remove.mutate(task);
        }}
      >
        “{task.title}” and its comments and history will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}
