import { useState, type ReactNode } from 'react';
import { Box, InputBase, MenuItem, Select, Typography } from '@mui/material';
import type { TaskUpdateBody } from '../../../../domain/tasks/tasks';
import { formatDateTime } from '../../../app/format';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { assigneeOptions, epicOptions, FieldSelect, priorityOptions, statusOptions, typeOptions, UNASSIGNED } from '../FieldSelect';
import type { People } from '../usePeople';
import type { EpicOption, Sprint, StatusOption, Task } from '../types';

interface TaskFieldsProps {
  task: Task;
  editable: boolean;
  statuses: StatusOption[];
  epics: EpicOption[];
  sprints: Sprint[];
  people: People;
  onChange: (changes: TaskUpdateBody) => void;
}

function Row({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', alignItems: 'center', minHeight: 36, gap: 1 }}>
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

const inlineInput = { px: 1, py: 0.25, borderRadius: 1, fontSize: 14, '&:hover:not(.Mui-disabled)': { bgcolor: 'action.hover' }, '&.Mui-focused': { boxShadow: (t: { palette: { primary: { main: string } } }) => `0 0 0 2px ${t.palette.primary.main}` } };

/** Story points: typed, saved on Enter or when leaving the field; empty clears them. */
function PointsInput({ value, editable, onSave }: { value: number | null; editable: boolean; onSave: (points: number | null) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const trimmed = draft.trim();
    setDraft(null);
    const next = trimmed === '' ? null : Number(trimmed);
    if (next !== null && (!Number.isInteger(next) || next < 0 || next > 1000)) return;
    if (next !== value) onSave(next);
  };
  return (
    <InputBase
      value={draft ?? (value === null ? '' : String(value))}
      placeholder={editable ? 'None' : '–'}
      disabled={!editable}
      onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, '').slice(0, 4))}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      inputProps={{ 'aria-label': 'Story points', inputMode: 'numeric' }}
      sx={[inlineInput, { width: '100%', '& .Mui-disabled': { WebkitTextFillColor: 'inherit' } }]}
    />
  );
}

/** The side column of the task panel: every field, edited in place. */
export function TaskFields({ task, editable, statuses, epics, sprints, people, onChange }: TaskFieldsProps) {
  const openSprints = sprints.filter((s) => s.status !== 'completed' || s._id === task.sprintId);
  const reporter = people.nameOf(task.reporter);
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Row label="Status">
        <FieldSelect look="inline" label="Status" value={task.status} options={statusOptions(statuses)} disabled={!editable} onChange={(status) => onChange({ status })} sx={{ width: '100%' }} />
      </Row>
      <Row label="Assignee">
        <FieldSelect
          look="inline"
          label="Assignee"
          value={task.assignee ?? UNASSIGNED}
          options={assigneeOptions(task.assignee && !people.assignable.some((p) => p._id === task.assignee) ? [...people.assignable, { _id: task.assignee, name: people.nameOf(task.assignee)! }] : people.assignable)}
          disabled={!editable}
          onChange={(assignee) => onChange({ assignee: assignee || null })}
          sx={{ width: '100%' }}
        />
      </Row>
      <Row label="Priority">
        <FieldSelect look="inline" label="Priority" value={task.priority} options={priorityOptions()} disabled={!editable} onChange={(priority) => onChange({ priority: priority as Task['priority'] })} sx={{ width: '100%' }} />
      </Row>
      <Row label="Type">
        <FieldSelect look="inline" label="Type" value={task.type} options={typeOptions()} disabled={!editable} onChange={(type) => onChange({ type: type as Task['type'] })} sx={{ width: '100%' }} />
      </Row>
      <Row label="Epic">
        <FieldSelect look="inline" label="Epic" value={task.epic ?? ''} options={epicOptions(epics)} disabled={!editable} onChange={(epic) => onChange({ epic: epic || null })} sx={{ width: '100%' }} />
      </Row>
      <Row label="Sprint" id="task-sprint-label">
        <Select
          variant="standard"
          disableUnderline
          size="small"
          value={task.sprintId ?? ''}
          displayEmpty
          disabled={!editable}
          onChange={(event) => onChange({ sprintId: event.target.value || null })}
          inputProps={{ 'aria-labelledby': 'task-sprint-label' }}
          sx={[inlineInput, { width: '100%', '& .MuiSelect-icon': { opacity: 0 }, '&:hover .MuiSelect-icon, &.Mui-focused .MuiSelect-icon': { opacity: 1 }, '&.Mui-disabled .MuiSelect-icon': { display: 'none' }, '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'inherit' } }]}
        >
          <MenuItem value="">Backlog</MenuItem>
          {openSprints.map((s) => (
            <MenuItem key={s._id} value={s._id} disabled={s.status === 'completed'}>
              {s.name}
              {s.status === 'active' ? ' (active)' : s.status === 'completed' ? ' (completed)' : ''}
            </MenuItem>
          ))}
        </Select>
      </Row>
      <Row label="Story points">
        <PointsInput key={task._id + String(task.storyPoints)} value={task.storyPoints} editable={editable} onSave={(storyPoints) => onChange({ storyPoints })} />
      </Row>
      <Row label="Due date">
        <InputBase
          type="date"
          value={task.dueDate ?? ''}
          disabled={!editable}
          onChange={(event) => onChange({ dueDate: event.target.value || null })}
          inputProps={{ 'aria-label': 'Due date' }}
          // No colorScheme of its own: it follows the app's theme (CssBaseline), so the picker icon is light in dark mode.
          sx={[inlineInput, { width: '100%', '& .Mui-disabled': { WebkitTextFillColor: 'inherit' } }]}
        />
      </Row>
      <Row label="Reporter">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
          {reporter && <UserAvatar name={reporter} size={22} />}
          <Typography variant="body2" noWrap>
            {reporter ?? 'Nobody'}
          </Typography>
        </Box>
      </Row>
      <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Created {formatDateTime(task.createdAt)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Updated {formatDateTime(task.updatedAt)}
        </Typography>
      </Box>
    </Box>
  );
}
