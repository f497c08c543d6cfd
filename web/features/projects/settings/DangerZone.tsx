import { useState } from 'react';
import { Box, Button, Card, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { ProjectDetail } from '../api';
import { DeleteProjectDialog } from '../components/DeleteProjectDialog';

/** Owners and admins only: deleting the project, after a confirmation that names it. */
export function DangerZone({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" aria-labelledby="danger-zone-heading" sx={{ borderColor: 'error.main' }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography id="danger-zone-heading" variant="h5" component="h2">
            Delete project
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            Removes {project.name}, its tasks, statuses and epics for everyone. This cannot be undone.
          </Typography>
        </Box>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Delete project
        </Button>
      </Box>
      <DeleteProjectDialog project={project} open={open} onClose={() => setOpen(false)} onDeleted={() => void navigate('/task/projects', { replace: true })} />
    </Card>
  );
}
