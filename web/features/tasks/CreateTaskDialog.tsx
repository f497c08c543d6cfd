import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { TASK_PRIORITIES, TASK_TYPES, TITLE_MAX } from '../../../domain/tasks/taskRules';
import { useProjectEnums } from '../projects/enumsApi';
import { useCreateTask, useSprints } from './api';
import { assigneeOptions, FieldSelect, priorityOptions, statusOptions, typeOptions, UNASSIGNED } from './FieldSelect';
import { useOpenTask } from './useOpenTask';
import { usePeople } from './usePeople';
import type { ProjectDetail } from './types';

const formSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  type: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.string(),
  assignee: z.string(),
  sprintId: z.string(),
  storyPoints: z.string().regex(/^\d{0,4}$/, 'Use a whole number'),
  dueDate: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

export interface CreateTaskDefaults {
  status?: string;
  /** A sprint id, or '' for the backlog. */
  sprintId?: string;
}

interface CreateTaskDialogProps {
  project: ProjectDetail;
  open: boolean;
  onClose: () => void;
  defaults?: CreateTaskDefaults;
}

/**
 * 'Create task': the title and the fields people set most; the rest is in the task's panel.
 * Each open is a new form, started from the defaults (or the column or sprint it was opened
 * from): resetting one form in place kept the last task's values, which then slipped into the next.
 */
export function CreateTaskDialog(props: CreateTaskDialogProps) {
  const [opened, setOpened] = useState({ open: props.open, count: 0 });
  if (opened.open !== props.open) setOpened({ open: props.open, count: opened.count + (props.open ? 1 : 0) });
  return <CreateTaskForm key={opened.count} {...props} />;
}

function CreateTaskForm({ project, open, onClose, defaults = {} }: CreateTaskDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const enums = useProjectEnums(project._id);
  const sprints = useSprints(project._id);
  const people = usePeople(project);
  const create = useCreateTask(project._id);
  const openTask = useOpenTask();
  const statuses = enums.data?.statuses ?? [];
  const { control, register, handleSubmit, formState, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: {
      title: '',
      type: 'Task',
      priority: 'None',
      status: defaults.status ?? statuses[0]?._id ?? '',
      assignee: UNASSIGNED,
      sprintId: defaults.sprintId ?? '',
      storyPoints: '',
      dueDate: '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const close = () => {
    create.reset();
    onClose();
  };

  const submit = handleSubmit((values) =>
    create.mutateAsync(
      {
        title: values.title,
        type: values.type,
        priority: values.priority,
        ...(values.status ? { status: values.status } : {}),
        assignee: values.assignee || null,
        sprintId: values.sprintId || null,
        storyPoints: values.storyPoints ? Number(values.storyPoints) : null,
        dueDate: values.dueDate || null,
      },
      {
        onSuccess: (task) => {
          toast.success(`${task.key} created`, { onClick: () => openTask(task._id) });
          close();
        },
        onError: (error) => {
          const [field, ...rest] = error.message.split(': ');
          if (rest.length && field && field in values) setError(field as keyof FormValues, { message: rest.join(': ') });
        },
      },
    ).catch(() => undefined),
  );

  const openSprints = (sprints.data ?? []).filter((s) => s.status !== 'completed');
  const fieldError = create.error && !create.error.message.includes(': ') ? create.error.message : null;

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Create task in {project.name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {fieldError && <Alert severity="error">{fieldError}</Alert>}
          <TextField
            label="Title"
            autoFocus
            required
            {...register('title')}
            error={Boolean(formState.errors.title)}
            helperText={formState.errors.title?.message}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Controller control={control} name="type" render={({ field }) => <FieldSelect label="Type" value={field.value} options={typeOptions()} onChange={field.onChange} visibleLabel />} />
            <Controller control={control} name="priority" render={({ field }) => <FieldSelect label="Priority" value={field.value} options={priorityOptions()} onChange={field.onChange} visibleLabel />} />
            <Controller control={control} name="status" render={({ field }) => <FieldSelect label="Status" value={field.value} options={statusOptions(statuses)} onChange={field.onChange} visibleLabel />} />
            <Controller
              control={control}
              name="assignee"
              render={({ field }) => <FieldSelect label="Assignee" value={field.value} options={assigneeOptions(people.assignable)} onChange={field.onChange} visibleLabel />}
            />
            <Controller
              control={control}
              name="sprintId"
              render={({ field }) => (
                <TextField select label="Sprint" size="small" value={field.value} onChange={field.onChange} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                  <MenuItem value="">Backlog</MenuItem>
                  {openSprints.map((s) => (
                    <MenuItem key={s._id} value={s._id}>
                      {s.name}
                      {s.status === 'active' ? ' (active)' : ''}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Story points"
              size="small"
              inputMode="numeric"
              {...register('storyPoints')}
              error={Boolean(formState.errors.storyPoints)}
              helperText={formState.errors.storyPoints?.message}
            />
            <TextField
              label="Due date"
              type="date"
              size="small"
              {...register('dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(formState.errors.dueDate)}
              helperText={formState.errors.dueDate?.message}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
