import { lazy, Suspense } from 'react';
import { Box, Button, Drawer, IconButton, Skeleton } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { useTask } from './api';
import type { ProjectDetail } from './types';

const TaskPanelBody = lazy(() => import('./panel/TaskPanelBody'));

function PanelSkeleton() {
  return (
    <Box sx={{ p: 3 }} aria-busy="true" aria-label="Loading task">
      <Skeleton width={120} />
      <Skeleton height={40} width="70%" />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}

interface TaskPanelProps {
  project: ProjectDetail;
  taskId: string;
  onClose: () => void;
}

/** One task in a side panel (?taskId=): title, description, fields, comments and history. Full width on a phone. */
export function TaskPanel({ project, taskId, onClose }: TaskPanelProps) {
  const task = useTask(project._id, taskId);
  // Deleted while open (someone else, or another tab): the refetch answers 404.
  const gone = task.error?.status === 404 || task.error?.status === 400;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the app bar (which sits above the navigation drawer).
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          'aria-labelledby': task.data ? 'task-panel-title' : undefined,
          'aria-label': task.data ? undefined : 'Task',
          sx: { width: { xs: '100%', sm: 640, md: 900 }, maxWidth: '100%' },
        },
      }}
    >
      {task.data && !gone ? (
        <Suspense fallback={<PanelSkeleton />}>
          <TaskPanelBody key={taskId} project={project} task={task.data} onClose={onClose} />
        </Suspense>
      ) : task.isError ? (
        <Box sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label="Close task" onClick={onClose}>
              <CloseRounded />
            </IconButton>
          </Box>
          <EmptyState
            icon={SearchOffOutlined}
            title={gone ? 'Task not found' : 'Could not load the task'}
            description={gone ? 'It may have been deleted, or the link is wrong.' : task.error.message}
            action={<Button onClick={onClose}>Back to the project</Button>}
            compact
          />
        </Box>
      ) : (
        <PanelSkeleton />
      )}
    </Drawer>
  );
}
