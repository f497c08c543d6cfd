import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { toast } from 'react-toastify';
import { KIOSK_NAME_MAX } from '../../../../domain/visitors/visits';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { formatRelative } from '../../../app/format';
import { useCreateKiosk, useKiosks, useRevokeKiosk, type Kiosk } from '../api';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** The front desk's tablets: made here, with an address shown once, and revoked here. */
export function KiosksSection() {
  const kiosks = useKiosks();
  const create = useCreateKiosk();
  const revoke = useRevokeKiosk();
  const confirm = useConfirmTarget<Kiosk>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The address holds the kiosk's token: the server answers it once, and it lives only while this dialog is open.
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);
  const titleId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const kiosk = await create.mutateAsync(name);
      setCreated({ name: kiosk.name, url: kiosk.url });
      setName('');
      setError(null);
    } catch (failure) {
      setError(messageOf(failure).replace(/^name:\s/, ''));
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success('Kiosk address copied');
    } catch {
      toast.error('Could not copy: select the address and copy it');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" aria-label="New kiosk" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Kiosk name"
          placeholder="Front desk"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: KIOSK_NAME_MAX } }}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" loading={create.isPending}>
          Make kiosk
        </Button>
      </Box>
      {kiosks.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No kiosk yet.</Typography>}
      {Boolean(kiosks.data?.length) && (
        <List dense aria-label="Kiosks" disablePadding>
          {kiosks.data!.map((kiosk) => (
            <ListItem
              key={kiosk._id}
              divider
              secondaryAction={
                <Button size="small" color="error" onClick={() => confirm.ask(kiosk)}>
                  Revoke
                </Button>
              }
            >
              <ListItemText primary={kiosk.name} secondary={`Last used ${formatRelative(kiosk.lastUsedAt).toLowerCase()}${kiosk.createdBy ? ` · made by ${kiosk.createdBy.name}` : ''}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={Boolean(created)} onClose={() => setCreated(null)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Kiosk {created?.name} is ready</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">This address is shown only now. Open it on the kiosk’s tablet or copy it somewhere safe: anyone with it can sign visitors in.</Alert>
          <TextField label="Kiosk address" value={created?.url ?? ''} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(event) => event.target.select()} fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
            Copy address
          </Button>
          {created && (
            <Button startIcon={<OpenInNewRounded />} href={created.url} target="_blank" rel="noopener">
              Open kiosk
            </Button>
          )}
          <Button variant="contained" onClick={() => setCreated(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirm.open}
        title={`Revoke ${confirm.target?.name ?? ''}?`}
        confirmLabel="Revoke"
        destructive
        pending={revoke.isPending}
        onClose={confirm.close}
        onConfirm={() => confirm.target && void revoke.mutateAsync(confirm.target._id).then(confirm.close, (failure: unknown) => toast.error(messageOf(failure)))}
      >
        Its address stops working at once; a tablet showing it can no longer sign anyone in.
      </ConfirmDialog>
    </Box>
  );
}
