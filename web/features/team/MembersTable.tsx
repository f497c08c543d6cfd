import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { Member, UserData } from '../../../domain/users/types';
import { TableSkeletonRows } from '../../app/components/TableSkeletonRows';
import { UserAvatar } from '../../app/components/UserAvatar';
import { formatDate, formatDateTime, formatRelative } from '../../app/format';
import { memberAccess } from './memberAccess';
import { MemberRoleCell } from './MemberRoleCell';
import { MemberRowActions } from './MemberRowActions';
import type { RoleOption } from './useTeam';

// Narrower screens drop columns; what matters moves under the name (email, inactive status).
const from = (breakpoint: 'sm' | 'md' | 'lg') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });
const COLUMNS = [
  { label: 'Name' },
  { label: 'Email', sx: from('lg') },
  { label: 'Role' },
  { label: 'Status', sx: from('sm') },
  { label: 'Joined', sx: from('lg') },
  { label: 'Last active', sx: from('md') },
];

interface MembersTableProps {
  members: Member[] | undefined;
  actor: UserData;
  canManage: boolean;
  roleOptions: RoleOption[];
}

function StatusChip({ member }: { member: Member }) {
  const active = member.status === 'active';
  return <Chip size="small" variant="outlined" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />;
}

function MemberCell({ member, isSelf }: { member: Member; isSelf: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, opacity: member.status === 'active' ? 1 : 0.55 }}>
        <UserAvatar name={member.name} src={member.avatar} size={32} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography>
          {isSelf && <Chip size="small" label="You" sx={{ height: 20, fontSize: 11 }} />}
          {member.status === 'inactive' && (
            <Chip size="small" variant="outlined" label="Inactive" sx={{ height: 20, fontSize: 11, display: { sm: 'none' } }} />
          )}
        </Box>
        <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', display: { lg: 'none' } }}>
          {member.email}
        </Typography>
      </Box>
    </Box>
  );
}

export function MembersTable({ members, actor, canManage, roleOptions }: MembersTableProps) {
  const columns = canManage ? COLUMNS.length + 1 : COLUMNS.length;
  return (
    <Table aria-label="Team members" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.label} sx={column.sx}>
              {column.label}
            </TableCell>
          ))}
          {canManage && (
            <TableCell align="right" aria-label="Actions" sx={{ width: 48 }} />
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {members === undefined ? (
          <TableSkeletonRows columns={columns} />
        ) : (
          members.map((member) => {
            const access = memberAccess(actor, member);
            return (
              <TableRow key={member._id} hover>
                <TableCell sx={{ maxWidth: { xs: 170, sm: 260 } }}>
                  <MemberCell member={member} isSelf={member._id === actor._id} />
                </TableCell>
                <TableCell sx={{ ...from('lg'), color: 'text.secondary', overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <MemberRoleCell member={member} access={access} roleOptions={roleOptions} />
                </TableCell>
                <TableCell sx={from('sm')}>
                  <StatusChip member={member} />
                </TableCell>
                <TableCell sx={{ ...from('lg'), whiteSpace: 'nowrap' }}>{formatDate(member.createdAt)}</TableCell>
                <TableCell sx={{ ...from('md'), whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {member.lastActiveAt ? (
                    <Tooltip title={formatDateTime(member.lastActiveAt)}>
                      <span>{formatRelative(member.lastActiveAt)}</span>
                    </Tooltip>
                  ) : (
                    'Never'
                  )}
                </TableCell>
                {canManage && (
                  <TableCell align="right" sx={{ py: 0.5 }}>
                    <MemberRowActions member={member} access={access} />
                  </TableCell>
                )}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
