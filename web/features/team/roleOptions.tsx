import { ListItemText, MenuItem } from '@mui/material';
import { ORG_ROLES, type Role } from '../../../domain/permissions/roles';
import { roleLabel } from '../../app/format';
import { useRoles, type RoleOption } from './useTeam';

// Until /api/role/list answers, the pickers still work, just without descriptions.
const FALLBACK: RoleOption[] = ORG_ROLES.map((value) => ({ value, label: roleLabel(value), description: '' }));

/** The roles `actorRole` may hand out: only an owner may make someone an owner. */
export function useAssignableRoles(actorRole: Role): RoleOption[] {
  const roles = useRoles().data ?? FALLBACK;
  return roles.filter((role) => role.value !== 'owner' || actorRole === 'owner');
}

export function roleOptionLabel(options: RoleOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? roleLabel(value);
}

/** Menu items for a role select: the label, with what the role may do underneath. */
export function roleMenuItems(options: RoleOption[]) {
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal', py: 1 }}>
      <ListItemText
        primary={option.label}
        secondary={option.description || undefined}
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } }, secondary: { variant: 'caption' } }}
        sx={{ my: 0 }}
      />
    </MenuItem>
  ));
}
