import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for actions that take something away (deactivate, revoke). */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The generic confirmation modal (spec 2): a question, Cancel, and the action named on its button. */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Open/closed state for a confirmation about one thing. The thing outlives the close, so
 * the dialog's text does not go blank (or flip) while it fades out.
 */
export function useConfirmTarget<T>() {
  const [state, setState] = useState<{ target: T; open: boolean } | null>(null);
  return {
    target: state?.target,
    open: state?.open ?? false,
    ask: (target: T) => setState({ target, open: true }),
    close: () => setState((current) => current && { ...current, open: false }),
  };
}
