import { useId } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { SPRINT_GOAL_MAX, SPRINT_MESSAGES, SPRINT_NAME_MAX } from '../../../domain/sprints/sprints';
import { useUpdateSprint } from '../tasks/api';
import type { Sprint } from '../tasks/types';
import { addDays, dateInputValue, endOfDayIso, startOfDayIso, todayInputValue } from './sprintDateInputs';

export type SprintDialogMode = 'edit' | 'start';

const DURATIONS = [
  { value: '7', label: '1 week' },
  { value: '14', label: '2 weeks' },
  { value: '21', label: '3 weeks' },
  { value: '28', label: '4 weeks' },
  { value: 'custom', label: 'Custom' },
];

const schema = (needsDates: boolean) =>
  z
    .object({
      name: z.string().trim().min(1, SPRINT_MESSAGES.nameRequired).max(SPRINT_NAME_MAX, `Sprint name must be at most ${SPRINT_NAME_MAX} characters`),
      goal: z.string().trim().max(SPRINT_GOAL_MAX, `Goal must be at most ${SPRINT_GOAL_MAX} characters`),
      duration: z.string(),
      startDate: needsDates ? z.string().min(1, 'Choose a start date') : z.string(),
      endDate: needsDates ? z.string().min(1, 'Choose an end date') : z.string(),
    })
    .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, { path: ['endDate'], message: 'End date must be on or after the start date' });
type Values = z.infer<ReturnType<typeof schema>>;

interface SprintDialogProps {
  projectId: string;
  sprint: Sprint;
  mode: SprintDialogMode;
  /** The running sprint, if another one runs: starting is refused (one active sprint per project). */
  activeSprint: Sprint | null;
  open: boolean;
  onClose: () => void;
}

/** Edit a sprint's name, goal and dates, or start it (status 'active' with a start and an end). */
export function SprintDialog({ projectId, sprint, mode, activeSprint, open, onClose }: SprintDialogProps) {
  const titleId = useId();
  const update = useUpdateSprint(projectId);
  const starting = mode === 'start';
  const needsDates = starting || sprint.status === 'active';
  const blocked = starting && activeSprint && activeSprint._id !== sprint._id ? activeSprint : null;
  const start = dateInputValue(sprint.startDate) || (starting ? todayInputValue() : '');
  const { control, register, handleSubmit, formState, setValue, getValues } = useForm<Values>({
    resolver: zodResolver(schema(needsDates)),
    defaultValues: {
      name: sprint.name,
      goal: sprint.goal,
      duration: starting && !sprint.endDate ? '14' : 'custom',
      startDate: start,
      endDate: dateInputValue(sprint.endDate) || (starting ? addDays(start, 13) : ''),
    },
  });
  const duration = useWatch({ control, name: 'duration' });

  const submit = handleSubmit((values) =>
    update.mutate(
      {
        sprintId: sprint._id,
        name: values.name,
        goal: values.goal,
        startDate: values.startDate ? startOfDayIso(values.startDate) : null,
        endDate: values.endDate ? endOfDayIso(values.endDate) : null,
        ...(starting ? { status: 'active' as const } : {}),
      },
      {
        onSuccess: (saved) => {
          toast.success(starting ? `${saved.name} started` : 'Sprint saved');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog open={open} onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{starting ? `Start ${sprint.name}` : `Edit ${sprint.name}`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {starting && (
            <DialogContentText>
              {sprint.taskCount} {sprint.taskCount === 1 ? 'task' : 'tasks'} ({sprint.points} points) will move onto the board.
            </DialogContentText>
          )}
          {blocked && (
            <Alert severity="warning">
              {blocked.name} is still active. A project runs one sprint at a time: complete it before starting this one.
            </Alert>
          )}
          {update.error && <Alert severity="error">{update.error.message.replace(/^\w+: /, '')}</Alert>}
          <TextField label="Sprint name" required {...register('name')} error={Boolean(formState.errors.name)} helperText={formState.errors.name?.message} />
          <TextField label="Goal" multiline minRows={2} {...register('goal')} error={Boolean(formState.errors.goal)} helperText={formState.errors.goal?.message ?? 'What this sprint should achieve'} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: starting ? '1fr 1fr 1fr' : '1fr 1fr' }, gap: 2 }}>
            {starting && (
              <Controller
                control={control}
                name="duration"
                render={({ field }) => (
                  <TextField
                    select
                    label="Duration"
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      const days = Number(event.target.value);
                      const from = getValues('startDate');
                      if (days && from) setValue('endDate', addDays(from, days - 1), { shouldValidate: true });
                    }}
                  >
                    {DURATIONS.map((d) => (
                      <MenuItem key={d.value} value={d.value}>
                        {d.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <TextField
              label="Start date"
              type="date"
              required={needsDates}
              {...register('startDate', {
                onChange: (event: { target: { value: string } }) => {
                  const days = Number(duration);
                  if (days && event.target.value) setValue('endDate', addDays(event.target.value, days - 1));
                },
              })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(formState.errors.startDate)}
              helperText={formState.errors.startDate?.message}
            />
            <TextField
              label="End date"
              type="date"
              required={needsDates}
              {...register('endDate', { onChange: () => setValue('duration', 'custom') })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(formState.errors.endDate)}
              helperText={formState.errors.endDate?.message}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={Boolean(blocked)}>
            {starting ? 'Start sprint' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
