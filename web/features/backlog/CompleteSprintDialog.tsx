import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import { useCompleteSprint } from '../tasks/api';
import type { Sprint } from '../tasks/types';
import { BACKLOG } from './backlogModel';

interface CompleteSprintDialogProps {
  projectId: string;
  sprint: Sprint;
  /** Planned sprints that can take the unfinished tasks. */
  plannedSprints: Sprint[];
  open: boolean;
  onClose: () => void;
}

/** Completing the active sprint: finished tasks stay with it; the user picks where the unfinished ones go. */
export function CompleteSprintDialog({ projectId, sprint, plannedSprints, open, onClose }: CompleteSprintDialogProps) {
  const titleId = useId();
  const complete = useCompleteSprint(projectId);
  const [moveTo, setMoveTo] = useState<string>(BACKLOG);
  const open_ = sprint.taskCount - sprint.doneCount;
  const target = moveTo === BACKLOG ? 'the backlog' : (plannedSprints.find((s) => s._id === moveTo)?.name ?? 'the sprint');

  const submit = () =>
    complete.mutate(
      { sprintId: sprint._id, moveTo },
      {
        onSuccess: ({ movedTasks }) => {
          toast.success(movedTasks ? `${sprint.name} completed. ${movedTasks} ${movedTasks === 1 ? 'task' : 'tasks'} moved to ${target}.` : `${sprint.name} completed.`);
          onClose();
        },
      },
    );

  return (
    <Dialog open={open} onClose={complete.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Complete {sprint.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Stat value={sprint.doneCount} label={`done · ${sprint.donePoints} pts`} />
          <Stat value={open_} label={`open · ${sprint.points - sprint.donePoints} pts`} />
        </Box>
        {complete.error && <Alert severity="error">{complete.error.message.replace(/^\w+: /, '')}</Alert>}
        {open_ === 0 ? (
          <Typography variant="body2">Every task is done. Nice work.</Typography>
        ) : (
          <Box>
            <Typography id={`${titleId}-move`} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              Move the {open_} open {open_ === 1 ? 'task' : 'tasks'} to
            </Typography>
            <RadioGroup aria-labelledby={`${titleId}-move`} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
              <FormControlLabel value={BACKLOG} control={<Radio size="small" />} label="Backlog" />
              {plannedSprints.map((s) => (
                <FormControlLabel key={s._id} value={s._id} control={<Radio size="small" />} label={s.name} />
              ))}
            </RadioGroup>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={complete.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={complete.isPending}>
          Complete sprint
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Typography variant="h3" component="p">
        {value}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}
