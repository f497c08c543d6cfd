import { useId, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { toast } from 'react-toastify';
import { VISIT_PURPOSE_MAX } from '../../../../domain/visitors/visits';
import { useCurrentUser } from '../../../app/session/useSession';
import { useEmployees } from '../../projects/api';
import { useInviteVisitor, useUpdateVisit, type Visit } from '../api';
import {
  editVisitValues,
  fieldOfMessage,
  newVisitValues,
  validateInvite,
  validateUpdate,
  type HostOption,
  type RepeatChoice,
  type VisitFormErrors,
  type VisitFormValues,
} from './visitForm';

const REPEATS: { value: RepeatChoice; label: string }[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'day', label: 'Every day' },
  { value: 'weekday', label: 'Every weekday' },
  { value: 'week', label: 'Every week' },
];

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface VisitDialogProps {
  open: boolean;
  /** The expected visit to change; null invites a new visitor. */
  visit: Visit | null;
  onClose: () => void;
}

/** Invite a visitor, or change an expected visit (host, purpose, window). Refusals land at the field they name. */
export function VisitDialog({ open, visit, onClose }: VisitDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invite = useInviteVisitor();
  const update = useUpdateVisit();
  // A new form each time the dialog opens, so the last visitor's details never slip into the next.
  const [opened, setOpened] = useState({ open, count: 0 });
  if (opened.open !== open) setOpened({ open, count: opened.count + (open ? 1 : 0) });
  return (
    <Dialog open={open} onClose={invite.isPending || update.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{visit ? `Change the visit of ${visit.visitor.name}` : 'Invite visitor'}</DialogTitle>
      <VisitForm key={opened.count} visit={visit} onClose={onClose} pending={invite.isPending || update.isPending} invite={invite.mutateAsync} update={update.mutateAsync} />
    </Dialog>
  );
}

interface VisitFormProps {
  visit: Visit | null;
  pending: boolean;
  onClose: () => void;
  invite: ReturnType<typeof useInviteVisitor>['mutateAsync'];
  update: ReturnType<typeof useUpdateVisit>['mutateAsync'];
}

function VisitForm({ visit, pending, onClose, invite, update }: VisitFormProps) {
  const me = useCurrentUser();
  const employees = useEmployees();
  const [values, setValues] = useState<VisitFormValues>(() => (visit ? editVisitValues(visit) : newVisitValues({ _id: me._id, name: me.name })));
  const [errors, setErrors] = useState<VisitFormErrors>({});
  const hosts: HostOption[] = (employees.data ?? []).map(({ _id, name }) => ({ _id, name }));
  if (values.host && !hosts.some((host) => host._id === values.host?._id)) hosts.unshift(values.host);

  const change = (patch: Partial<VisitFormValues>, ...fields: (keyof VisitFormErrors)[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as keyof VisitFormErrors))));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = visit ? validateUpdate(values, visit) : validateInvite(values, me._id);
    if ('errors' in checked) return setErrors(checked.errors);
    try {
      if (visit) {
        await update({ id: visit._id, ...checked.body });
        toast.success(`The visit of ${visit.visitor.name} was changed`);
      } else {
        const visits = await invite(checked.body as Parameters<typeof invite>[0]);
        toast.success(visits.length > 1 ? `${values.name} is invited for ${visits.length} visits` : `${values.name} is invited`);
      }
      onClose();
    } catch (error) {
      const { field, message } = fieldOfMessage(error instanceof Error ? error.message : 'Something went wrong');
      setErrors({ [field]: message });
    }
  };

  const text = (field: 'name' | 'email' | 'phone' | 'company', label: string, extra: { required?: boolean; type?: string; autoFocus?: boolean } = {}) => (
    <TextField
      label={label}
      {...extra}
      value={values[field]}
      disabled={Boolean(visit)}
      onChange={(event) => change({ [field]: event.target.value }, field)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.root && <Alert severity="error">{errors.root}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {text('name', 'Name', { required: true, autoFocus: !visit })}
          {text('email', 'Email', { required: true, type: 'email' })}
          {text('phone', 'Phone', { type: 'tel' })}
          {text('company', 'Company')}
        </Box>
        <Autocomplete
          options={hosts}
          value={values.host}
          onChange={(_event, host) => change({ host }, 'hostId')}
          getOptionLabel={(host) => (host._id === me._id ? `${host.name} (me)` : host.name)}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          loading={employees.isLoading}
          noOptionsText="No active member matches"
          renderInput={(params) => <TextField {...params} label="Host" required error={Boolean(errors.hostId)} helperText={errors.hostId} />}
        />
        <TextField
          label="Purpose"
          value={values.purpose}
          onChange={(event) => change({ purpose: event.target.value }, 'purpose')}
          error={Boolean(errors.purpose)}
          helperText={errors.purpose}
          slotProps={{ htmlInput: { maxLength: VISIT_PURPOSE_MAX } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1.4fr 1fr 1fr' }, gap: 2 }}>
          <TextField
            label="Date"
            type="date"
            required
            value={values.date}
            onChange={(event) => change({ date: event.target.value }, 'expectedFrom', 'expectedTo')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <TextField
            label="From"
            type="time"
            required
            value={values.from}
            onChange={(event) => change({ from: event.target.value }, 'expectedFrom')}
            error={Boolean(errors.expectedFrom)}
            helperText={errors.expectedFrom}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="time"
            required
            value={values.to}
            onChange={(event) => change({ to: event.target.value }, 'expectedTo')}
            error={Boolean(errors.expectedTo)}
            helperText={errors.expectedTo}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box sx={{ color: 'text.secondary', fontSize: 13, mt: -1 }}>Times in {browserZone()}</Box>
        {!visit && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField select label="Repeat" value={values.repeat} onChange={(event) => change({ repeat: event.target.value as RepeatChoice }, 'repeat')}>
              {REPEATS.map((repeat) => (
                <MenuItem key={repeat.value} value={repeat.value}>
                  {repeat.label}
                </MenuItem>
              ))}
            </TextField>
            {values.repeat !== 'none' && (
              <TextField
                label="Until"
                type="date"
                required
                value={values.until}
                onChange={(event) => change({ until: event.target.value }, 'repeat')}
                error={Boolean(errors.repeat)}
                helperText={errors.repeat}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.date } }}
              />
            )}
          </Box>
        )}
        {values.repeat === 'none' && errors.repeat && <Alert severity="error">{errors.repeat}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {visit ? 'Save' : 'Send invitation'}
        </Button>
      </DialogActions>
    </form>
  );
}
