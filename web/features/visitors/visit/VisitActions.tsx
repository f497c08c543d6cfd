import { Box, Button } from '@mui/material';
import { toast } from 'react-toastify';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { useCancelVisit, useDecideVisit, useSignInVisit, useSignOutVisit, visitBadgeUrl, type Visit } from '../api';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : 'Something went wrong');

/** What may be done to a visit now, by its status: the server refuses the rest, and says why. */
export function VisitActions({ visit, onEdit }: { visit: Visit; onEdit?: (visit: Visit) => void }) {
  const cancel = useCancelVisit();
  const signIn = useSignInVisit();
  const signOut = useSignOutVisit();
  const decide = useDecideVisit();
  const confirmCancel = useConfirmTarget<Visit>();
  const name = visit.visitor.name;

  const run = (action: Promise<unknown>, done: string) => action.then(() => toast.success(done), failed);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      {visit.status === 'expected' && (
        <Button size="small" variant="contained" loading={signIn.isPending} onClick={() => void run(signIn.mutateAsync(visit._id), `${name} is signed in`)}>
          Sign in at desk
        </Button>
      )}
      {visit.status === 'signedIn' && (
        <Button size="small" variant="contained" loading={signOut.isPending} onClick={() => void run(signOut.mutateAsync(visit._id), `${name} is signed out`)}>
          Sign out
        </Button>
      )}
      {visit.status === 'awaitingApproval' && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            onClick={() => void run(decide.mutateAsync({ id: visit._id, decision: 'approve' }), `${name} is approved`)}
          >
            Approve
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            loading={decide.isPending && decide.variables?.decision === 'deny'}
            onClick={() => void run(decide.mutateAsync({ id: visit._id, decision: 'deny' }), `${name} was denied`)}
          >
            Deny
          </Button>
        </>
      )}
      {(visit.status === 'expected' || visit.status === 'signedIn') && (
        <Button size="small" href={visitBadgeUrl(visit._id)} target="_blank" rel="noopener">
          Badge
        </Button>
      )}
      {visit.status === 'expected' && visit.canEdit && onEdit && (
        <Button size="small" onClick={() => onEdit(visit)}>
          Edit
        </Button>
      )}
      {visit.status === 'expected' && visit.canEdit && (
        <Button size="small" color="error" onClick={() => confirmCancel.ask(visit)}>
          Cancel visit
        </Button>
      )}
      <ConfirmDialog
        open={confirmCancel.open}
        title={`Cancel the visit of ${confirmCancel.target?.visitor.name ?? ''}?`}
        confirmLabel="Cancel visit"
        destructive
        pending={cancel.isPending}
        onClose={confirmCancel.close}
        onConfirm={() =>
          void cancel.mutateAsync(visit._id).then(() => {
            toast.success(`The visit of ${name} is cancelled`);
            confirmCancel.close();
          }, failed)
        }
      >
        They are told by email that the visit is off.
      </ConfirmDialog>
    </Box>
  );
}
