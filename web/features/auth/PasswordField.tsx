import { useState } from 'react';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type PasswordFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  FormTextFieldProps<TValues, TOutput>,
  'type' | 'slotProps'
>;

export function PasswordField<TValues extends FieldValues, TOutput extends FieldValues>(props: PasswordFieldProps<TValues, TOutput>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={label}>
                <IconButton aria-label={label} onClick={() => setVisible((value) => !value)} edge="end" size="small">
                  {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
