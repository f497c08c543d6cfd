import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { projectSpacePath } from '../projects/paths';
import type { DashboardProject } from './api';
import { RowLink } from './DashboardSection';

const Row = styled(RowLink)(({ theme }) => ({
  '& .name': { flex: 1, minWidth: 0, fontSize: 14, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .key': { display: 'block', fontSize: 12, fontWeight: 600, color: theme.palette.text.secondary },
  '& .counts': { display: 'flex', gap: 16, flexShrink: 0, textAlign: 'right', fontSize: 12, color: theme.palette.text.secondary },
  '& .count': { display: 'block', fontSize: 16, fontWeight: 700, color: theme.palette.text.primary },
}));

export function YourProjects({ projects }: { projects: DashboardProject[] }) {
  if (projects.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
        You are not in any project yet. <RouterLinkText to="/task/projects">See projects</RouterLinkText>
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Your projects" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {projects.map((project) => (
        <li key={project._id}>
          {/* The name holds every word shown, in order (WCAG 2.5.3); the spaces keep the shown words apart. */}
          <Row to={projectSpacePath(project._id)} aria-label={`${project.name} (${project.key}): ${project.openTasks} open, ${project.assignedToMe} assigned to you`}>
            <span className="name">
              {project.name}{' '}
              <span className="key">{project.key}</span>
            </span>{' '}
            <span className="counts">
              <span>
                <span className="count">{project.openTasks}</span> open
              </span>{' '}
              <span>
                <span className="count">{project.assignedToMe}</span> assigned to you
              </span>
            </span>
          </Row>
        </li>
      ))}
    </Box>
  );
}
