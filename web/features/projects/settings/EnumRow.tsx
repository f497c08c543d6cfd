import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ProjectEnum } from '../enumsApi';
import { CATEGORY_LABELS, colorName, taskCountLabel } from './enumLabels';

interface EnumRowProps {
  item: ProjectEnum;
  canEdit: boolean;
  /** Why it cannot be deleted (the last status), if it cannot. */
  deleteBlocked?: string;
  onEdit: () => void;
  onDelete: () => void;
}

const CATEGORY_COLORS = { todo: 'default', in_progress: 'info', done: 'success' } as const;

/** One status or epic: drag handle (mouse, touch or keyboard: space, arrows, space), colour, name, category, use. */
export function EnumRow({ item, canEdit, deleteBlocked, onEdit, onDelete }: EnumRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item._id, disabled: !canEdit });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 1.5 },
        py: 0.75,
        minHeight: 48,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      {canEdit && (
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={`Reorder ${item.name}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary', ml: -0.5 }}
        >
          <DragIndicatorRounded fontSize="small" />
        </IconButton>
      )}
      <Box role="img" aria-label={colorName(item.color)} sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color, flexShrink: 0 }} />
      <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {item.name}
      </Typography>
      {item.category && <Chip size="small" variant="outlined" color={CATEGORY_COLORS[item.category]} label={CATEGORY_LABELS[item.category]} sx={{ height: 22 }} />}
      <Typography variant="caption" sx={{ color: 'text.secondary', width: { xs: 'auto', sm: 64 }, textAlign: 'right', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {taskCountLabel(item.taskCount)}
      </Typography>
      {canEdit && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${item.name}`} onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={deleteBlocked ?? 'Delete'}>
            <span>
              <IconButton size="small" aria-label={`Delete ${item.name}`} onClick={onDelete} disabled={Boolean(deleteBlocked)}>
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
