import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useThemeProps } from '@mui/material/styles';

export interface OutlinedTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField for a single line of text, built from the same parts with the same ids
 * and classes (so it looks and reads the same), without TextField itself: that one always brings
 * Select with its menu, popover and modal, which the public pages never show.
 */
export function OutlinedTextField(inProps: OutlinedTextFieldProps) {
  // The theme's TextField defaults (fullWidth) apply here too.
  const { label, error = false, helperText, fullWidth = false, ...input } = useThemeProps({ props: inProps, name: 'MuiTextField' });
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
