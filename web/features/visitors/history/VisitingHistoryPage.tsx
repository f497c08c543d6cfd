import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSearchParams } from 'react-router';
import { VISIT_STATUS_LABELS, VISIT_STATUSES } from '../../../../domain/visitors/visits';
import { PageHeader } from '../../../app/components/PageHeader';
import { QueryError } from '../../../app/components/QueryError';
import { SearchField } from '../../../app/components/SearchField';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { useEmployees } from '../../projects/api';
import { useVisits, visitExportUrl } from '../api';
import { ManagerTabs } from '../visit/ManagerTabs';
import { VisitCardList } from '../visit/VisitCard';
import { useVisitDialogs } from '../visit/VisitDetailsDialog';
import { visitWhen } from '../visit/visitFormat';
import { VisitStatusChip } from '../visit/VisitStatusChip';
import { exportQueryOf, filtersOf, HISTORY_PAGE_SIZE, listQueryOf, withFilter, type HistoryFilters } from './historyParams';

const SEARCH_DELAY_MS = 300;
// 'Anyone' and 'Any status' are choices, shown as such rather than as an empty field.
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** /admin/visitinghistory (visitor managers): every visit, filtered in the address and paged by the server. */
export function VisitingHistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const visits = useVisits(listQueryOf(filters));
  const employees = useEmployees();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { openDetails, openEdit, dialogs } = useVisitDialogs();
  const setFilter = (name: keyof HistoryFilters, value: string) => setParams((current) => withFilter(current, name, value), { replace: true });

  // The text goes to the address (and the server) once typing pauses, not at every key.
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => setParams((current) => withFilter(current, 'search', search), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, setParams]);

  const rows = visits.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Visiting history"
        subtitle="Every visit, with who came, when and whom they met."
        actions={
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={visitExportUrl(exportQueryOf(filters))} download>
            Export CSV
          </Button>
        }
      />
      <ManagerTabs />
      <Box component="form" role="search" aria-label="Filter visits" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField label="Search" size="small" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: '2 1 200px' }} />
        <TextField label="From" type="date" size="small" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: '1 1 140px' }} />
        <TextField label="To" type="date" size="small" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: '1 1 140px' }} />
        <TextField select label="Host" size="small" value={employees.data ? filters.hostId : ''} onChange={(event) => setFilter('hostId', event.target.value)} slotProps={EMPTY_SHOWN} sx={{ flex: '1 1 160px' }}>
          <MenuItem value="">Anyone</MenuItem>
          {(employees.data ?? []).map((employee) => (
            <MenuItem key={employee._id} value={employee._id}>
              {employee.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" size="small" value={filters.status} onChange={(event) => setFilter('status', event.target.value)} slotProps={EMPTY_SHOWN} sx={{ flex: '1 1 150px' }}>
          <MenuItem value="">Any status</MenuItem>
          {VISIT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {VISIT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {visits.isError ? (
        <QueryError message={visits.error.message} onRetry={() => void visits.refetch()} />
      ) : small ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {visits.data ? <VisitCardList label="Visits" visits={rows} empty="No visit matches." onOpen={openDetails} onEdit={openEdit} showHost /> : <Typography>Loading…</Typography>}
        </Box>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label="Visits">
              <TableHead>
                <TableRow>
                  <TableCell>Visitor</TableCell>
                  <TableCell>Company</TableCell>
                  <TableCell>Host</TableCell>
                  <TableCell>When</TableCell>
                  <TableCell>Code</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!visits.data ? (
                  <TableSkeletonRows rows={5} columns={6} />
                ) : rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                      No visit matches.
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((visit) => (
                    <TableRow key={visit._id} hover onClick={() => openDetails(visit)} sx={{ cursor: 'pointer' }}>
                      <TableCell>
                        <Box component="button" type="button" onClick={() => openDetails(visit)} sx={{ all: 'unset', fontWeight: 600, cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                          {visit.visitor.name}
                        </Box>
                      </TableCell>
                      <TableCell>{visit.visitor.company}</TableCell>
                      <TableCell>{visit.host.name}</TableCell>
                      <TableCell>{visitWhen(visit)}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{visit.code}</TableCell>
                      <TableCell>
                        <VisitStatusChip visit={visit} />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {visits.data && visits.data.total > 0 && (
        <TablePagination
          component="div"
          count={visits.data.total}
          page={filters.page - 1}
          rowsPerPage={HISTORY_PAGE_SIZE}
          rowsPerPageOptions={[HISTORY_PAGE_SIZE]}
          onPageChange={(_event, page) => setFilter('page', String(page + 1))}
        />
      )}
      {dialogs}
    </>
  );
}
