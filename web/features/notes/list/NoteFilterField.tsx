import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useProjects } from '../../projects/api';
import type { NoteFilter } from '../api';

const PROJECT_PREFIX = 'project:';

function valueOf(filter: NoteFilter): string {
  return filter.scope === 'project' ? `${PROJECT_PREFIX}${filter.projectId}` : filter.scope;
}

function filterOf(value: string): NoteFilter {
  if (value.startsWith(PROJECT_PREFIX)) return { scope: 'project', projectId: value.slice(PROJECT_PREFIX.length) };
  return { scope: value as NoteFilter['scope'] };
}

/** Which notes the list shows: all, mine, shared with me, or those of one project the caller can open. */
export function NoteFilterField({ value, onChange }: { value: Omit<NoteFilter, 'search'>; onChange: (filter: NoteFilter) => void }) {
  const projects = useProjects();
  const list = projects.data ?? [];
  // A project picked before the list loaded (or one no longer open to the caller) still needs its option.
  const known = value.scope !== 'project' || list.some((project) => project._id === value.projectId);
  return (
    <TextField select size="small" fullWidth label="Show" value={known ? valueOf(value) : 'all'} onChange={(event) => onChange(filterOf(event.target.value))}>
      <MenuItem value="all">All notes</MenuItem>
      <MenuItem value="mine">My notes</MenuItem>
      <MenuItem value="shared">Shared with me</MenuItem>
      {list.length > 0 && <ListSubheader>Projects</ListSubheader>}
      {list.map((project) => (
        <MenuItem key={project._id} value={`${PROJECT_PREFIX}${project._id}`}>
          {project.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The project a filter names, for the create button and the empty state. */
export function useFilterProject(filter: Omit<NoteFilter, 'search'>) {
  const projects = useProjects();
  return filter.scope === 'project' ? projects.data?.find((project) => project._id === filter.projectId) : undefined;
}
