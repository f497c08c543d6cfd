import { Box, Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { TableSkeletonRows } from '../../app/components/TableSkeletonRows';
import { UserAvatar } from '../../app/components/UserAvatar';
import { useMembers } from './useMembers';

// On a phone the email moves under the name so the table fits without scrolling.
const COLUMNS = [
  { label: 'Name' },
  { label: 'Email', hideOnPhone: true },
  { label: 'Role' },
  { label: 'Status' },
];
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).replace('_', ' ');
}

export function TeamPage() {
  const members = useMembers();

  return (
    <>
      <PageHeader title="Team" subtitle="Everyone in your organisation." />
      <Card>
        {members.isError ? (
          <QueryError message={members.error.message} onRetry={() => void members.refetch()} />
        ) : members.data?.length === 0 ? (
          <EmptyState icon={GroupsOutlined} title="No members yet" description="People you invite will be listed here with their role and status." />
        ) : (
          <TableContainer>
            <Table aria-label="Team members" sx={{ '& .MuiTableCell-root': { px: { xs: 1.5, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.label} sx={column.hideOnPhone ? phoneHidden : undefined}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {members.isPending ? (
                  <TableSkeletonRows columns={COLUMNS.length} />
                ) : (
                  members.data.map((member) => (
                    <TableRow key={member._id} hover>
                      <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <UserAvatar name={member.name} size={30} />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                              {member.name}
                            </Typography>
                            <Typography
                              variant="caption"
                              noWrap
                              component="div"
                              sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}
                            >
                              {member.email}
                            </Typography>
                          </Box>
                        </Box>
                      </TableCell>
                      <TableCell sx={{ ...phoneHidden, color: 'text.secondary' }}>{member.email}</TableCell>
                      <TableCell>{capitalize(member.role)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={capitalize(member.status)}
                          color={member.status === 'active' ? 'success' : 'default'}
                        />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </>
  );
}
