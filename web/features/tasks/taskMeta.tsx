import { Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import DragHandleRounded from '@mui/icons-material/DragHandleRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import KeyboardDoubleArrowUpRounded from '@mui/icons-material/KeyboardDoubleArrowUpRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { avatarColor, contrastText } from '../../../domain/color/color';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority } from '../../../domain/tasks/taskRules';
import { Initials } from '../../app/components/UserAvatar';
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

export { PRIORITY_RANK } from '../../../domain/tasks/taskRules';
export const PRIORITY_COLORS: Record<TaskPriority, string> = Object.fromEntries(
  TASK_PRIORITIES.map((p) => [p, PRIORITY_LOOK[p].color]),
) as Record<TaskPriority, string>;
export const TYPE_COLORS: Record<TaskType, string> = { Task: TYPE_LOOK.Task.color, Bug: TYPE_LOOK.Bug.color };

/** The type as a small coloured icon, named for screen readers (and a tooltip when `withTooltip`). */
export function TypeIcon({ type, size = 18, withTooltip }: { type: Task['type']; size?: number; withTooltip?: boolean }) {
  const { icon: Icon, color } = TYPE_LOOK[type];
  // Inline style, not sx: these icons render on every card and row.
  const icon = <Icon role="img" aria-hidden={false} aria-label={type} style={{ fontSize: size, color, flexShrink: 0, display: 'block' }} />;
  return withTooltip ? <Tooltip title={type}>{icon}</Tooltip> : icon;
}

export function PriorityIcon({ priority, size = 18, withTooltip }: { priority: TaskPriority; size?: number; withTooltip?: boolean }) {
  const { icon: Icon, color } = PRIORITY_LOOK[priority];
  const label = `Priority: ${priority}`;
  const icon = <Icon role="img" aria-hidden={false} aria-label={label} style={{ fontSize: size, color, flexShrink: 0, display: 'block' }} />;
  return withTooltip ? <Tooltip title={label}>{icon}</Tooltip> : icon;
}

/** A status or epic colour as a dot in front of its name. */
export function ColorDot({ color, size = 8 }: { color: string; size?: number }) {
  return <span aria-hidden style={{ width: size, height: size, borderRadius: '50%', backgroundColor: color, flexShrink: 0, display: 'inline-block' }} />;
}

/** The avatar (initials on the person's colour) as a plain element, for lists that show many. Decorative. */
export function MiniAvatar({ name, size = 22 }: { name: string; size?: number }) {
  const background = avatarColor(name);
  return (
    <span
      aria-hidden
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundColor: background,
        color: contrastText(background),
        fontSize: Math.round(size * 0.4),
        fontWeight: 600,
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <Initials name={name} />
    </span>
  );
}

const Badge = styled('span')(({ theme }) => ({
  minWidth: 22,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.secondary,
  fontSize: 12,
  fontWeight: 600,
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
}));

/** Story points as a small rounded count; nothing when the task has none. */
export function PointsBadge({ points }: { points: number | null }) {
  if (points === null) return null;
  return (
    <Badge role="img" aria-label={`${points} story points`} title={`${points} story points`}>
      {points}
    </Badge>
  );
}
