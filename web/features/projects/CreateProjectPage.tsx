import { useMemo, useState } from 'react';
import { Box, Button, Card, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PROJECT_MESSAGES } from '../../../domain/projects/projectRules';
import { PageHeader } from '../../app/components/PageHeader';
import { AccessRestricted } from '../../app/shell/AccessRestricted';
import { useCurrentUser } from '../../app/session/useSession';
import { FormTextField } from '../auth/FormTextField';
import { useCreateProject, useEmployees, useProjects } from './api';
import { MemberMultiSelect } from './components/MemberMultiSelect';
import { ProjectKeyField } from './create/ProjectKeyField';
import { fieldOfServerMessage, projectFormSchema, proposeAvailableKey, takenKeys, type ProjectFormValues } from './create/projectForm';
import { projectSpacePath } from './paths';
import { canEditProjects } from './projectAccess';

/** /project/create: name, a key proposed from it, a description and its members (the creator to begin with). */
export function CreateProjectPage() {
  const user = useCurrentUser();
  if (!canEditProjects(user.role)) return <AccessRestricted />;
  return <CreateProjectForm />;
}

function CreateProjectForm() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const employees = useEmployees();
  const projects = useProjects();
  const create = useCreateProject();
  const taken = useMemo(() => takenKeys(projects.data), [projects.data]);
  const schema = useMemo(() => projectFormSchema(taken), [taken]);
  // The key follows the name until someone edits it.
  const [keyEdited, setKeyEdited] = useState(false);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    // The creator is a member from the start: a team of one can create its first project.
    defaultValues: { name: '', key: '', description: '', members: [user._id] },
  });

  const onNameChange = (name: string) => {
    // After a first submit, fields check themselves as they change: so does the proposed key.
    if (!keyEdited) setValue('key', proposeAvailableKey(name, taken), { shouldValidate: formState.isSubmitted });
  };

  const submit = (values: ProjectFormValues) =>
    create.mutate(
      { name: values.name, key: values.key || undefined, description: values.description || undefined, members: values.members, addedBy: user._id },
      {
        onSuccess: (project) => {
          toast.success(PROJECT_MESSAGES.added);
          void navigate(projectSpacePath(project._id));
        },
        onError: (error) => {
          // 402: the shell shows 'Upgrade Required' instead.
          if (error.isUpgradeRequired || error.endsSession) return;
          if (error.status === 409) setError('key', { message: error.message }, { shouldFocus: true });
          const field = error.status === 400 ? fieldOfServerMessage(error.message) : null;
          if (field) setError(field.field, { message: field.message }, { shouldFocus: true });
          toast.error(PROJECT_MESSAGES.addFailed);
        },
      },
    );

  return (
    <>
      <PageHeader title="Create project" subtitle="Give the project a name and choose who works on it." />
      <Card sx={{ maxWidth: 720 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)} sx={{ p: { xs: 2, sm: 3 } }} aria-label="Create project">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' }, alignItems: 'start' }}>
            <Controller
              control={control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  label="Project name"
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    onNameChange(event.target.value);
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  autoFocus
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
              )}
            />
            <Controller
              control={control}
              name="key"
              render={({ field, fieldState }) => (
                <ProjectKeyField
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  onChange={(key) => {
                    setKeyEdited(true);
                    field.onChange(key);
                  }}
                />
              )}
            />
          </Box>
          <FormTextField control={control} name="description" label="Description" multiline minRows={3} placeholder="What is this project about? (optional)" />
          <Controller
            control={control}
            name="members"
            render={({ field, fieldState }) => (
              <MemberMultiSelect
                people={employees.data ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                selfId={user._id}
                keepOne
                error={fieldState.error?.message}
                helperText={employees.isError ? 'Could not load the team. Reload to try again.' : 'They can see the project and work on its tasks. You are its lead.'}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
            <Button color="inherit" onClick={() => void navigate('/task/projects')} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Create project
            </Button>
          </Box>
        </Stack>
      </Card>
    </>
  );
}
