import { lazy, Suspense, useId } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { Sprint } from '../tasks/types';
import { ReportLoading } from './ReportLoading';

// The charts library is big: it loads when a report opens.
const SprintReportView = lazy(() => import('./SprintReportView'));

interface SprintReportDialogProps {
  projectId: string;
  sprintId: string;
  /** The sprint as the backlog knows it, for the title before the report arrives. */
  sprint?: Sprint;
  onClose: () => void;
}

/** A sprint's report over the backlog: full screen on a phone. Its URL (?sprintReport=) is a deep link. */
export function SprintReportDialog({ projectId, sprintId, sprint, onClose }: SprintReportDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {sprint ? `${sprint.name} report` : 'Sprint report'}
      </DialogTitle>
      <Tooltip title="Close">
        <IconButton aria-label="Close report" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </Tooltip>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<ReportLoading />}>
          <SprintReportView projectId={projectId} sprintId={sprintId} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
