import { useState } from 'react';
import { Box, Button, Card, TableContainer, Typography } from '@mui/material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { hasAbility } from '../../../domain/permissions/roles';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { useCurrentUser } from '../../app/session/useSession';
import { filterMembers, MemberFilters, NO_FILTERS } from './MemberFilters';
import { MembersTable } from './MembersTable';
import { useAssignableRoles } from './roleOptions';
import { useMembers } from './useTeam';

export function MembersCard() {
  const actor = useCurrentUser();
  const members = useMembers();
  const roleOptions = useAssignableRoles(actor.role);
  const [filters, setFilters] = useState(NO_FILTERS);
  const visible = members.data && filterMembers(members.data, filters);
  const total = members.data?.length;

  return (
    <Card component="section" aria-labelledby="members-heading">
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="members-heading" variant="h4" component="h2">
          Members{total !== undefined && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>{total}</Box>}
        </Typography>
        <MemberFilters value={filters} onChange={setFilters} />
      </Box>
      {members.isError ? (
        <QueryError message={members.error.message} onRetry={() => void members.refetch()} />
      ) : total === 0 ? (
        <EmptyState compact icon={GroupsOutlined} title="No members yet" description="People you invite will be listed here with their role and status." />
      ) : visible?.length === 0 ? (
        <EmptyState
          compact
          icon={SearchOffOutlined}
          title="No members match"
          description="Try another name or email, or clear the filters."
          action={<Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>}
        />
      ) : (
        <TableContainer>
          <MembersTable members={visible} actor={actor} canManage={hasAbility(actor.role, 'team_manage')} roleOptions={roleOptions} />
        </TableContainer>
      )}
    </Card>
  );
}
