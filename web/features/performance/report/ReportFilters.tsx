import { Box, MenuItem, TextField } from '@mui/material';
import { useProjects } from '../../projects/api';
import { useCreditCategories } from '../api';
import type { ReportParams } from './useReportParams';

interface ReportFiltersProps {
  params: ReportParams;
  update: (changes: Partial<ReportParams>) => void;
}

/** Narrow the report or graph to one category's or one project's credits. */
export function ReportFilters({ params, update }: ReportFiltersProps) {
  const categories = useCreditCategories().data ?? [];
  const projects = useProjects().data ?? [];
  const fieldSx = { flex: { xs: '1 1 100%', sm: '0 0 200px' }, minWidth: 0 };
  // The empty choice ('All categories') is shown, with its label above it, rather than an empty field.
  const emptyShown = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: { xs: '1 1 100%', md: '0 0 auto' }, justifyContent: 'flex-end' }}>
      <TextField select size="small" label="Category" value={params.categoryId} onChange={(event) => update({ categoryId: event.target.value })} slotProps={emptyShown} sx={fieldSx}>
        <MenuItem value="">All categories</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category._id} value={category._id}>
            <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: category.color, mr: 1, flexShrink: 0 }} />
            {category.name}
            {category.archived ? ' (archived)' : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Project" value={params.projectId} onChange={(event) => update({ projectId: event.target.value })} slotProps={emptyShown} sx={fieldSx}>
        <MenuItem value="">All projects</MenuItem>
        {projects.map((project) => (
          <MenuItem key={project._id} value={project._id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
