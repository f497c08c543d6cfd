import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import type { ProjectDetail } from '../api';
import { MemberAvatarGroup } from '../components/MemberAvatarGroup';
import { ProjectAvatar } from '../components/ProjectAvatar';
import { ProjectStatusChip } from '../components/ProjectStatusChip';
import { projectSpacePath } from '../paths';
import { ProjectRowActions } from './ProjectRowActions';

// Narrower screens drop columns; the status moves under the name.
const from = (breakpoint: 'sm' | 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });

interface ProjectsTableProps {
  projects: ProjectDetail[] | undefined;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (project: ProjectDetail) => void;
}

function ProjectCell({ project }: { project: ProjectDetail }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <ProjectAvatar name={project.name} projectKey={project.key} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={projectSpacePath(project._id)}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {project.name}
        </Link>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {project.key}
        </Typography>
        <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
          <ProjectStatusChip status={project.status} />
        </Box>
      </Box>
    </Box>
  );
}

export function ProjectsTable({ projects, canEdit, canDelete, onDelete }: ProjectsTableProps) {
  const columns = canEdit ? 6 : 5;
  return (
    <Table aria-label="Projects" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Project</TableCell>
          <TableCell sx={from('sm')}>Status</TableCell>
          <TableCell sx={from('md')}>Lead</TableCell>
          <TableCell sx={from('sm')}>Members</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            Open tasks
          </TableCell>
          {canEdit && <TableCell aria-label="Actions" sx={{ width: 48 }} />}
        </TableRow>
      </TableHead>
      <TableBody>
        {projects === undefined ? (
          <TableSkeletonRows columns={columns} />
        ) : (
          projects.map((project) => (
            // The name link stretches over the row, so the whole row opens the project.
            <TableRow key={project._id} hover sx={{ position: 'relative', '& .MuiIconButton-root, & .MuiAvatarGroup-root': { position: 'relative', zIndex: 1 } }}>
              <TableCell sx={{ maxWidth: { xs: 200, sm: 320 } }}>
                <ProjectCell project={project} />
              </TableCell>
              <TableCell sx={from('sm')}>
                <ProjectStatusChip status={project.status} />
              </TableCell>
              <TableCell sx={{ ...from('md'), color: project.lead ? 'text.primary' : 'text.secondary' }}>{project.lead?.name ?? 'No lead'}</TableCell>
              <TableCell sx={from('sm')}>
                <MemberAvatarGroup members={project.members} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: project.unfinishedTasks ? 'text.primary' : 'text.secondary' }}>
                {project.unfinishedTasks}
              </TableCell>
              {canEdit && (
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <ProjectRowActions project={project} canDelete={canDelete} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
