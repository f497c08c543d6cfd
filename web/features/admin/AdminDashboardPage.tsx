import { Box, Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { TableSkeletonRows } from '../../app/components/TableSkeletonRows';
import { UserAvatar } from '../../app/components/UserAvatar';
import type { SubscriptionStatus } from '../../../domain/billing/api';
import { PlansSection } from './plans/PlansSection';
import { PromoCodesSection } from './promoCodes/PromoCodesSection';
import { RestrictionButton } from './restriction/RestrictionButton';
import { STATUS_LABELS } from './revenue/revenueFormat';
import { RevenueSection } from './revenue/RevenueSection';
import { useOrganizations } from './useOrganizations';

// On a phone the status and creation date move under the organisation name so the table fits.
const COLUMNS = [
  { label: 'Organization' },
  { label: 'Owner' },
  { label: 'Users', align: 'right' as const },
  { label: 'Status', hideOnPhone: true },
  { label: 'Created', hideOnPhone: true },
];
const STATUS_COLORS: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  suspended: 'error',
  restricted: 'error',
  expired: 'default',
  cancelled: 'default',
};

function StatusChip({ status }: { status: SubscriptionStatus | null }) {
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} sx={{ fontWeight: 600 }} />;
}
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function AdminDashboardPage() {
  const organizations = useOrganizations();
  const count = organizations.data?.length;
  // On a phone the restrict and lift buttons sit under the name instead of in a column of their own.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

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
                  {!phone && <TableCell align="right" aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {organizations.isPending ? (
                  <TableSkeletonRows columns={phone ? COLUMNS.length : COLUMNS.length + 1} />
                ) : (
                  organizations.data.map((org) => (
                    <TableRow key={org._id} hover>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {org.name}
                        </Typography>
                        <Box sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                          <StatusChip status={org.subscriptionStatus} />
                          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                            {dateFormat.format(new Date(org.createdAt))}
                          </Typography>
                          {phone && (
                            <Box sx={{ width: '100%', ml: -0.75 }}>
                              <RestrictionButton organization={org} />
                            </Box>
                          )}
                        </Box>
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
                      <TableCell sx={phoneHidden}>
                        <StatusChip status={org.subscriptionStatus} />
                      </TableCell>
                      <TableCell sx={{ ...phoneHidden, whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(org.createdAt))}</TableCell>
                      {!phone && (
                        <TableCell align="right" sx={{ py: 0.5 }}>
                          <RestrictionButton organization={org} />
                        </TableCell>
                      )}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <RevenueSection />
      <PromoCodesSection />
      <PlansSection />
    </>
  );
}
