import { Box, Tooltip } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import DragHandleRounded from '@mui/icons-material/DragHandleRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import KeyboardDoubleArrowUpRounded from '@mui/icons-material/KeyboardDoubleArrowUpRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority } from '../../../domain/tasks/tasks';
import type { Task } from './types';

export type TaskType = (typeof TASK_TYPES)[number];

const TYPE_LOOK: Record<TaskType, { icon: SvgIconComponent; color: string }> = {
  Task: { icon: CheckBoxRounded, color: '#4263EB' },
  Bug: { icon: BugReportRounded, color: '#E03131' },
};

const PRIORITY_LOOK: Record<TaskPriority, { icon: SvgIconComponent; color: string }> = {
  Critical: { icon: KeyboardDoubleArrowUpRounded, color: '#E03131' },
  High: { icon: KeyboardArrowUpRounded, color: '#F76707' },
  Medium: { icon: DragHandleRounded, color: '#F59F00' },
  Low: { icon: KeyboardArrowDownRounded, color: '#4263EB' },
  None: { icon: RemoveRounded, color: '#868E96' },
};

/** Most urgent first, for sorting: Critical, High, Medium, Low, None. */
export const PRIORITY_RANK: Record<TaskPriority, number> = { Critical: 0, High: 1, Medium: 2, Low: 3, None: 4 };
export const PRIORITY_COLORS: Record<TaskPriority, string> = Object.fromEntries(
  TASK_PRIORITIES.map((p) => [p, PRIORITY_LOOK[p].color]),
) as Record<TaskPriority, string>;
export const TYPE_COLORS: Record<TaskType, string> = { Task: TYPE_LOOK.Task.color, Bug: TYPE_LOOK.Bug.color };

/** The type as a small coloured icon, named for screen readers (and a tooltip when `withTooltip`). */
export function TypeIcon({ type, size = 18, withTooltip }: { type: Task['type']; size?: number; withTooltip?: boolean }) {
  const { icon: Icon, color } = TYPE_LOOK[type];
  const icon = <Icon role="img" aria-hidden={false} aria-label={type} sx={{ fontSize: size, color, flexShrink: 0, display: 'block' }} />;
  return withTooltip ? <Tooltip title={type}>{icon}</Tooltip> : icon;
}

export function PriorityIcon({ priority, size = 18, withTooltip }: { priority: TaskPriority; size?: number; withTooltip?: boolean }) {
  const { icon: Icon, color } = PRIORITY_LOOK[priority];
  const label = `Priority: ${priority}`;
  const icon = <Icon role="img" aria-hidden={false} aria-label={label} sx={{ fontSize: size, color, flexShrink: 0, display: 'block' }} />;
  return withTooltip ? <Tooltip title={label}>{icon}</Tooltip> : icon;
}

/** A status or epic colour as a dot in front of its name. */
export function ColorDot({ color, size = 8 }: { color: string; size?: number }) {
  return <Box component="span" aria-hidden sx={{ width: size, height: size, borderRadius: '50%', bgcolor: color, flexShrink: 0, display: 'inline-block' }} />;
}

/** Story points as a small rounded count; nothing when the task has none. */
export function PointsBadge({ points }: { points: number | null }) {
  if (points === null) return null;
  return (
    <Box
      component="span"
      aria-label={`${points} story points`}
      title={`${points} story points`}
      sx={{
        minWidth: 22,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'action.selected',
        color: 'text.secondary',
        fontSize: 12,
        fontWeight: 600,
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {points}
    </Box>
  );
}
