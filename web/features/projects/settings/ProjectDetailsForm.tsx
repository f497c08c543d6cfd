import { useEffect, useMemo } from 'react';
import { Box, Button, Card, MenuItem, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PROJECT_STATUSES } from '../../../../domain/projects/projectRules';
import { FormTextField } from '../../auth/FormTextField';
import { useProjects, useUpdateProject, type ProjectDetail } from '../api';
import { PROJECT_STATUS_LABELS } from '../components/ProjectStatusChip';
import { fieldOfServerMessage, takenKeys } from '../create/projectForm';
import { ProjectKeyField } from '../create/ProjectKeyField';
import { settingsFormSchema, toSettingsValues, type SettingsFormValues } from './settingsForm';

/** Name, key, description, status and lead. Read-only for those who may not edit projects. */
export function ProjectDetailsForm({ project, canEdit }: { project: ProjectDetail; canEdit: boolean }) {
  const projects = useProjects();
  const update = useUpdateProject(project._id);
  const taken = useMemo(() => takenKeys(projects.data, project._id), [projects.data, project._id]);
  const schema = useMemo(() => settingsFormSchema(taken), [taken]);
  const { control, handleSubmit, reset, setError, formState } = useForm({ resolver: zodResolver(schema), defaultValues: toSettingsValues(project) });
  const disabled = !canEdit || update.isPending;

  // A change made elsewhere (another tab, a teammate) shows up here unless there are unsaved edits.
  useEffect(() => {
    if (!formState.isDirty) reset(toSettingsValues(project));
  }, [project, formState.isDirty, reset]);

  const submit = (values: SettingsFormValues) =>
    update.mutate(
      { ...values, key: values.key || undefined, lead: values.lead || null, members: project.members.map((member) => member._id) },
      {
        onSuccess: (saved) => {
          toast.success('Project settings saved');
          reset(toSettingsValues(saved));
        },
        onError: (error) => {
          if (error.endsSession) return;
          const field = error.status === 409 ? { field: 'key' as const, message: error.message } : error.status === 400 ? fieldOfServerMessage(error.message) : null;
          if (field && field.field !== 'members') setError(field.field, { message: field.message }, { shouldFocus: true });
          else toast.error(error.message || 'Unable to update project');
        },
      },
    );

  return (
    <Card component="section" aria-labelledby="project-details-heading">
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="project-details-heading" variant="h5" component="h2">
          Details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' }, alignItems: 'start' }}>
          <FormTextField control={control} name="name" label="Project name" disabled={disabled} slotProps={{ htmlInput: { maxLength: 80 } }} />
          <Controller
            control={control}
            name="key"
            render={({ field, fieldState }) => (
              <ProjectKeyField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} disabled={disabled} />
            )}
          />
        </Box>
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} disabled={disabled} placeholder="What is this project about?" />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="status" label="Status" select disabled={disabled}>
            {PROJECT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PROJECT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="lead" label="Lead" select disabled={disabled}>
            <MenuItem value="">No lead</MenuItem>
            {project.members.map((member) => (
              <MenuItem key={member._id} value={member._id}>
                {member.name}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        {canEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button color="inherit" disabled={!formState.isDirty || update.isPending} onClick={() => reset(toSettingsValues(project))}>
              Discard
            </Button>
            <Button type="submit" variant="contained" disabled={!formState.isDirty} loading={update.isPending}>
              Save changes
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
