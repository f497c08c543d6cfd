import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatDateTime } from '../../../app/format';
import { useCredit, type CreditDetail } from '../api';
import { CategoryChip, PointsText, SourceBadge } from './CreditBadges';
import { formatDay } from './creditFormat';
import { CreditHistory } from './CreditHistory';
import { CreditTaskLink } from './CreditTaskLink';
import { PersonCell } from './CreditsTable';

interface CreditDetailsProps {
  creditId: string | null;
  canRecord: boolean;
  onClose: () => void;
  onEdit: (credit: CreditDetail) => void;
  onDelete: (credit: CreditDetail) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '110px 1fr', gap: 1.5, alignItems: 'center', minHeight: 32 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function CreditDetailBody({ credit, canRecord, onEdit, onDelete }: { credit: CreditDetail } & Pick<CreditDetailsProps, 'canRecord' | 'onEdit' | 'onDelete'>) {
  const automatic = credit.source === 'automatic';
  const changeable = canRecord && !automatic && !credit.deletedAt;
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <PointsText points={credit.points} large />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <CategoryChip category={credit.category} />
          <SourceBadge source={credit.source} />
        </Box>
      </Box>
      {credit.deletedAt && <Alert severity="warning">Deleted {formatDateTime(credit.deletedAt)}. It no longer counts in the totals.</Alert>}
      {automatic && credit.task && (
        <Alert severity="info" icon={false}>
          Given automatically for <CreditTaskLink task={credit.task} full />
        </Alert>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{credit.reason}</Typography>
      <Stack spacing={0.75}>
        <Field label="Member">
          <PersonCell person={credit.member} />
        </Field>
        <Field label="Date">{formatDay(credit.date)}</Field>
        <Field label="Task">{credit.task ? <CreditTaskLink task={credit.task} full /> : <Typography variant="body2" sx={{ color: 'text.secondary' }}>None</Typography>}</Field>
        {credit.task && <Field label="Project">{credit.task.projectName}</Field>}
        <Field label={credit.source === 'recognition' ? 'Given by' : 'Recorded by'}>{credit.recordedBy ? <PersonCell person={credit.recordedBy} /> : 'Automatic credits'}</Field>
        <Field label="Recorded">{formatDateTime(credit.createdAt)}</Field>
      </Stack>
      {changeable && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => onEdit(credit)}>
            Edit
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => onDelete(credit)}>
            Delete
          </Button>
        </Box>
      )}
      <Divider />
      <Box>
        <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
          History
        </Typography>
        <CreditHistory history={credit.history} />
      </Box>
    </Stack>
  );
}

/** A credit opened from the list: every field, its task, and its history; edit and delete for recorders. */
export function CreditDetails({ creditId, canRecord, onClose, onEdit, onDelete }: CreditDetailsProps) {
  const detail = useCredit(creditId);
  return (
    <Drawer
      anchor="right"
      open={Boolean(creditId)}
      onClose={onClose}
      // Above the top bar, which sits over the app's own drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': 'Credit details' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2, gap: 1 }}>
        <Typography variant="h4" component="h2" sx={{ flex: 1 }}>
          Credit
        </Typography>
        <Tooltip title="Close">
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      <Box sx={{ p: 3, overflowY: 'auto' }}>
        {detail.data ? (
          <CreditDetailBody credit={detail.data} canRecord={canRecord} onEdit={onEdit} onDelete={onDelete} />
        ) : detail.error ? (
          <Alert severity="error">{detail.error.status === 404 ? 'This credit no longer exists, or you cannot see it.' : detail.error.message}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the credit" />
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
