import { Box, Breadcrumbs, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ProjectDetail } from '../api';
import { MemberAvatarGroup } from '../components/MemberAvatarGroup';
import { ProjectAvatar } from '../components/ProjectAvatar';
import { ProjectStatusChip } from '../components/ProjectStatusChip';

export function WorkspaceHeader({ project }: { project: ProjectDetail }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: 13 }}>
        <Link component={RouterLink} to="/task/projects" underline="hover" color="text.secondary">
          Projects
        </Link>
        <Typography sx={{ fontSize: 13, color: 'text.primary' }} noWrap>
          {project.name}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ProjectAvatar name={project.name} projectKey={project.key} size={40} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={project.key} sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: '0.04em' }} aria-label={`Key ${project.key}`} />
            <ProjectStatusChip status={project.status} />
            {project.lead && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Lead: {project.lead.name}
              </Typography>
            )}
          </Box>
        </Box>
        <MemberAvatarGroup members={project.members} max={5} size={28} />
      </Box>
    </Box>
  );
}
