import { useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineRounded';
import { toast } from 'react-toastify';
import { BLOCK_KINDS, BLOCK_REASON_MAX, BLOCK_VALUE_MAX, type BlockKind } from '../../../../domain/visitors/visits';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { useAddBlock, useRemoveBlock, useVisitorBlocks, type VisitorBlock } from '../api';

const KIND_LABELS: Record<BlockKind, string> = { name: 'Name', email: 'Email', domain: 'Email domain' };

/** 'value: Enter …' → 'Enter …' at the field; anything else above the form. */
function splitMessage(message: string): { field: 'value' | 'reason' | 'root'; text: string } {
  const match = /^(value|reason):\s(.*)$/.exec(message);
  return match ? { field: match[1] as 'value' | 'reason', text: match[2]! } : { field: 'root', text: message };
}

/** Names, emails and domains whose sign-in is held for the visitor managers. */
export function BlockListSection() {
  const blocks = useVisitorBlocks();
  const add = useAddBlock();
  const remove = useRemoveBlock();
  const confirm = useConfirmTarget<VisitorBlock>();
  const [kind, setKind] = useState<BlockKind>('email');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'value' | 'reason' | 'root'; text: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ kind, value, ...(reason.trim() && { reason }) });
      toast.success(`${value.trim()} is on the block list`);
      setValue('');
      setReason('');
      setError(null);
    } catch (failure) {
      setError(splitMessage(failure instanceof Error ? failure.message : 'Something went wrong'));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" aria-label="Block someone" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField select size="small" label="Kind" value={kind} onChange={(event) => setKind(event.target.value as BlockKind)} sx={{ flex: '1 1 130px' }}>
          {BLOCK_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {KIND_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Value"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error?.field === 'value'}
          helperText={error?.field === 'value' ? error.text : undefined}
          slotProps={{ htmlInput: { maxLength: BLOCK_VALUE_MAX } }}
          sx={{ flex: '2 1 200px' }}
        />
        <TextField
          size="small"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error?.field === 'reason'}
          helperText={error?.field === 'reason' ? error.text : undefined}
          slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX } }}
          sx={{ flex: '2 1 200px' }}
        />
        <Button type="submit" variant="outlined" loading={add.isPending}>
          Block
        </Button>
      </Box>
      {error?.field === 'root' && <Alert severity="error">{error.text}</Alert>}
      {blocks.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No one is blocked.</Typography>}
      {Boolean(blocks.data?.length) && (
        <List dense aria-label="Block list" disablePadding>
          {blocks.data!.map((block) => (
            <ListItem
              key={block._id}
              divider
              secondaryAction={
                <Tooltip title="Remove">
                  <IconButton edge="end" aria-label={`Remove ${block.value}`} onClick={() => confirm.ask(block)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={`${KIND_LABELS[block.kind]}: ${block.value}`}
                secondary={[block.reason, block.createdBy && `added by ${block.createdBy.name}`].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirm.open}
        title={`Remove ${confirm.target?.value ?? ''} from the block list?`}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onClose={confirm.close}
        onConfirm={() =>
          confirm.target &&
          void remove.mutateAsync(confirm.target._id).then(confirm.close, (failure: unknown) => toast.error(failure instanceof Error ? failure.message : 'Something went wrong'))
        }
      >
        Their next sign-in is no longer held.
      </ConfirmDialog>
    </Box>
  );
}
