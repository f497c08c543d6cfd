import { Box, Card, Typography } from '@mui/material';
import type { ReportFigures } from '../../../../domain/performance/credits';
import { ChangeText } from '../report/ChangeText';
import { formatPoints } from '../report/figures';

/** The member's four figures for the period: Total Credit, Weekly Average, Monthly Average and the change. */
export function FigureCards({ totals }: { totals: ReportFigures }) {
  const cards = [
    { label: 'Total Credit', value: formatPoints(totals.totalCredit), detail: `${totals.count} ${totals.count === 1 ? 'credit' : 'credits'}` },
    { label: 'Weekly Average', value: formatPoints(totals.weeklyAverage), detail: 'points a week' },
    { label: 'Monthly Average', value: formatPoints(totals.monthlyAverage), detail: 'points a month' },
  ];
  return (
    <Box component="ul" aria-label="Figures" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <Card component="li" key={card.label} aria-label={`${card.label}: ${card.value}`} sx={{ px: 2, py: 1.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
            {card.label}
          </Typography>
          <Typography component="p" aria-hidden sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.3 }}>
            {card.value}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
            {card.detail}
          </Typography>
        </Card>
      ))}
      <Card component="li" aria-label={`Change: ${formatPoints(totals.change)}`} sx={{ px: 2, py: 1.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
          Change
        </Typography>
        <Typography component="p" sx={{ fontSize: 28, lineHeight: 1.3 }}>
          <ChangeText change={totals.change} fontWeight={700} />
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
          {formatPoints(totals.previousTotal)} in the period before
        </Typography>
      </Card>
    </Box>
  );
}
