import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address as it will be linked (a bare domain gets https://), or null when it is not a web or mail address. */
export function normaliseLink(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withProtocol);
    if (!LINK_PROTOCOLS.has(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

interface LinkDialogProps {
  open: boolean;
  /** The link being edited, or '' for a new one. */
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
  onRemove: () => void;
}

/** Adds, changes or removes the link on the selected text: web (http, https) and mail addresses only. */
export function LinkDialog({ open, initial, onClose, onSave, onRemove }: LinkDialogProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseLink(value);
    if (!href) {
      setError('Enter a web address (https://…) or an email link (mailto:…)');
      return;
    }
    onSave(href);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{initial ? 'Edit link' : 'Add link'}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Address"
          placeholder="https://example.com"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        {initial && (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
