import { Box, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { TableSkeletonRows } from '../../app/components/TableSkeletonRows';
import { UserAvatar } from '../../app/components/UserAvatar';
import { PlansSection } from './plans/PlansSection';
import { useOrganizations } from './useOrganizations';

// On a phone the creation date moves under the organisation name so the table fits.
const COLUMNS = [
  { label: 'Organization' },
  { label: 'Owner' },
  { label: 'Users', align: 'right' as const },
  { label: 'Created', hideOnPhone: true },
];
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function AdminDashboardPage() {
  const organizations = useOrganizations();
  const count = organizations.data?.length;

  return (
    <>
      <PageHeader
        title="Organizations"
        subtitle={count === undefined ? 'Every organisation on the platform.' : `${count} organisation${count === 1 ? '' : 's'} on the platform.`}
      />
      <Card>
        {organizations.isError ? (
          <QueryError message={organizations.error.message} onRetry={() => void organizations.refetch()} />
        ) : count === 0 ? (
          <EmptyState
            icon={ApartmentOutlined}
            title="No organisations yet"
            description="Organisations appear here as soon as their owners sign up."
          />
        ) : (
          <TableContainer>
            <Table aria-label="Organizations" sx={{ '& .MuiTableCell-root': { px: { xs: 1.5, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.label} align={column.align} sx={column.hideOnPhone ? phoneHidden : undefined}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {organizations.isPending ? (
                  <TableSkeletonRows columns={COLUMNS.length} />
                ) : (
                  organizations.data.map((org) => (
                    <TableRow key={org._id} hover>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {org.name}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
                          {dateFormat.format(new Date(org.createdAt))}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
                        {org.owner ? (
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                            <UserAvatar name={org.owner.name} size={28} />
                            <Box sx={{ minWidth: 0 }}>
                              <Typography variant="body2" noWrap>
                                {org.owner.name}
                              </Typography>
                              <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
                                {org.owner.email}
                              </Typography>
                            </Box>
                          </Box>
                        ) : (
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            No owner
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{org.userCount}</TableCell>
                      <TableCell sx={{ ...phoneHidden, whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(org.createdAt))}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <PlansSection />
    </>
  );
}
