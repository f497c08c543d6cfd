import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button } from '@mui/material';

interface ProfileFormProps {
  onSubmit: FormEventHandler;
  submitLabel: string;
  /** Shown on the button while the request runs, which also disables it. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The fields of one profile section and its submit button, in the page's one narrow column. */
export function ProfileForm({ onSubmit, submitLabel, pendingLabel, pending, disabled, children }: ProfileFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {children}
      <Box>
        <Button type="submit" variant="contained" disabled={pending || disabled}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
