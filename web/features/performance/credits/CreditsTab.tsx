import { useState } from 'react';
import { Box, Button, Card, Divider, FormControlLabel, Switch, TablePagination, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { toast } from 'react-toastify';
import type { Weekday } from '../../../../domain/performance/periods';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { creditExportUrl, useCredits, useDeleteCredit, usePerformanceSettings, type Credit } from '../api';
import { useOrganizationToday } from '../useOrganizationToday';
import { CreditCardList } from './CreditCardList';
import { CreditDetails } from './CreditDetails';
import { CreditFilters } from './CreditFilters';
import { creditFilterQuery, hasFilters, NO_CREDIT_FILTERS, type CreditFilterValues, type CreditSort } from './creditFilters';
import { formatPoints } from './creditFormat';
import { CreditsTable, type CreditSorting } from './CreditsTable';

const PAGE_SIZES = [10, 25, 50, 100];

interface CreditsTabProps {
  canRecord: boolean;
  onRecord: () => void;
  onEdit: (credit: Credit) => void;
}

/** The team's credits: filters, a sortable paged table (cards on a phone), CSV export, and a credit's details. */
export function CreditsTab({ canRecord, onRecord, onEdit }: CreditsTabProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = useOrganizationToday();
  const settings = usePerformanceSettings();
  const weekStartsOn = (settings.data?.data.weekStartsOn ?? 1) as Weekday;
  const [filters, setFilters] = useState<CreditFilterValues>(NO_CREDIT_FILTERS);
  const [sorting, setSorting] = useState<CreditSorting>({ sort: 'date', order: 'desc' });
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [openId, setOpenId] = useState<string | null>(null);
  const deleting = useConfirmTarget<Credit>();
  const remove = useDeleteCredit();

  const filterQuery = creditFilterQuery(filters, today, weekStartsOn);
  const credits = useCredits({ ...filterQuery, ...sorting, page: paging.page + 1, pageSize: paging.pageSize });
  const rows = credits.data?.data;

  const changeFilters = (next: CreditFilterValues) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const sortBy = (sort: CreditSort) =>
    setSorting((current) => ({ sort, order: current.sort === sort && current.order === 'desc' ? 'asc' : sort === 'member' || sort === 'category' ? 'asc' : 'desc' }));

  const confirmDelete = () => {
    const credit = deleting.target;
    if (!credit) return;
    remove.mutate(credit._id, {
      onSuccess: () => {
        toast.success(`Credit of ${formatPoints(credit.points)} for ${credit.member.name} deleted`);
        deleting.close();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const empty = rows !== undefined && rows.length === 0;
  return (
    <>
      <Card>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <CreditFilters value={filters} onChange={changeFilters} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <FormControlLabel
              control={<Switch size="small" checked={filters.deleted} onChange={(event) => changeFilters({ ...filters, deleted: event.target.checked })} />}
              label="Show deleted"
              sx={{ ml: 0, '& .MuiFormControlLabel-label': { fontSize: 14, ml: 1 } }}
            />
            <Button size="small" startIcon={<FileDownloadOutlined />} href={creditExportUrl({ ...filterQuery, ...sorting })} download>
              Export CSV
            </Button>
          </Box>
        </Box>
        <Divider />
        {credits.error ? (
          <QueryError message={credits.error.message} onRetry={() => void credits.refetch()} />
        ) : empty ? (
          hasFilters(filters) ? (
            <EmptyState compact icon={SearchOffOutlined} title="No credits match" description="Try another member, category or period, or clear the search." action={<Button onClick={() => changeFilters(NO_CREDIT_FILTERS)}>Clear filters</Button>} />
          ) : (
            <EmptyState
              icon={EmojiEventsOutlined}
              title="No credits recorded yet"
              description="Recognise good work with points: each credit names the member, a category and the reason, and adds up in the report."
              action={canRecord ? <Button variant="contained" onClick={onRecord}>Record credit</Button> : undefined}
            />
          )
        ) : (
          <>
            {phone ? <CreditCardList credits={rows} onOpen={(credit) => setOpenId(credit._id)} /> : <CreditsTable credits={rows} sorting={sorting} onSort={sortBy} onOpen={(credit) => setOpenId(credit._id)} />}
            <TablePagination
              component="div"
              count={credits.data?.total ?? 0}
              page={paging.page}
              rowsPerPage={paging.pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, page) => setPaging((current) => ({ ...current, page }))}
              onRowsPerPageChange={(event) => setPaging({ page: 0, pageSize: Number(event.target.value) })}
              labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
            />
          </>
        )}
      </Card>
      <CreditDetails creditId={openId} canRecord={canRecord} onClose={() => setOpenId(null)} onEdit={onEdit} onDelete={deleting.ask} />
      <ConfirmDialog open={deleting.open} title="Delete this credit?" confirmLabel="Delete" destructive pending={remove.isPending} onConfirm={confirmDelete} onClose={deleting.close}>
        {deleting.target &&
          `${formatPoints(deleting.target.points)} for ${deleting.target.member.name} (“${deleting.target.reason}”) leaves the totals. Its history stays readable under 'Show deleted'.`}
      </ConfirmDialog>
    </>
  );
}
