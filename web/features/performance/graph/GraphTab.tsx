import { Box, Card, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { GRAPH_MEMBERS_MAX } from '../../../../domain/performance/credits';
import type { GraphBucket } from '../../../../domain/performance/periods';
import { PeopleAutocomplete } from '../../../app/components/PeopleAutocomplete';
import { QueryError } from '../../../app/components/QueryError';
import { useEmployees } from '../../projects/api';
import { useCreditGraph } from '../api';
import { ReportToolbar } from '../report/PeriodPicker';
import { filterQuery, usePeriodQuery, useReportParams } from '../report/useReportParams';
import { CreditChart } from './CreditChart';

/** The team's credits over time, by week or month, stacked by category; narrowed to chosen members on request. */
export function GraphTab() {
  const { params, update } = useReportParams();
  const period = usePeriodQuery(params);
  const employees = useEmployees();
  const { data: graph, isPending, isError, refetch } = useCreditGraph({
    ...period,
    ...filterQuery(params),
    ...(params.bucket ? { bucket: params.bucket } : {}),
    ...(params.userIds.length ? { userIds: params.userIds.join(',') } : {}),
  });
  const people = employees.data ?? [];
  const chosen = people.filter((person) => params.userIds.includes(person._id));
  const who = chosen.length === 0 ? 'the team' : chosen.map((person) => person.name).join(', ');

  return (
    <Card>
      <ReportToolbar params={params} update={update} resolved={graph?.period} />
      <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Bars per"
          value={graph?.bucket ?? params.bucket}
          onChange={(_event, bucket: GraphBucket | null) => bucket && update({ bucket })}
        >
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
        <PeopleAutocomplete
          checkboxes
          label="Members"
          basis={320}
          options={people}
          value={chosen}
          loading={employees.isPending}
          noOptionsText="No members match"
          onChange={(picked) => update({ userIds: picked.slice(0, GRAPH_MEMBERS_MAX).map((person) => person._id) })}
        />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', px: 2, display: 'block', mt: 0.5 }}>
        {chosen.length ? `${chosen.length} of at most ${GRAPH_MEMBERS_MAX} members chosen` : `The whole team; choose up to ${GRAPH_MEMBERS_MAX} members to compare`}
      </Typography>
      <Box sx={{ p: 2 }}>
        {isError ? (
          <QueryError message="The graph could not be loaded." onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton variant="rounded" height={300} />
        ) : (
          <CreditChart graph={graph} who={who} />
        )}
      </Box>
    </Card>
  );
}
