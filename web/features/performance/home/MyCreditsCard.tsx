import { Box, Button, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MEMBER_CREDITS_ROUTE } from '../../../../domain/permissions/roles';
import { DashboardSection } from '../../dashboard/DashboardSection';
import { MY_CREDITS_QUERY, useMemberReport } from '../api';
import { ChangeText } from '../report/ChangeText';
import { formatPoints, formatRange } from '../report/figures';

/** The home page's 'My credits': this month's Total Credit, Weekly Average and change, leading to the member page. */
export function MyCreditsCard() {
  const { data: report, isPending, isError } = useMemberReport(MY_CREDITS_QUERY);
  // The card is a shortcut: when the report cannot be read the home page simply goes without it.
  if (isError) return null;
  return (
    <DashboardSection
      title="My credits"
      action={
        <Button component={RouterLink} to={MEMBER_CREDITS_ROUTE} size="small">
          See all
        </Button>
      }
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', px: 2, mt: -1 }}>
        {report ? `This month · ${formatRange(report.period.from, report.period.to)}` : 'This month'}
      </Typography>
      <Box component="dl" sx={{ m: 0, px: 2, pt: 1, pb: 2, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {[
          { label: 'Total Credit', value: report && formatPoints(report.totals.totalCredit) },
          { label: 'Weekly Average', value: report && formatPoints(report.totals.weeklyAverage) },
        ].map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.3 }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 24, fontWeight: 700, lineHeight: 1.4 }}>
              {isPending ? <Skeleton width={40} /> : item.value}
            </Typography>
          </Box>
        ))}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.3 }}>
            Change
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 18, lineHeight: 1.8 }}>
            {report ? <ChangeText change={report.totals.change} /> : <Skeleton width={40} />}
          </Typography>
        </Box>
      </Box>
    </DashboardSection>
  );
}
