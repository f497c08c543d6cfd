import { Box, MenuItem, TextField } from '@mui/material';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import type { Member, UserStatus } from '../../../domain/users/types';
import { roleLabel } from '../../app/format';
import { SearchField } from '../../app/components/SearchField';

export interface MemberFilterValues {
  search: string;
  /** '' means any. */
  role: string;
  status: '' | UserStatus;
}

export const NO_FILTERS: MemberFilterValues = { search: '', role: '', status: '' };

export function filterMembers(members: Member[], { search, role, status }: MemberFilterValues): Member[] {
  const needle = search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (!needle || member.name.toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle)) &&
      (!role || member.role === role) &&
      (!status || member.status === status),
  );
}

// The empty choice reads 'All roles' / 'All statuses' in the field, under a raised label.
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

interface MemberFiltersProps {
  value: MemberFilterValues;
  onChange: (value: MemberFilterValues) => void;
}

export function MemberFilters({ value, onChange }: MemberFiltersProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <SearchField
        size="small"
        placeholder="Search by name or email"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search members' },
        }}
      />
      <TextField
        select
        size="small"
        label="Role"
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.target.value })}
        sx={{ flex: '1 1 130px', maxWidth: { sm: 170 } }}
        slotProps={showAll}
      >
        <MenuItem value="">All roles</MenuItem>
        {ORG_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as MemberFilterValues['status'] })}
        sx={{ flex: '1 1 130px', maxWidth: { sm: 170 } }}
        slotProps={showAll}
      >
        <MenuItem value="">All statuses</MenuItem>
        <MenuItem value="active">Active</MenuItem>
        <MenuItem value="inactive">Inactive</MenuItem>
      </TextField>
    </Box>
  );
}
