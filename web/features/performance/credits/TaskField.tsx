import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';
import { useProjects } from '../../projects/api';
import type { TaskOption } from './creditForm';

interface TaskFieldProps {
  projectId: string;
  task: TaskOption | null;
  onChange: (projectId: string, task: TaskOption | null) => void;
  error?: string;
}

const taskLabel = (task: TaskOption) => (task.key ? `${task.key} · ${task.title}` : task.title);

/** The optional task a credit is for: a project, then one of its tasks found by key or title. */
export function TaskField({ projectId, task, onChange, error }: TaskFieldProps) {
  const projects = useProjects();
  // The same query (and cache) as the project's List tab.
  const tasks = useQuery({
    queryKey: queryKeys.taskList(projectId),
    queryFn: () => apiData('GET /api/task/list', { query: { projectId } }),
    enabled: Boolean(projectId),
  });
  const options: TaskOption[] = (tasks.data ?? []).map(({ _id, key, title, projectId: taskProject }) => ({ _id, key, title, projectId: taskProject }));
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        label="Project"
        value={projectId}
        onChange={(event) => onChange(event.target.value, null)}
        sx={{ flex: '1 1 160px', minWidth: 0 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">No task</MenuItem>
        {(projects.data ?? []).map((project) => (
          <MenuItem key={project._id} value={project._id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        sx={{ flex: '2 1 220px', minWidth: 0 }}
        disabled={!projectId}
        options={options}
        value={task}
        loading={tasks.isLoading && Boolean(projectId)}
        onChange={(_event, picked) => onChange(projectId, picked)}
        getOptionLabel={taskLabel}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        noOptionsText="No task matches"
        renderInput={(params) => (
          <TextField {...params} label="Task (optional)" placeholder={projectId ? 'Search by key or title' : 'Choose a project first'} error={Boolean(error)} helperText={error} />
        )}
      />
    </Box>
  );
}
