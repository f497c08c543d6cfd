import type { ReactNode } from 'react';
import { Box, Button, Card, Skeleton, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, useSearchParams } from 'react-router';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { MemberReport } from '../../../../domain/performance/credits';
import type { GraphBucket } from '../../../../domain/performance/periods';
import { ApiError } from '../../../app/api/client';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { roleLabel } from '../../../app/format';
import { useCurrentUser } from '../../../app/session/useSession';
import { DashboardSection } from '../../dashboard/DashboardSection';
import { useMemberReport } from '../api';
import { CreditChart } from '../graph/CreditChart';
import { averagesNote } from '../report/figures';
import { PeriodPicker } from '../report/PeriodPicker';
import { usePeriodQuery, useReportParams, type ReportParams } from '../report/useReportParams';
import { CategoryBreakdown } from './CategoryBreakdown';
import { FigureCards } from './FigureCards';
import { MemberCreditList } from './MemberCreditList';
import { RecognitionSection } from './RecognitionSection';

/** A block of the page, shaped like the home page's sections. */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <DashboardSection title={title} action={action}>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </DashboardSection>
  );
}

/** A refusal says why instead of leaving the page blank. */
function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 || status === 404) {
    return (
      <Card>
        <EmptyState
          icon={status === 403 ? LockOutlined : PersonSearchOutlined}
          title={status === 403 ? 'You can only read your own credits' : 'This member was not found'}
          description={status === 403 ? "Owners and admins read everyone's credits; your own are always yours to see." : 'They may have left your organisation, or the link is wrong.'}
          action={
            <Button component={RouterLink} to="/performance/member" variant="contained">
              See my credits
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <QueryError message="The credits could not be loaded." onRetry={onRetry} />
    </Card>
  );
}

const column = { display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0, alignContent: 'start' } as const;

/**
 * Wide: the graph and the credits beside the categories and recognition. Narrow: one column, the
 * short category list before the long list of credits.
 */
function MemberReportSections({ report, update }: { report: MemberReport; update: (changes: Partial<ReportParams>) => void }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const overTime = (
    <Section
      title="Over time"
      action={
        <ToggleButtonGroup exclusive size="small" aria-label="Bars per" value={report.graph.bucket} onChange={(_event, bucket: GraphBucket | null) => bucket && update({ bucket })}>
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <CreditChart graph={report.graph} who={report.member.name} height={260} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {averagesNote(report.period)}
      </Typography>
    </Section>
  );
  const credits = (
    <Section title="Credits">
      <MemberCreditList credits={report.credits} />
    </Section>
  );
  const byCategory = (
    <Section title="By category">
      <CategoryBreakdown byCategory={report.byCategory} />
    </Section>
  );
  if (!wide) {
    return (
      <Box sx={column}>
        {byCategory}
        {overTime}
        {credits}
        <RecognitionSection />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' }}>
      <Box sx={column}>
        {overTime}
        {credits}
      </Box>
      <Box sx={column}>
        {byCategory}
        <RecognitionSection />
      </Box>
    </Box>
  );
}

/** One member's credits for a period: figures, categories, the graph and the credits themselves (spec 7's member report). */
export function MemberCreditsPage() {
  const me = useCurrentUser();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const { params, update } = useReportParams();
  const period = usePeriodQuery(params);
  const own = !userId || userId === me._id;
  const { data: report, isPending, isError, error, refetch } = useMemberReport({
    ...period,
    ...(userId ? { userId } : {}),
    ...(params.bucket ? { bucket: params.bucket } : {}),
  });
  const name = own ? me.name : (report?.member.name ?? '');

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {name ? <UserAvatar name={name} src={own ? me.avatar : report?.member.avatar} size={48} /> : <Skeleton variant="circular" width={48} height={48} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {own ? 'My credits' : name || 'Credits'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{own ? me.name : report ? roleLabel(report.member.role) : ' '}</Typography>
        </Box>
      </Box>
      <Box sx={{ mb: 2 }}>
        <PeriodPicker params={params} update={update} resolved={report?.period} />
      </Box>
      {isError ? (
        <Refusal error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={100} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
          <FigureCards totals={report.totals} />
          <MemberReportSections report={report} update={update} />
        </Box>
      )}
    </>
  );
}
