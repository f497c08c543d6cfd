import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { PageHeader } from '../../../app/components/PageHeader';
import { QueryError } from '../../../app/components/QueryError';
import { SearchField } from '../../../app/components/SearchField';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { formatDate } from '../../../app/format';
import { onSitePrintUrl, useVisitorDirectory, type VisitorListQuery } from '../api';
import { ManagerTabs } from '../visit/ManagerTabs';
import { TodayPanels } from '../visit/TodayPanels';
import { useVisitDialogs } from '../visit/VisitDetailsDialog';
import { VisitorProfileDrawer } from './VisitorProfileDrawer';

type Sort = NonNullable<VisitorListQuery['sort']>;
const SORTS: { value: Sort; label: string }[] = [
  { value: 'lastVisit', label: 'Last visit' },
  { value: 'name', label: 'Name' },
  { value: 'visitCount', label: 'Most visits' },
];
const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const dayOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** /admin/registeredvisitors (visitor managers): today at the front desk, then everyone who ever visited. */
export function RegisteredVisitorsPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('lastVisit');
  const [page, setPage] = useState(1);
  const [profileId, setProfileId] = useState<string | null>(null);
  const directory = useVisitorDirectory({ search: search || undefined, sort, page, pageSize: PAGE_SIZE });
  const { openDetails, openEdit, dialogs } = useVisitDialogs();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const rows = directory.data?.data ?? [];
  return (
    <>
      <PageHeader title="Registered visitors" subtitle="Today at the front desk, and everyone who has visited." />
      <ManagerTabs />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <TodayPanels
          scope="all"
          onOpen={openDetails}
          onEdit={openEdit}
          onSiteAction={
            <Button size="small" startIcon={<PrintOutlined />} href={onSitePrintUrl()} target="_blank" rel="noopener">
              Print on-site list
            </Button>
          }
        />
        <Card component="section" aria-label="Visitor directory">
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              Directory
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <SearchField label="Search visitors" size="small" value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: '2 1 220px' }} />
              <TextField
                select
                size="small"
                label="Sort by"
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as Sort);
                  setPage(1);
                }}
                sx={{ flex: '1 1 150px' }}
              >
                {SORTS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {directory.isError ? (
              <QueryError message={directory.error.message} onRetry={() => void directory.refetch()} />
            ) : (
              <TableContainer>
                <Table size="small" aria-label="Visitors">
                  <TableHead>
                    <TableRow>
                      <TableCell>Name</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Company</TableCell>
                      <TableCell align="right">Visits</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>First visit</TableCell>
                      <TableCell>Last visit</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Next expected</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {!directory.data ? (
                      <TableSkeletonRows rows={5} columns={6} />
                    ) : rows.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={6} sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                          {search ? 'No visitor matches.' : 'No one has visited yet.'}
                        </TableCell>
                      </TableRow>
                    ) : (
                      rows.map((visitor) => (
                        <TableRow key={visitor._id} hover onClick={() => setProfileId(visitor._id)} sx={{ cursor: 'pointer' }}>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            <Box component="button" type="button" onClick={() => setProfileId(visitor._id)} sx={{ all: 'unset', fontWeight: 600, cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                              {visitor.erased ? 'Erased visitor' : visitor.name}
                            </Box>
                            {visitor.email && (
                              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{visitor.email}</Box>
                            )}
                          </TableCell>
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{visitor.company}</TableCell>
                          <TableCell align="right">{visitor.visitCount}</TableCell>
                          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{dayOrDash(visitor.firstVisitAt)}</TableCell>
                          <TableCell>{dayOrDash(visitor.lastVisitAt)}</TableCell>
                          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{dayOrDash(visitor.nextExpectedAt)}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {directory.data && directory.data.total > PAGE_SIZE && (
              <TablePagination component="div" count={directory.data.total} page={page - 1} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next + 1)} />
            )}
          </CardContent>
        </Card>
      </Box>
      <VisitorProfileDrawer visitorId={profileId} onClose={() => setProfileId(null)} onOpenVisit={openDetails} onEditVisit={openEdit} />
      {dialogs}
    </>
  );
}
