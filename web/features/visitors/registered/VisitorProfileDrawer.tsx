import { Alert, Box, Button, Drawer, IconButton, Skeleton, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { toast } from 'react-toastify';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { useEraseVisitor, useVisitorProfile, type Visit } from '../api';
import { VisitCardList } from '../visit/VisitCard';

interface VisitorProfileDrawerProps {
  visitorId: string | null;
  onClose: () => void;
  onOpenVisit: (visit: Visit) => void;
  onEditVisit: (visit: Visit) => void;
}

/** A registered visitor with every visit; their personal data may be erased on request. */
export function VisitorProfileDrawer({ visitorId, onClose, onOpenVisit, onEditVisit }: VisitorProfileDrawerProps) {
  const profile = useVisitorProfile(visitorId);
  const erase = useEraseVisitor();
  const confirm = useConfirmTarget<{ _id: string; name: string }>();
  const visitor = profile.data;
  return (
    <Drawer anchor="right" open={Boolean(visitorId)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 }, p: 2.5 }, 'aria-label': 'Visitor profile' } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {visitor?.name ?? 'Visitor'}
          </Typography>
          {visitor && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {visitor.erased ? 'Personal data erased' : [visitor.company, visitor.email, visitor.phone].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      {profile.isError && <Alert severity="error">{profile.error.message}</Alert>}
      {!visitor && !profile.isError && <Skeleton variant="rounded" height={200} />}
      {visitor && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            {visitor.visitCount} {visitor.visitCount === 1 ? 'visit' : 'visits'}
          </Typography>
          <VisitCardList label="Visits" visits={visitor.visits} empty="No visits." onOpen={onOpenVisit} onEdit={onEditVisit} showHost />
          {!visitor.erased && (
            <Box>
              <Button color="error" variant="outlined" onClick={() => confirm.ask({ _id: visitor._id, name: visitor.name })}>
                Erase personal data
              </Button>
            </Box>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirm.open}
        title={`Erase the personal data of ${confirm.target?.name ?? ''}?`}
        confirmLabel="Erase"
        destructive
        pending={erase.isPending}
        onClose={confirm.close}
        onConfirm={() =>
          confirm.target &&
          void erase.mutateAsync(confirm.target._id).then(
            () => {
              toast.success('Personal data erased');
              confirm.close();
            },
            (failure: unknown) => toast.error(failure instanceof Error ? failure.message : 'Something went wrong'),
          )
        }
      >
        Their name, email, phone, photos and accepted agreements are erased for good. The visits stay, anonymous, in the counts.
      </ConfirmDialog>
    </Drawer>
  );
}
