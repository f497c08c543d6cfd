import { memo, useState, type KeyboardEventHandler, type MouseEventHandler, type TouchEventHandler } from 'react';
import { Box, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import { useDraggable } from '@dnd-kit/core';
import { UserAvatar } from '../../app/components/UserAvatar';
import { ColorDot, PointsBadge, PriorityIcon, TypeIcon } from '../tasks/taskMeta';
import type { EpicOption, StatusOption, Task } from '../tasks/types';
import { useSectionDrop } from './useBacklogDnd';

export interface MoveTarget {
  id: string;
  name: string;
}

interface BacklogRowProps {
  task: Task;
  sectionId: string;
  status: StatusOption | undefined;
  epic: EpicOption | undefined;
  assigneeName: string | null;
  editable: boolean;
  highlighted: boolean;
  moveTargets: MoveTarget[];
  onOpen: (taskId: string) => void;
  onMove: (taskId: string, fromSection: string, toSection: string) => void;
}

/** A task in a sprint or the backlog: drag it (or use its menu) to plan it elsewhere; click to open it. */
export const BacklogRow = memo(function BacklogRow({ task, sectionId, status, epic, assigneeName, editable, highlighted, moveTargets, onOpen, onMove }: BacklogRowProps) {
  const drag = useDraggable({ id: task._id, data: { section: sectionId }, disabled: !editable });
  const drop = useSectionDrop(`row:${task._id}`, sectionId, !editable);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const listeners = drag.listeners ?? {};
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      onClick={() => onOpen(task._id)}
      onMouseDown={listeners.onMouseDown as MouseEventHandler | undefined}
      onTouchStart={listeners.onTouchStart as TouchEventHandler | undefined}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 44,
        px: 1,
        border: 1,
        borderTop: 0,
        borderColor: 'divider',
        cursor: 'pointer',
        bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        opacity: drag.isDragging ? 0.4 : 1,
        '&:hover': { bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.08) : 'action.hover' },
        '&:hover .row-handle': { opacity: 1 },
      })}
    >
      {editable && (
        <Box
          component="button"
          type="button"
          ref={drag.setActivatorNodeRef}
          className="row-handle"
          {...drag.attributes}
          onKeyDown={listeners.onKeyDown as KeyboardEventHandler | undefined}
          onClick={(event) => event.stopPropagation()}
          aria-label={`Move ${task.key} to another sprint`}
          sx={{
            all: 'unset',
            width: 20,
            height: 28,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            color: 'text.secondary',
            cursor: 'grab',
            opacity: { xs: 1, md: 0.4 },
            '&:focus-visible': { opacity: 1, outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <DragIndicatorRounded sx={{ fontSize: 18 }} />
        </Box>
      )}
      <TypeIcon type={task.type} size={16} withTooltip />
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {task.key}
      </Typography>
      <Typography
        component="button"
        type="button"
        variant="body2"
        aria-label={`Open ${task.key} ${task.title}`}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(task._id);
        }}
        sx={{ all: 'unset', fontSize: 14, fontFamily: 'inherit', flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '&:focus-visible': { textDecoration: 'underline' } }}
      >
        {task.title}
      </Typography>
      <Box sx={{ width: 150, display: { xs: 'none', md: 'flex' }, justifyContent: 'flex-end', flexShrink: 0 }}>
        {epic && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 0.75, borderRadius: 1, fontSize: 11, fontWeight: 600, bgcolor: alpha(epic.color, 0.14), maxWidth: '100%', whiteSpace: 'nowrap' }}>
            <ColorDot color={epic.color} size={6} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {epic.name}
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ width: 112, display: { xs: 'none', sm: 'flex' }, justifyContent: 'flex-start', flexShrink: 0 }}>
        {status && (
          <Box
            component="span"
            sx={{ display: 'inline-block', px: 0.75, py: 0.25, borderRadius: 1, fontSize: 11, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.03em', bgcolor: alpha(status.color, 0.16), whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}
          >
            {status.name}
          </Box>
        )}
      </Box>
      <Box sx={{ width: 28, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
        <PointsBadge points={task.storyPoints} />
      </Box>
      <Box sx={{ width: 18, display: { xs: 'none', sm: 'block' } }}>{task.priority !== 'None' && <PriorityIcon priority={task.priority} size={18} withTooltip />}</Box>
      {assigneeName ? (
        <Tooltip title={assigneeName}>
          <span role="img" aria-label={`Assignee: ${assigneeName}`}>
            <UserAvatar name={assigneeName} size={24} />
          </span>
        </Tooltip>
      ) : (
        <Box role="img" aria-label="Unassigned" sx={{ width: 24, height: 24, borderRadius: '50%', border: '1.5px dashed', borderColor: 'text.disabled', flexShrink: 0 }} />
      )}
      {editable && (
        <>
          <IconButton
            size="small"
            aria-label={`Actions for ${task.key}`}
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              setMenu(event.currentTarget);
            }}
          >
            <MoreHorizRounded fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)} onClick={(event) => event.stopPropagation()}>
            {moveTargets.map((target) => (
              <MenuItem
                key={target.id}
                onClick={() => {
                  setMenu(null);
                  onMove(task._id, sectionId, target.id);
                }}
              >
                <ListItemText primary={`Move to ${target.name}`} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
});
