import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldBinding } from './useFormField';

export type FormTextFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = FormFieldBinding<TValues, TOutput> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** A MUI text field bound to react-hook-form, showing the schema's message under it. */
export function FormTextField<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  const bound = useFormField({ control, name }, helperText);
  return <TextField {...props} {...bound} />;
}
