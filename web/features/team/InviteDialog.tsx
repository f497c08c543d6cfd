import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import type { OrgRole } from '../../../domain/permissions/roles';
import { useCurrentUser } from '../../app/session/useSession';
import { chipProblem, EmailChipsInput } from './EmailChipsInput';
import { emailKey, isValidEmail, mergeEmails } from './emailList';
import { InviteResults } from './InviteResults';
import { roleMenuItems, roleOptionLabel, useAssignableRoles } from './roleOptions';
import { useInvite, type InviteResult } from './useTeam';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Free seats when the dialog opened, from the plan check. */
  seatsLeft: number;
}

function seatsHint(count: number, seatsLeft: number): string {
  const left = `${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left on your plan`;
  return count > seatsLeft ? `That is more people than the ${left}.` : `Separate addresses with commas, spaces or new lines. ${left}.`;
}

export function InviteDialog({ open, onClose, seatsLeft }: InviteDialogProps) {
  const user = useCurrentUser();
  const roleOptions = useAssignableRoles(user.role);
  const invite = useInvite();
  const [emails, setEmails] = useState<string[]>([]);
  const [input, setInput] = useState('');
  const [role, setRole] = useState<OrgRole>('editor');
  const [results, setResults] = useState<InviteResult[]>([]);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [emptyError, setEmptyError] = useState(false);

  const invalidCount = emails.filter((email) => chipProblem(email, problems)).length;
  const pendingCount = mergeEmails(emails, input).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = mergeEmails(emails, input);
    setEmails(list);
    setInput('');
    setEmptyError(list.length === 0);
    if (list.length === 0 || !list.every(isValidEmail)) return;
    invite.mutate(
      { emails: list, role },
      {
        onSuccess: (answers) => {
          const failed = answers.filter((answer) => answer.status !== 'invited');
          if (failed.length === 0) {
            toast.success('Invitations sent');
            onClose();
            return;
          }
          // The invited ones are done; the others stay as red chips to fix or remove.
          const refused = new Map(failed.map((answer) => [emailKey(answer.email), answer.message]));
          setResults(answers);
          setProblems(refused);
          setEmails(list.filter((email) => refused.has(emailKey(email))));
        },
        // 402: the shell shows 'Upgrade Required' in place of this dialog.
        onError: (error) => error.isUpgradeRequired && onClose(),
      },
    );
  };

  const invitedCount = results.filter((result) => result.status === 'invited').length;
  const helperText = emptyError
    ? 'Add at least one email address'
    : invalidCount > 0
      ? `Fix or remove the ${invalidCount === 1 ? 'address' : `${invalidCount} addresses`} marked in red`
      : seatsHint(pendingCount, seatsLeft);

  return (
    <Dialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-dialog-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id="invite-dialog-title">Invite people</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <DialogContentText>
          Each person gets an email with a link to join {user.organizationName ?? 'your organisation'} on Teamwork.
        </DialogContentText>
        <EmailChipsInput
          emails={emails}
          onEmailsChange={(next) => {
            setEmails(next);
            setEmptyError(false);
          }}
          input={input}
          onInputChange={setInput}
          problems={problems}
          helperText={helperText}
          error={emptyError || invalidCount > 0}
          disabled={invite.isPending}
        />
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as OrgRole)}
          disabled={invite.isPending}
          helperText={roleOptions.find((option) => option.value === role)?.description}
          slotProps={{
            select: {
              renderValue: (value) => roleOptionLabel(roleOptions, value as string),
              MenuProps: { slotProps: { paper: { sx: { maxWidth: 420 } } } },
            },
          }}
        >
          {roleMenuItems(roleOptions)}
        </TextField>
        {invite.error && !invite.error.isUpgradeRequired && <Alert severity="error">{invite.error.message}</Alert>}
        {results.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {invitedCount > 0 ? `${invitedCount} of ${results.length} invited` : 'Nobody was invited'}
            </Typography>
            <InviteResults results={results} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={invite.isPending}>
          {invitedCount > 0 ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" variant="contained" loading={invite.isPending} disabled={invalidCount > 0}>
          {pendingCount > 1 ? `Send ${pendingCount} invitations` : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
