import { Select, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import type { OrgRole } from '../../../domain/permissions/roles';
import type { Member } from '../../../domain/users/types';
import { ConfirmDialog, useConfirmTarget } from '../../app/components/ConfirmDialog';
import type { MemberAccess } from './memberAccess';
import { roleMenuItems, roleOptionLabel } from './roleOptions';
import { useChangeRole, type RoleOption } from './useTeam';

interface MemberRoleCellProps {
  member: Member;
  access: MemberAccess;
  roleOptions: RoleOption[];
}

/** The role as text, or, for someone the user may manage, a select that asks before it changes anything. */
export function MemberRoleCell({ member, access, roleOptions }: MemberRoleCellProps) {
  // Both roles are kept from when the question was asked: the list refreshes before the dialog fades out.
  const confirmation = useConfirmTarget<{ from: string; to: RoleOption }>();
  const changeRole = useChangeRole();
  const label = roleOptionLabel(roleOptions, member.role);

  if (access !== 'manage') return <Typography variant="body2">{label}</Typography>;

  const next = confirmation.target?.to;
  const confirm = () => {
    if (!next) return;
    changeRole.mutate(
      { member, role: next.value },
      { onSuccess: () => toast.success(`${member.name} is now ${next.label}`), onSettled: confirmation.close },
    );
  };
  const pick = (value: OrgRole) => {
    const option = roleOptions.find((candidate) => candidate.value === value);
    if (option) confirmation.ask({ from: label, to: option });
  };

  return (
    <>
      <Select
        size="small"
        variant="standard"
        disableUnderline
        value={member.role}
        onChange={(event) => pick(event.target.value as OrgRole)}
        renderValue={(value) => roleOptionLabel(roleOptions, value)}
        inputProps={{ 'aria-label': `Role of ${member.name}` }}
        MenuProps={{ slotProps: { paper: { sx: { maxWidth: 320 } } } }}
        // Pulled left by its padding so the label lines up with the plain-text roles above and below.
        sx={{ typography: 'body2', ml: -1, borderRadius: 1, '& .MuiSelect-select': { py: 0.5, pl: 1 }, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {roleMenuItems(roleOptions)}
      </Select>
      <ConfirmDialog
        open={confirmation.open}
        title={`Change ${member.name}'s role?`}
        confirmLabel="Change role"
        pending={changeRole.isPending}
        onConfirm={confirm}
        onClose={confirmation.close}
      >
        <Typography>
          <strong>{member.name}</strong> will change from <strong>{confirmation.target?.from}</strong> to <strong>{next?.label}</strong>.
        </Typography>
        {next?.description && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {next.label}: {next.description}.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
