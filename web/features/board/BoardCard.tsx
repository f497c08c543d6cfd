import { memo, type CSSProperties, type KeyboardEventHandler, type MouseEventHandler, type ReactNode, type TouchEventHandler } from 'react';
import { alpha, styled } from '@mui/material/styles';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { avatarColor, contrastText, initials } from '../../../domain/color/color';
import { PriorityIcon, TypeIcon } from '../tasks/taskMeta';
import type { EpicOption, TaskCard } from '../tasks/types';

export interface BoardCardProps {
  task: TaskCard;
  epic: EpicOption | undefined;
  assigneeName: string | null;
  done: boolean;
  onOpen: (taskId: string) => void;
}

interface CardViewProps extends BoardCardProps {
  handle?: ReactNode;
  state?: 'placeholder' | 'overlay';
}

/**
 * One styled root with class-named parts: a board renders hundreds of cards, and
 * per-element `sx` would compute styles for each of them on every render.
 */
const CardRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  padding: 10,
  cursor: 'pointer',
  userSelect: 'none',
  transition: theme.transitions.create(['box-shadow', 'border-color'], { duration: 120 }),
  '&:hover': { borderColor: alpha(theme.palette.text.primary, 0.24), boxShadow: theme.shadows[1] },
  '&:hover .card-handle, &:focus-within .card-handle': { opacity: 1 },
  '&:focus-within': { borderColor: theme.palette.primary.main },
  '&[data-state="placeholder"]': { opacity: 0.4, borderStyle: 'dashed', boxShadow: 'none' },
  '&[data-state="overlay"]': { boxShadow: theme.shadows[8], borderColor: theme.palette.primary.main, cursor: 'grabbing', transform: 'rotate(1.5deg)' },
  '& .card-title': {
    all: 'unset',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: 1.4,
    marginBottom: 8,
    cursor: 'pointer',
    color: theme.palette.text.primary,
    '&:focus-visible': { textDecoration: 'underline' },
  },
  '&[data-handle] .card-title': { paddingRight: 20 },
  '& .card-epic': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    maxWidth: '100%',
    marginBottom: 8,
    padding: '1px 6px',
    borderRadius: 4,
    fontSize: 11,
    fontWeight: 600,
    color: theme.palette.text.primary,
    '& > span:last-of-type': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  '& .card-dot': { width: 6, height: 6, borderRadius: '50%', flexShrink: 0 },
  '& .card-meta': { display: 'flex', alignItems: 'center', gap: 6, minHeight: 24 },
  '& .card-key': { fontSize: 12, fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  '& .card-key[data-done]': { textDecoration: 'line-through' },
  '& .card-spacer': { flex: 1 },
  '& .card-points': {
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
  },
  '& .card-avatar': {
    width: 22,
    height: 22,
    borderRadius: '50%',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    fontSize: 9,
    fontWeight: 600,
  },
  '& .card-avatar[data-empty]': { border: `1.5px dashed ${theme.palette.text.disabled}` },
  '& .card-handle': {
    all: 'unset',
    position: 'absolute',
    top: 6,
    right: 4,
    width: 24,
    height: 28,
    borderRadius: 4,
    display: 'grid',
    placeItems: 'center',
    color: theme.palette.text.secondary,
    cursor: 'grab',
    opacity: 0.45,
    [theme.breakpoints.down('md')]: { opacity: 1 },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.palette.primary.main}` },
  },
}));

/** What a card shows: title, key, type, priority, epic, points and the assignee. */
function CardView({ task, epic, assigneeName, done, onOpen, handle, state }: CardViewProps) {
  const color = assigneeName ? avatarColor(assigneeName) : undefined;
  return (
    <CardRoot onClick={() => onOpen(task._id)} data-task-card={task._id} data-state={state} data-handle={handle ? '' : undefined}>
      <button type="button" className="card-title" aria-label={`Open ${task.key} ${task.title}`}>
        {task.title}
      </button>
      {epic && (
        <span className="card-epic" style={{ backgroundColor: alpha(epic.color, 0.14) }}>
          <span className="card-dot" aria-hidden style={{ backgroundColor: epic.color }} />
          <span>{epic.name}</span>
        </span>
      )}
      <div className="card-meta">
        <TypeIcon type={task.type} size={16} />
        <span className="card-key" data-done={done ? '' : undefined}>
          {task.key}
        </span>
        <span className="card-spacer" />
        {task.storyPoints !== null && (
          <span className="card-points" role="img" aria-label={`${task.storyPoints} story points`} title={`${task.storyPoints} story points`}>
            {task.storyPoints}
          </span>
        )}
        {task.priority !== 'None' && <PriorityIcon priority={task.priority} size={18} />}
        {assigneeName ? (
          <span className="card-avatar" role="img" aria-label={`Assignee: ${assigneeName}`} title={assigneeName} style={{ backgroundColor: color, color: contrastText(color!) }}>
            {initials(assigneeName)}
          </span>
        ) : (
          <span className="card-avatar" role="img" aria-label="Unassigned" title="Unassigned" data-empty="" />
        )}
      </div>
      {handle}
    </CardRoot>
  );
}

/** A card for someone who may not move tasks: no drag handle, just open on click. */
export const StaticBoardCard = memo(function StaticBoardCard(props: BoardCardProps) {
  return <CardView {...props} />;
});

/** The picture that follows the pointer (or keys) while a card is moved. */
export function OverlayBoardCard(props: BoardCardProps) {
  return (
    <CardView
      {...props}
      state="overlay"
      handle={
        <span className="card-handle" aria-hidden>
          <DragIndicatorRounded sx={{ fontSize: 18 }} />
        </span>
      }
    />
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
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="card-handle"
      {...attributes}
      onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
      onClick={(event) => event.stopPropagation()}
      aria-label={`Move ${props.task.key}`}
    >
      <DragIndicatorRounded sx={{ fontSize: 18 }} />
    </button>
  );
  return (
    <div ref={setNodeRef} style={style} onMouseDown={listeners?.onMouseDown as MouseEventHandler | undefined} onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}>
      <CardView {...props} handle={handle} state={isDragging ? 'placeholder' : undefined} />
    </div>
  );
});
