import { memo, type CSSProperties } from 'react';
import { styled } from '@mui/material/styles';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import type { TaskUpdateBody } from '../../../domain/tasks/tasks';
import { formatDate, formatRelative } from '../../app/format';
import { UNASSIGNED, type FieldOption } from '../tasks/FieldSelect';
import { FieldMenuButton } from '../tasks/FieldMenuButton';
import { MiniAvatar, PointsBadge, TypeIcon } from '../tasks/taskMeta';
import type { TaskCard } from '../tasks/types';

export type ListColumn = 'key' | 'title' | 'status' | 'assignee' | 'priority' | 'points' | 'due' | 'updated';

export interface RowOptions {
  status: FieldOption[];
  priority: FieldOption[];
  assignee: FieldOption[];
}

interface ListRowProps {
  task: TaskCard;
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

/** One styled row with class-named cells: a long list renders many rows, each must be cheap. */
const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  borderBottom: `1px solid ${theme.palette.divider}`,
  cursor: 'pointer',
  fontSize: 14,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '& .cell': { minWidth: 0, display: 'flex', alignItems: 'center', overflow: 'hidden', gap: 6 },
  '& .key': { fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  '& .stack': { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 0 },
  '& .small-key': { display: 'flex', alignItems: 'center', gap: 4, fontSize: 12 },
  '& .title': {
    all: 'unset',
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    cursor: 'pointer',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
  '& .muted': { color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  // An empty value is information, not a disabled control: secondary text, readable at 4.5:1.
  '& .none': { color: theme.palette.text.secondary },
  '& .end': { justifyContent: 'flex-end', paddingRight: 8 },
  '& .center': { justifyContent: 'center' },
}));

/** One task as a table row: status, priority and assignee change in place; anything else opens the task. */
export const ListRow = memo(function ListRow({ task, index, columns, template, options, editable, assigneeName, compact, style, onOpen, onChange }: ListRowProps) {
  const render = (column: ListColumn) => {
    switch (column) {
      case 'key':
        return (
          <div className="cell">
            <TypeIcon type={task.type} size={16} />
            <span className="key">{task.key}</span>
          </div>
        );
      case 'title':
        return (
          <div className={compact ? 'cell stack' : 'cell'}>
            {compact && (
              <span className="small-key key">
                <TypeIcon type={task.type} size={14} />
                {task.key}
              </span>
            )}
            <button
              type="button"
              className="title"
              aria-label={`Open ${task.key} ${task.title}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(task._id);
              }}
            >
              {task.title}
            </button>
          </div>
        );
      case 'status':
        return <FieldMenuButton label={`Status of ${task.key}`} value={task.status} options={options.status} editable={editable} onChange={(status) => onChange(task._id, { status })} />;
      case 'assignee':
        if (compact) {
          return (
            <div className="cell center" role="img" aria-label={assigneeName ? `Assignee: ${assigneeName}` : 'Unassigned'} title={assigneeName ?? 'Unassigned'}>
              {assigneeName ? <MiniAvatar name={assigneeName} size={24} /> : <PersonOutlineRounded className="none" aria-hidden />}
            </div>
          );
        }
        return (
          <FieldMenuButton
            label={`Assignee of ${task.key}`}
            value={task.assignee ?? UNASSIGNED}
            options={options.assignee}
            editable={editable}
            onChange={(assignee) => onChange(task._id, { assignee: assignee || null })}
          />
        );
      case 'priority':
        return (
          <FieldMenuButton
            label={`Priority of ${task.key}`}
            value={task.priority}
            options={options.priority}
            editable={editable}
            onChange={(priority) => onChange(task._id, { priority: priority as TaskCard['priority'] })}
          />
        );
      case 'points':
        return (
          <div className="cell end">
            <PointsBadge points={task.storyPoints} />
          </div>
        );
      case 'due':
        return <div className={task.dueDate ? 'cell' : 'cell none'}>{task.dueDate ? formatDate(`${task.dueDate}T12:00:00`) : '–'}</div>;
      case 'updated':
        return (
          <div className="cell muted" title={task.updatedAt}>
            {formatRelative(task.updatedAt)}
          </div>
        );
    }
  };
  return (
    <Row role="row" aria-rowindex={index + 2} onClick={() => onOpen(task._id)} style={{ ...style, gridTemplateColumns: template }}>
      {columns.map((column) => (
        <div role="cell" key={column} style={{ minWidth: 0 }}>
          {render(column)}
        </div>
      ))}
    </Row>
  );
});
