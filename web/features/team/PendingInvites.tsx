import { Box, Card, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineRounded';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { toast } from 'react-toastify';
import { ConfirmDialog, useConfirmTarget } from '../../app/components/ConfirmDialog';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { TableSkeletonRows } from '../../app/components/TableSkeletonRows';
import { formatDate, formatDateTime, formatRelative, roleLabel } from '../../app/format';
import { useInvites, useResendInvite, useRevokeInvite, type PendingInvite } from './useTeam';

const from = (breakpoint: 'sm' | 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });

function Expiry({ invite }: { invite: PendingInvite }) {
  if (invite.expired) return <Chip size="small" variant="outlined" color="warning" label="Expired" />;
  return (
    <Tooltip title={formatDateTime(invite.expiresAt)}>
      <span>{formatRelative(invite.expiresAt)}</span>
    </Tooltip>
  );
}

interface InviteActionsProps {
  invite: PendingInvite;
  onRevoke: (invite: PendingInvite) => void;
}

function InviteActions({ invite, onRevoke }: InviteActionsProps) {
  const resend = useResendInvite();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title="Resend invitation">
        <IconButton size="small" aria-label={`Resend invitation to ${invite.email}`} loading={resend.isPending} onClick={() => resend.mutate(invite)}>
          <ForwardToInboxOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Revoke invitation">
        <IconButton size="small" aria-label={`Revoke invitation to ${invite.email}`} onClick={() => onRevoke(invite)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Invitations not yet answered. Everyone with team_view sees them; only team_manage acts on them. */
export function PendingInvites({ canManage }: { canManage: boolean }) {
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const revoking = useConfirmTarget<PendingInvite>();
  const count = invites.data?.length;

  const confirmRevoke = () => {
    if (!revoking.target) return;
    revoke.mutate(revoking.target, { onSuccess: () => toast.success('Invitation revoked'), onSettled: revoking.close });
  };

  return (
    <Card component="section" aria-labelledby="invites-heading" sx={{ mt: 3 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="invites-heading" variant="h4" component="h2">
          Pending invitations
          {count !== undefined && count > 0 && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
              {count}
            </Box>
          )}
        </Typography>
      </Box>
      {invites.isError ? (
        <QueryError message={invites.error.message} onRetry={() => void invites.refetch()} />
      ) : count === 0 ? (
        <EmptyState
          compact
          icon={MarkEmailReadOutlined}
          title="No pending invitations"
          description="People you invite are listed here until they accept, with the option to resend or revoke."
        />
      ) : (
        <TableContainer>
          <Table aria-label="Pending invitations" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell sx={from('sm')}>Role</TableCell>
                <TableCell sx={from('md')}>Invited by</TableCell>
                <TableCell sx={from('md')}>Sent</TableCell>
                <TableCell sx={from('sm')}>Expires</TableCell>
                {canManage && <TableCell align="right" aria-label="Actions" sx={{ width: 96 }} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {invites.isPending ? (
                <TableSkeletonRows rows={2} columns={canManage ? 6 : 5} />
              ) : (
                invites.data.map((invite) => (
                  <TableRow key={invite._id} hover>
                    <TableCell sx={{ maxWidth: { xs: 200, sm: 320 } }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {invite.email}
                      </Typography>
                      {/* On a phone the role and expiry move under the address. */}
                      <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1, mt: 0.5, color: 'text.secondary', typography: 'caption' }}>
                        {invite.expired ? (
                          <>
                            {roleLabel(invite.role)}
                            <Expiry invite={invite} />
                          </>
                        ) : (
                          `${roleLabel(invite.role)} · expires ${formatRelative(invite.expiresAt)}`
                        )}
                      </Box>
                    </TableCell>
                    <TableCell sx={from('sm')}>{roleLabel(invite.role)}</TableCell>
                    <TableCell sx={{ ...from('md'), color: invite.invitedBy ? undefined : 'text.secondary' }}>
                      {invite.invitedBy ?? 'Former member'}
                    </TableCell>
                    <TableCell sx={{ ...from('md'), whiteSpace: 'nowrap' }}>{formatDate(invite.createdAt)}</TableCell>
                    <TableCell sx={{ ...from('sm'), whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      <Expiry invite={invite} />
                    </TableCell>
                    {canManage && (
                      <TableCell align="right" sx={{ py: 0.5 }}>
                        <InviteActions invite={invite} onRevoke={revoking.ask} />
                      </TableCell>
                    )}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={revoking.open}
        title="Revoke invitation?"
        confirmLabel="Revoke"
        destructive
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={revoking.close}
      >
        The link sent to <strong>{revoking.target?.email}</strong> stops working at once, and its seat becomes free.
      </ConfirmDialog>
    </Card>
  );
}
