import type { Ref } from 'react';
import { TextField } from '@mui/material';

interface ProjectKeyFieldProps {
  value: string;
  onChange: (key: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

/** The short key that prefixes task ids (WEB-12): capitals and digits only, as typed. */
export function ProjectKeyField({ value, onChange, onBlur, inputRef, error, disabled }: ProjectKeyFieldProps) {
  return (
    <TextField
      label="Key"
      name="key"
      value={value}
      inputRef={inputRef}
      onBlur={onBlur}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      error={Boolean(error)}
      helperText={error ?? (value ? `Task ids look like ${value}-1` : 'Proposed from the name')}
      slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.04em' } } }}
    />
  );
}
