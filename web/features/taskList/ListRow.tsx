import { memo, type CSSProperties } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import type { TaskUpdateBody } from '../../../domain/tasks/tasks';
import { UserAvatar } from '../../app/components/UserAvatar';
import { formatDate, formatRelative } from '../../app/format';
import { FieldSelect, type FieldOption, UNASSIGNED } from '../tasks/FieldSelect';
import { PointsBadge, TypeIcon } from '../tasks/taskMeta';
import type { Task } from '../tasks/types';

export type ListColumn = 'key' | 'title' | 'status' | 'assignee' | 'priority' | 'points' | 'due' | 'updated';

export interface RowOptions {
  status: FieldOption[];
  priority: FieldOption[];
  assignee: FieldOption[];
}

interface ListRowProps {
  task: Task;
  index: number;
  columns: ListColumn[];
  template: string;
  options: RowOptions;
  editable: boolean;
  assigneeName: string | null;
  compact: boolean;
  style: CSSProperties;
  onOpen: (taskId: string) => void;
  onChange: (taskId: string, changes: TaskUpdateBody) => void;
}

const cell = { minWidth: 0, display: 'flex', alignItems: 'center', overflow: 'hidden' } as const;

/** One task as a table row: status, priority and assignee change in place; anything else opens the task. */
export const ListRow = memo(function ListRow({ task, index, columns, template, options, editable, assigneeName, compact, style, onOpen, onChange }: ListRowProps) {
  const render = (column: ListColumn) => {
    switch (column) {
      case 'key':
        return (
          <Box sx={{ ...cell, gap: 0.75 }}>
            <TypeIcon type={task.type} size={16} withTooltip />
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {task.key}
            </Typography>
          </Box>
        );
      case 'title':
        return (
          <Box sx={{ ...cell, flexDirection: compact ? 'column' : 'row', alignItems: compact ? 'flex-start' : 'center', justifyContent: compact ? 'center' : 'flex-start' }}>
            {compact && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <TypeIcon type={task.type} size={14} />
                <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {task.key}
                </Typography>
              </Box>
            )}
            <Typography
              component="button"
              type="button"
              variant="body2"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(task._id);
              }}
              aria-label={`Open ${task.key} ${task.title}`}
              sx={{ all: 'unset', fontSize: 14, fontFamily: 'inherit', cursor: 'pointer', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500, '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
            >
              {task.title}
            </Typography>
          </Box>
        );
      case 'status':
        return (
          <Box sx={cell} onClick={(event) => event.stopPropagation()}>
            <FieldSelect look="inline" label={`Status of ${task.key}`} value={task.status} options={options.status} disabled={!editable} onChange={(status) => onChange(task._id, { status })} sx={{ width: '100%' }} />
          </Box>
        );
      case 'assignee':
        if (compact) {
          return (
            <Box sx={{ ...cell, justifyContent: 'center' }}>
              {assigneeName ? (
                <Tooltip title={assigneeName}>
                  <span role="img" aria-label={`Assignee: ${assigneeName}`}>
                    <UserAvatar name={assigneeName} size={24} />
                  </span>
                </Tooltip>
              ) : (
                <PersonOutlineRounded aria-label="Unassigned" sx={{ color: 'text.disabled' }} />
              )}
            </Box>
          );
        }
        return (
          <Box sx={cell} onClick={(event) => event.stopPropagation()}>
            <FieldSelect look="inline" label={`Assignee of ${task.key}`} value={task.assignee ?? UNASSIGNED} options={options.assignee} disabled={!editable} onChange={(assignee) => onChange(task._id, { assignee: assignee || null })} sx={{ width: '100%' }} />
          </Box>
        );
      case 'priority':
        return (
          <Box sx={cell} onClick={(event) => event.stopPropagation()}>
            <FieldSelect look="inline" label={`Priority of ${task.key}`} value={task.priority} options={options.priority} disabled={!editable} onChange={(priority) => onChange(task._id, { priority: priority as Task['priority'] })} sx={{ width: '100%' }} />
          </Box>
        );
      case 'points':
        return (
          <Box sx={{ ...cell, justifyContent: 'flex-end', pr: 1 }}>
            <PointsBadge points={task.storyPoints} />
          </Box>
        );
      case 'due':
        return (
          <Typography variant="body2" sx={{ ...cell, color: task.dueDate ? 'text.primary' : 'text.disabled' }}>
            {task.dueDate ? formatDate(`${task.dueDate}T12:00:00`) : '–'}
          </Typography>
        );
      case 'updated':
        return (
          <Typography variant="body2" sx={{ ...cell, color: 'text.secondary' }} title={task.updatedAt}>
            {formatRelative(task.updatedAt)}
          </Typography>
        );
    }
  };
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      onClick={() => onOpen(task._id)}
      style={style}
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
        '&:hover .MuiSelect-icon': { opacity: 1 },
      }}
    >
      {columns.map((column) => (
        <Box role="cell" key={column} sx={{ minWidth: 0 }}>
          {render(column)}
        </Box>
      ))}
    </Box>
  );
});
