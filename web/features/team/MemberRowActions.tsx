import { IconButton, Tooltip } from '@mui/material';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { toast } from 'react-toastify';
import type { Member, UserStatus } from '../../../domain/users/types';
import { ConfirmDialog, useConfirmTarget } from '../../app/components/ConfirmDialog';
import { RowActionsMenu } from '../../app/components/RowActionsMenu';
import { SELF_MANAGE_REASON, type MemberAccess } from './memberAccess';
import { useChangeStatus } from './useTeam';

/** The row menu: deactivate or reactivate, each behind a confirmation. */
export function MemberRowActions({ member, access }: { member: Member; access: MemberAccess }) {
  // The status asked for is kept: the row refreshes to the new status before the dialog fades out.
  const confirmation = useConfirmTarget<UserStatus>();
  const changeStatus = useChangeStatus();

  if (access === 'none') return null;
  if (access === 'self') {
    return (
      <Tooltip title={SELF_MANAGE_REASON}>
        {/* A disabled button gets no pointer events; the span keeps the tooltip working. */}
        <span>
          <IconButton size="small" disabled aria-label={`Actions for ${member.name}`}>
            <MoreVert fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }

  const offered: UserStatus = member.status === 'active' ? 'inactive' : 'active';
  const deactivating = (confirmation.target ?? offered) === 'inactive';
  const confirm = () =>
    changeStatus.mutate(
      { member, status: deactivating ? 'inactive' : 'active' },
      {
        onSuccess: () => toast.success(`${member.name} was ${deactivating ? 'deactivated' : 'reactivated'}`),
        onSettled: confirmation.close,
      },
    );

  return (
    <>
      <RowActionsMenu
        label={`Actions for ${member.name}`}
        actions={[
          {
            label: offered === 'inactive' ? 'Deactivate' : 'Reactivate',
            icon: offered === 'inactive' ? <PersonOffOutlined fontSize="small" /> : <HowToRegOutlined fontSize="small" />,
            destructive: offered === 'inactive',
            onSelect: () => confirmation.ask(offered),
          },
        ]}
      />
      <ConfirmDialog
        open={confirmation.open}
        title={deactivating ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
        confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
        destructive={deactivating}
        pending={changeStatus.isPending}
        onConfirm={confirm}
        onClose={confirmation.close}
      >
        {deactivating
          ? 'They are signed out everywhere at once and cannot sign in until someone reactivates them. Their seat becomes free. Their notes pass to an owner of the organisation.'
          : 'They can sign in again with their existing password, and take up one seat on your plan.'}
      </ConfirmDialog>
    </>
  );
}
