import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '../../../app/format';
import { useVisit, type Visit } from '../api';
import { VisitActions } from './VisitActions';
import { VisitDialog } from './VisitDialog';
import { visitWhen } from './visitFormat';
import { VisitStatusChip } from './VisitStatusChip';

const SIGNED_OUT_BY = { kiosk: 'at the kiosk', host: 'by the host', admin: 'by the front desk', automatic: 'automatically' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Everything about one visit, fresh from the server (the list's copy shows meanwhile), with its actions. */
export function VisitDetailsDialog({ visit: listed, open, onClose, onEdit }: { visit: Visit | null; open: boolean; onClose: () => void; onEdit: (visit: Visit) => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fresh = useVisit(open ? (listed?._id ?? null) : null);
  const visit = fresh.data ?? listed;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {visit && (
        <>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box component="span" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
              {visit.visitor.name}
            </Box>
            <VisitStatusChip visit={visit} />
          </DialogTitle>
          <DialogContent>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              {visit.visitor.erased && <Field label="Visitor">Personal data erased</Field>}
              {visit.visitor.email && <Field label="Email">{visit.visitor.email}</Field>}
              {visit.visitor.phone && <Field label="Phone">{visit.visitor.phone}</Field>}
              {visit.visitor.company && <Field label="Company">{visit.visitor.company}</Field>}
              <Field label="Host">{visit.host.name}</Field>
              {visit.invitedBy && <Field label="Invited by">{visit.invitedBy.name}</Field>}
              {visit.purpose && <Field label="Purpose">{visit.purpose}</Field>}
              <Field label="When">{visitWhen(visit)}</Field>
              <Field label="Sign-in code">
                <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: 1 }}>
                  {visit.code}
                </Box>
              </Field>
              {visit.signedInAt && <Field label="Signed in">{formatDateTime(visit.signedInAt)}</Field>}
              {visit.signedOutAt && (
                <Field label="Signed out">
                  {formatDateTime(visit.signedOutAt)}
                  {visit.signedOutBy ? ` ${SIGNED_OUT_BY[visit.signedOutBy]}` : ''}
                </Field>
              )}
              {visit.decidedBy && visit.decidedAt && <Field label="Decided by">{`${visit.decidedBy.name}, ${formatDateTime(visit.decidedAt)}`}</Field>}
              {visit.agreementAcceptedAt && <Field label="Agreement">Accepted {formatDateTime(visit.agreementAcceptedAt)}</Field>}
            </Box>
            {visit.agreementText && visit.agreementAcceptedAt && (
              <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: 13, maxHeight: 160, overflowY: 'auto' }}>{visit.agreementText}</Box>
            )}
            {visit.photoUrl && <Box component="img" src={visit.photoUrl} alt={`Photo of ${visit.visitor.name} at sign-in`} sx={{ mt: 2, maxWidth: 200, borderRadius: 1 }} />}
            <Box sx={{ mt: 2 }}>
              <VisitActions visit={visit} onEdit={onEdit} />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** The details and the edit dialog a page of visits opens; the visit stays while a dialog fades out. */
export function useVisitDialogs() {
  const [details, setDetails] = useState<{ visit: Visit | null; open: boolean }>({ visit: null, open: false });
  const [edit, setEdit] = useState<{ visit: Visit | null; open: boolean }>({ visit: null, open: false });
  const openEdit = (visit: Visit | null) => {
    setDetails((current) => ({ ...current, open: false }));
    setEdit({ visit, open: true });
  };
  return {
    openDetails: (visit: Visit) => setDetails({ visit, open: true }),
    openEdit,
    dialogs: (
      <>
        <VisitDetailsDialog visit={details.visit} open={details.open} onClose={() => setDetails((current) => ({ ...current, open: false }))} onEdit={openEdit} />
        <VisitDialog open={edit.open} visit={edit.visit} onClose={() => setEdit((current) => ({ ...current, open: false }))} />
      </>
    ),
  };
}
