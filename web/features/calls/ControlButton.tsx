import type { MouseEvent, ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

export interface ControlButtonProps {
  /** What it does: its accessible name, and the tooltip unless one is given. */
  label: string;
  /** A different tooltip, e.g. why it is disabled. */
  tooltip?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  active?: boolean;
  danger?: boolean;
  /** Set for a button that opens a popup: whether it is open. */
  expanded?: boolean;
  children: ReactNode;
}

/** A round button of the call window's toolbar, with a tooltip that works while disabled too. */
export function ControlButton({ label, tooltip, onClick, disabled, active, danger, expanded, children }: ControlButtonProps) {
  return (
    <Tooltip title={tooltip ?? label}>
      <span>
        <IconButton
          aria-label={label}
          aria-haspopup={expanded === undefined ? undefined : 'dialog'}
          aria-expanded={expanded}
          onClick={onClick}
          disabled={disabled}
          sx={{
            width: 52,
            height: 52,
            color: danger ? 'error.contrastText' : active ? 'primary.contrastText' : 'text.primary',
            bgcolor: danger ? 'error.main' : active ? 'primary.main' : 'action.selected',
            '&:hover': { bgcolor: danger ? 'error.dark' : active ? 'primary.dark' : 'action.focus' },
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
