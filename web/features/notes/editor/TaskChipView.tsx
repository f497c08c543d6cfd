import { Box, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Link } from 'react-router';
import { projectSpacePath } from '../../projects/paths';
import { useChipTask } from './taskChipQueries';

/**
 * A task named in a note: its key, title and status (in the status's colour), linking to the
 * task. A key that names no task the reader can open shows as the key alone, struck through.
 */
export function TaskChipView({ node, selected }: ReactNodeViewProps) {
  const taskKey = String(node.attrs.taskKey ?? '');
  const { task, status, notFound } = useChipTask(taskKey);
  const outline = selected ? { outline: '2px solid', outlineColor: 'primary.main' } : {};

  if (notFound || !task) {
    return (
      <NodeViewWrapper as="span" className="task-chip" data-task-key={taskKey}>
        <Tooltip title={notFound ? 'Task not found' : ''}>
          <Box
            component="span"
            aria-label={notFound ? `${taskKey}: task not found` : taskKey}
            sx={{ fontFamily: 'monospace', fontSize: '0.9em', color: 'text.secondary', textDecoration: notFound ? 'line-through' : 'none', borderRadius: 1, ...outline }}
          >
            {taskKey}
          </Box>
        </Tooltip>
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper as="span" className="task-chip" data-task-key={taskKey}>
      <Box
        component={Link}
        className="task-chip-link"
        to={projectSpacePath(task.projectId, 'board', task._id)}
        contentEditable={false}
        title={`${task.key}: ${task.title}${status ? ` (${status.name})` : ''}`}
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'baseline',
          gap: 0.75,
          maxWidth: '100%',
          px: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: alpha(theme.palette.text.primary, 0.04),
          color: 'text.primary',
          textDecoration: 'none',
          verticalAlign: 'baseline',
          lineHeight: 1.5,
          '&:hover': { borderColor: 'primary.main' },
          ...outline,
        })}
      >
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.85em', color: 'text.secondary', flexShrink: 0 }}>
          {task.key}
        </Box>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 360 }}>
          {task.title}
        </Box>
        {status && (
          <Box
            component="span"
            sx={{ flexShrink: 0, fontSize: '0.75em', fontWeight: 600, px: 0.75, borderRadius: 1, color: 'text.primary', bgcolor: alpha(status.color, 0.22), border: 1, borderColor: alpha(status.color, 0.6) }}
          >
            {status.name}
          </Box>
        )}
      </Box>
    </NodeViewWrapper>
  );
}
