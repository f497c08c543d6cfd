import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { PROJECT_STATUSES } from '../../../../domain/projects/projectRules';
import type { ProjectFilters as Filters, ProjectStatus } from '../api';
import { PROJECT_STATUS_LABELS } from '../components/ProjectStatusChip';
import { SearchField } from '../../../app/components/SearchField';

interface ProjectFiltersProps {
  value: Filters;
  onChange: (value: Filters) => void;
}

/** Search by name (sent after a short pause in typing) and a status filter. */
export function ProjectFilters({ value, onChange }: ProjectFiltersProps) {
  // Starts from the URL; 'Clear filters' remounts this component (a new key) to empty it.
  const [search, setSearch] = useState(value.search ?? '');

  useEffect(() => {
    if (search === (value.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...value, search }), 250);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <SearchField
        size="small"
        placeholder="Search projects"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search projects', maxLength: 100 },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={value.status ?? ''}
        onChange={(event) => onChange({ ...value, status: (event.target.value || undefined) as ProjectStatus | undefined })}
        sx={{ flex: '1 1 140px', maxWidth: { sm: 180 } }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {PROJECT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
