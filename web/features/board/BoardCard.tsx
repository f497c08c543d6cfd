import { memo, type CSSProperties, type KeyboardEventHandler, type MouseEventHandler, type ReactNode, type TouchEventHandler } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { UserAvatar } from '../../app/components/UserAvatar';
import { ColorDot, PointsBadge, PriorityIcon, TypeIcon } from '../tasks/taskMeta';
import type { EpicOption, Task } from '../tasks/types';

export interface BoardCardProps {
  task: Task;
  epic: EpicOption | undefined;
  assigneeName: string | null;
  done: boolean;
  onOpen: (taskId: string) => void;
}

interface CardViewProps extends BoardCardProps {
  handle?: ReactNode;
  state?: 'placeholder' | 'overlay';
}

/** What a card shows: title, key, type, priority, epic, points and the assignee. No hooks: cheap to render. */
function CardView({ task, epic, assigneeName, done, onOpen, handle, state }: CardViewProps) {
  const label = `${task.key} ${task.title}`;
  return (
    <Box
      onClick={() => onOpen(task._id)}
      data-task-card={task._id}
      sx={(theme) => ({
        position: 'relative',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 1.25,
        cursor: 'pointer',
        userSelect: 'none',
        transition: theme.transitions.create(['box-shadow', 'border-color'], { duration: 120 }),
        '&:hover': { borderColor: alpha(theme.palette.text.primary, 0.24), boxShadow: theme.shadows[1] },
        '&:hover .card-handle, &:focus-within .card-handle': { opacity: 1 },
        '&:focus-within': { borderColor: 'primary.main' },
        ...(state === 'placeholder' && { opacity: 0.4, borderStyle: 'dashed', boxShadow: 'none' }),
        ...(state === 'overlay' && { boxShadow: theme.shadows[8], borderColor: 'primary.main', cursor: 'grabbing', transform: 'rotate(1.5deg)' }),
      })}
    >
      <Typography
        component="button"
        type="button"
        aria-label={`Open ${label}`}
        variant="body2"
        sx={{
          all: 'unset',
          fontSize: 14,
          fontFamily: 'inherit',
          pr: handle ? 2.5 : 0,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          fontWeight: 500,
          lineHeight: 1.4,
          mb: 1,
          cursor: 'pointer',
          '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
        }}
      >
        {task.title}
      </Typography>
      {epic && (
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            maxWidth: '100%',
            mb: 1,
            px: 0.75,
            py: 0.125,
            borderRadius: 1,
            fontSize: 11,
            fontWeight: 600,
            bgcolor: alpha(epic.color, 0.14),
            color: 'text.primary',
          }}
        >
          <ColorDot color={epic.color} size={6} />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {epic.name}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
        <TypeIcon type={task.type} size={16} />
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', fontWeight: 600, textDecoration: done ? 'line-through' : 'none', whiteSpace: 'nowrap' }}
        >
          {task.key}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <PointsBadge points={task.storyPoints} />
        {task.priority !== 'None' && <PriorityIcon priority={task.priority} size={18} />}
        {assigneeName ? (
          <Tooltip title={assigneeName}>
            <span role="img" aria-label={`Assignee: ${assigneeName}`}>
              <UserAvatar name={assigneeName} size={22} />
            </span>
          </Tooltip>
        ) : (
          <Box
            role="img"
            aria-label="Unassigned"
            sx={{ width: 22, height: 22, borderRadius: '50%', border: '1.5px dashed', borderColor: 'text.disabled', flexShrink: 0 }}
          />
        )}
      </Box>
      {handle}
    </Box>
  );
}

/** A card for someone who may not move tasks: no drag handle, just open on click. */
export const StaticBoardCard = memo(function StaticBoardCard(props: BoardCardProps) {
  return <CardView {...props} />;
});

/** The picture that follows the pointer (or keys) while a card is moved. */
export function OverlayBoardCard(props: BoardCardProps) {
  return <CardView {...props} state="overlay" handle={<HandleIcon />} />;
}

function HandleIcon() {
  return (
    <Box className="card-handle" sx={{ position: 'absolute', top: 6, right: 4, color: 'text.secondary', display: 'grid', placeItems: 'center', width: 24, height: 28 }}>
      <DragIndicatorRounded sx={{ fontSize: 18 }} />
    </Box>
  );
}

/**
 * A card that can be dragged: with the pointer anywhere on it (mouse, or touch after a
 * short press), or with the keyboard from its handle (Space, arrows, Space).
 */
export const SortableBoardCard = memo(function SortableBoardCard(props: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.task._id,
    data: { type: 'task', status: props.task.status },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, touchAction: 'manipulation' };
  const handle = (
    <Box
      component="button"
      type="button"
      ref={setActivatorNodeRef}
      className="card-handle"
      {...attributes}
      onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
      onClick={(event) => event.stopPropagation()}
      aria-label={`Move ${props.task.key}`}
      sx={{
        all: 'unset',
        position: 'absolute',
        top: 6,
        right: 4,
        width: 24,
        height: 28,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        cursor: 'grab',
        opacity: { xs: 1, md: 0.45 },
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { opacity: 1, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <DragIndicatorRounded sx={{ fontSize: 18 }} />
    </Box>
  );
  return (
    <div ref={setNodeRef} style={style} onMouseDown={listeners?.onMouseDown as MouseEventHandler | undefined} onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}>
      <CardView {...props} handle={handle} state={isDragging ? 'placeholder' : undefined} />
    </div>
  );
});
