import { Chip } from '@mui/material';
import type { ProjectStatus } from '../api';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  completed: 'Completed',
};

const COLORS = { active: 'success', inactive: 'default', completed: 'info' } as const;

export function ProjectStatusChip({ status }: { status: ProjectStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={PROJECT_STATUS_LABELS[status]} sx={{ fontWeight: 500 }} />;
}
