import { useId, useState } from 'react';
import { Alert, Dialog, DialogTitle, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { toast } from 'react-toastify';
import type { CreditCreateBody, CreditDetail } from '../../../../domain/performance/credits';
import { useRecordCredit, useUpdateCredit, type Credit } from '../api';
import { useOrganizationToday } from '../useOrganizationToday';
import { CreditForm } from './CreditForm';
import { changedFields, creditBodyOf, editCreditValues, fieldOfMessage, newCreditValues, type CreditFormErrors, type CreditFormValues } from './creditForm';

interface CreditDialogProps {
  open: boolean;
  /** The credit to edit; null records a new one. */
  credit: Credit | null;
  onClose: () => void;
  onSaved?: (credit: CreditDetail) => void;
}

/** Record a credit, or edit one (the same form, prefilled). Server refusals land at the field they name. */
export function CreditDialog({ open, credit, onClose, onSaved }: CreditDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = useOrganizationToday();
  const record = useRecordCredit();
  const update = useUpdateCredit();
  const pending = record.isPending || update.isPending;
  // A new form each time the dialog opens, so the last credit's values never slip into the next.
  const [opened, setOpened] = useState({ open, count: 0 });
  if (opened.open !== open) setOpened({ open, count: opened.count + (open ? 1 : 0) });

  const initial: CreditFormValues = credit ? editCreditValues(credit) : newCreditValues(today);

  const save = async (body: CreditCreateBody, setErrors: (errors: CreditFormErrors) => void) => {
    try {
      const saved = credit ? await update.mutateAsync({ creditId: credit._id, ...changedFields(body, creditBodyOf(credit)) }) : await record.mutateAsync(body);
      toast.success(credit ? 'Credit updated' : `Credit recorded for ${saved.member.name}`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const { field, message } = fieldOfMessage(error instanceof Error ? error.message : 'Something went wrong');
      setErrors({ [field]: message });
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{credit ? 'Edit credit' : 'Record credit'}</DialogTitle>
      {credit?.source === 'automatic' ? (
        <Alert severity="info" sx={{ mx: 3, mb: 2 }}>
          Automatic credits follow their task and cannot be edited.
        </Alert>
      ) : (
        <CreditForm key={opened.count} initial={initial} editing={Boolean(credit)} today={today} pending={pending} onCancel={onClose} onSubmit={save} />
      )}
    </Dialog>
  );
}
