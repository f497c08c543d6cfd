import { Box, Button, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useProjects } from '../api';
import { projectSpacePath } from '../paths';
import { ProjectAvatar } from './ProjectAvatar';

/** Read by screen readers, not shown (the count's meaning). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

// Lines up with the labels of the inset entries above (inset plus the icon column).
const INDENT = 4.5;

/** The drawer's project entries (spec 2): name and unfinished-task count, live through socket events. Each is a list item of the drawer's projects list. */
export function DrawerProjectList({ onNavigate }: { onNavigate?: () => void }) {
  const projects = useProjects();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const openId = pathname === '/task/projects/space' ? params.get('projectId') : null;

  if (projects.isPending) {
    return (
      <Box component="li" aria-hidden sx={{ pl: INDENT + 1, pr: 2, py: 0.5 }}>
        <Skeleton height={28} />
        <Skeleton height={28} width="70%" />
      </Box>
    );
  }
  if (projects.isError) {
    return (
      <Box component="li" sx={{ pl: INDENT + 1, pr: 1, py: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
          Projects did not load
        </Typography>
        <Button size="small" onClick={() => void projects.refetch()}>
          Retry
        </Button>
      </Box>
    );
  }
  if (projects.data.length === 0) {
    return (
      <Typography component="li" variant="body2" sx={{ color: 'text.secondary', pl: 8.75, py: 0.75 }}>
        No Projects
      </Typography>
    );
  }
  return projects.data.map((project) => {
    const active = project._id === openId;
    return (
      <ListItem key={project._id} disablePadding>
        <ListItemButton
          component={RouterLink}
          to={projectSpacePath(project._id)}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          title={project.name}
          sx={{ minHeight: 34, py: 0.25, pl: INDENT, pr: 1.5, gap: 1.25 }}
        >
          <ProjectAvatar name={project.name} projectKey={project.key} size={20} />
          {/* Zero width, then grown: a long name is cut with an ellipsis instead of widening the drawer. */}
          <ListItemText
            primary={project.name}
            sx={{ width: 0, flex: '1 1 auto' }}
            slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: active ? 600 : 400 } } }}
          />
          <Box
            component="span"
            sx={{
              ml: 'auto',
              minWidth: 22,
              px: 0.75,
              borderRadius: 5,
              fontSize: 12,
              fontWeight: 600,
              lineHeight: '20px',
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
              bgcolor: 'action.hover',
              color: project.unfinishedTasks ? 'text.primary' : 'text.secondary',
            }}
          >
            {project.unfinishedTasks}
            <Box component="span" sx={visuallyHidden}>
              {` unfinished task${project.unfinishedTasks === 1 ? '' : 's'}`}
            </Box>
          </Box>
        </ListItemButton>
      </ListItem>
    );
  });
}
