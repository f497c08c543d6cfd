import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Link as RouterLink } from 'react-router';
import { sprintRange } from '../tasks/sprintDates';
import type { Sprint } from '../tasks/types';
import { sprintReportPath } from './sprintReportParam';

/** The backlog's completed sprints, newest first, each with a link to its report. Folded by default: the backlog is for planning. */
export function CompletedSprints({ projectId, sprints }: { projectId: string; sprints: Sprint[] }) {
  const [open, setOpen] = useState(false);
  if (sprints.length === 0) return null;
  return (
    <Box component="section" aria-label="Completed sprints" sx={{ mb: 1 }}>
      <Button
        color="inherit"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        startIcon={<ExpandMoreRounded sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }} />}
        sx={{ fontWeight: 700, px: 1 }}
      >
        Completed sprints ({sprints.length})
      </Button>
      {open && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
          {sprints.map((sprint) => (
            <Box
              component="li"
              key={sprint._id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, '& + li': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {sprint.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {sprintRange(sprint.startDate, sprint.endDate)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {sprint.doneCount} done · {sprint.donePoints} pts
              </Typography>
              <Box sx={{ flex: 1 }} />
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={sprintReportPath(projectId, sprint._id)}
                startIcon={<InsightsOutlined />}
                aria-label={`Report of ${sprint.name}`}
              >
                Report
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
