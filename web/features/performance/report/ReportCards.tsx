import { Box, Chip, Link, MenuItem, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CreditReport, ReportFigures, ReportSort } from '../../../../domain/performance/credits';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { ChangeText } from './ChangeText';
import { formatPoints } from './figures';
import { memberCreditsPath } from './ReportTable';

function Figures({ figures }: { figures: ReportFigures }) {
  const items = [
    { label: 'Total Credit', value: formatPoints(figures.totalCredit) },
    { label: 'Weekly Average', value: formatPoints(figures.weeklyAverage) },
    { label: 'Monthly Average', value: formatPoints(figures.monthlyAverage) },
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.3 }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 18 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The report on a phone: one card per member, the three figures side by side. */
export function ReportCards({ report, rows }: { report: CreditReport; rows: CreditReport['rows'] }) {
  return (
    <Box component="ul" aria-label="Credits by member" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.member._id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <UserAvatar name={row.member.name} src={row.member.avatar} size={32} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={memberCreditsPath(row.member._id)} underline="hover" sx={{ fontWeight: 600, color: 'text.primary', display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {row.member.name}
              </Link>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {row.count} {row.count === 1 ? 'credit' : 'credits'}
              </Typography>
            </Box>
            {!row.member.active && <Chip label="Inactive" size="small" variant="outlined" />}
            <ChangeText change={row.change} />
          </Box>
          <Figures figures={row} />
        </Box>
      ))}
      <Box component="li" aria-label="Team total" sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>Team total</Typography>
          <ChangeText change={report.totals.change} fontWeight={700} />
        </Box>
        <Figures figures={report.totals} />
      </Box>
    </Box>
  );
}

const CARD_SORTS: { sort: ReportSort; label: string }[] = [
  { sort: 'totalCredit', label: 'Total Credit, highest first' },
  { sort: 'weeklyAverage', label: 'Weekly Average, highest first' },
  { sort: 'monthlyAverage', label: 'Monthly Average, highest first' },
  { sort: 'count', label: 'Most credits first' },
  { sort: 'change', label: 'Biggest rise first' },
  { sort: 'name', label: 'Name, A to Z' },
];

/** The cards have no headings to click: their order is chosen here. */
export function CardSort({ sort, onSort }: { sort: ReportSort; onSort: (sort: ReportSort) => void }) {
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1 }}>
      <TextField select fullWidth size="small" label="Sort by" value={sort} onChange={(event) => onSort(event.target.value as ReportSort)}>
        {CARD_SORTS.map((option) => (
          <MenuItem key={option.sort} value={option.sort}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
