import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { useDeleteEnum, type EnumType, type ProjectEnum } from '../enumsApi';
import { taskCountLabel } from './enumLabels';

interface DeleteEnumDialogProps {
  projectId: string;
  type: EnumType;
  item: ProjectEnum;
  /** The other statuses, where the tasks of a deleted status can go. */
  others: ProjectEnum[];
  open: boolean;
  onClose: () => void;
}

function ColorDot({ color }: { color: string }) {
  return <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, display: 'inline-block', mr: 1, flexShrink: 0 }} />;
}

/**
 * Deleting a status that tasks still use asks where they go: at once when the list knows
 * it has tasks, or when the server answers 409 with taskCount (someone added tasks meanwhile).
 */
export function DeleteEnumDialog({ projectId, type, item, others, open, onClose }: DeleteEnumDialogProps) {
  const id = useId();
  const remove = useDeleteEnum(projectId);
  const [inUse, setInUse] = useState(type === 'status' && item.taskCount > 0 ? item.taskCount : 0);
  const [moveTo, setMoveTo] = useState(others[0]?._id ?? '');
  const [error, setError] = useState<string | null>(null);
  const noun = type === 'status' ? 'status' : 'epic';

  const confirm = () => {
    setError(null);
    remove.mutate(
      { id: item._id, ...(inUse ? { moveTo } : {}) },
      {
        onSuccess: () => {
          toast.success(`The ${noun} ${item.name} was deleted`);
          onClose();
        },
        onError: (failure) => {
          if (failure.endsSession) return;
          const count = failure.details.taskCount;
          if (failure.status === 409 && typeof count === 'number') setInUse(count);
          else setError(failure.message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{`Delete ${item.name}?`}</DialogTitle>
      <DialogContent>
        {inUse > 0 ? (
          <>
            <DialogContentText id={`${id}-text`} sx={{ mb: 2.5 }}>
              {taskCountLabel(inUse)} {inUse === 1 ? 'has' : 'have'} the status {item.name}. Where should {inUse === 1 ? 'it' : 'they'} go?
            </DialogContentText>
            {others.length === 0 ? (
              <Alert severity="warning">Add another status first: its tasks need somewhere to go.</Alert>
            ) : (
              <TextField select label="Move tasks to" value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                {others.map((status) => (
                  <MenuItem key={status._id} value={status._id}>
                    <ColorDot color={status.color} />
                    {status.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        ) : (
          <DialogContentText id={`${id}-text`}>
            {type === 'epic' && item.taskCount > 0
              ? `${taskCountLabel(item.taskCount)} in ${item.name} will keep their place and have no epic. This cannot be undone.`
              : `${item.name} will be removed from this project. This cannot be undone.`}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={remove.isPending} disabled={inUse > 0 && !moveTo}>
          {inUse > 0 ? 'Move tasks and delete' : `Delete ${noun}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
