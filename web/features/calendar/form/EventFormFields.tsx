import { useId, type ReactNode } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { EVENT_VISIBILITIES, type EventVisibility } from '../../../../domain/calendar/events';
import { useProjects } from '../../projects/api';
import { ColorSwatchPicker } from '../../projects/settings/ColorSwatchPicker';
import { AttendeesField } from './AttendeesField';
import { DescriptionField } from './DescriptionField';
import { EventTimeFields } from './EventTimeFields';
import type { EventFormValues } from './eventFormValues';
import { RecurrenceEditor } from './RecurrenceEditor';
import { RemindersEditor } from './RemindersEditor';

export const VISIBILITY_LABELS: Record<EventVisibility, string> = { attendees: 'Only attendees', organization: 'Everyone in the organisation' };

interface EventFormFieldsProps {
  form: UseFormReturn<EventFormValues>;
  viewerTimeZone: string;
  organizerId: string;
  invited: readonly { _id: string; name: string }[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Messages by key from react-hook-form's nested errors ({ freqCount: { message } } → { freqCount: '…' }). */
function messagesOf(errors: unknown): Partial<Record<string, string>> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors as Record<string, FieldError | undefined>).flatMap(([key, error]) => (error?.message ? [[key, error.message]] : [])));
}

/** Every field of an event, in the order people fill them in: what, when, where, who, how it repeats and reminds. */
export function EventFormFields({ form, viewerTimeZone, organizerId, invited }: EventFormFieldsProps) {
  const { control, watch } = form;
  const errors = form.formState.errors;
  const colorLabelId = useId();
  const projects = useProjects();
  const startDay = watch('startDate');

  const text = (name: 'title' | 'location' | 'meetingUrl', label: string, extra: { autoFocus?: boolean; required?: boolean; placeholder?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...extra}
          label={label}
          size={name === 'title' ? 'medium' : 'small'}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {text('title', 'Title', { autoFocus: true, required: true })}
      <EventTimeFields form={form} viewerTimeZone={viewerTimeZone} />

      <Controller
        control={control}
        name="recurrence"
        render={({ field }) => <RecurrenceEditor value={field.value} onChange={field.onChange} startDay={startDay} errors={messagesOf(errors.recurrence)} />}
      />

      <Section title="Place">
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {text('location', 'Location')}
          {text('meetingUrl', 'Meeting link', { placeholder: 'https://' })}
        </Box>
      </Section>

      <Section title="People">
        <Controller
          control={control}
          name="attendeeIds"
          render={({ field, fieldState }) => (
            <AttendeesField value={field.value} onChange={field.onChange} organizerId={organizerId} invited={invited} error={fieldState.error?.message} />
          )}
        />
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={control}
            name="visibility"
            render={({ field, fieldState }) => (
              <TextField select size="small" label="Visible to" value={field.value} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                {EVENT_VISIBILITIES.map((visibility) => (
                  <MenuItem key={visibility} value={visibility}>
                    {VISIBILITY_LABELS[visibility]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="projectId"
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label="Project"
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">No project</MenuItem>
                {(projects.data ?? []).map((project) => (
                  <MenuItem key={project._id} value={project._id}>
                    {project.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
      </Section>

      <Section title="Reminders">
        <Controller
          control={control}
          name="reminders"
          render={({ field }) => <RemindersEditor value={field.value} onChange={field.onChange} errors={messagesOf(errors.reminders) as Partial<Record<number, string>>} />}
        />
      </Section>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography id={colorLabelId} variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
          Colour
        </Typography>
        <Controller control={control} name="color" render={({ field }) => <ColorSwatchPicker value={field.value} onChange={field.onChange} labelId={colorLabelId} />} />
        {errors.color?.message && (
          <Typography variant="caption" color="error">
            {errors.color.message}
          </Typography>
        )}
      </Box>

      <Section title="Description">
        <Controller control={control} name="description" render={({ field }) => <DescriptionField value={field.value} onChange={field.onChange} />} />
        {errors.description?.message && (
          <Typography variant="caption" color="error">
            {errors.description.message}
          </Typography>
        )}
      </Section>
    </Box>
  );
}
