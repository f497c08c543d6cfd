import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from '../../app/components/OutlinedTextField';
import { useFormField, type FormFieldBinding } from './useFormField';

type PasswordFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = FormFieldBinding<TValues, TOutput> &
  Pick<OutlinedTextFieldProps, 'label' | 'autoComplete' | 'autoFocus' | 'helperText' | 'fullWidth'>;

export function PasswordField<TValues extends FieldValues, TOutput extends FieldValues>({ control, name, helperText, ...props }: PasswordFieldProps<TValues, TOutput>) {
  const bound = useFormField({ control, name }, helperText);
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <OutlinedTextField
      {...props}
      {...bound}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          {/* No Tooltip: the eye is the convention every sign-in form uses, and MUI's Tooltip
              (with Popper and Grow) is 13 KB of the sign-in pages' JavaScript. */}
          <IconButton aria-label={label} onClick={() => setVisible((value) => !value)} edge="end" size="small">
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
