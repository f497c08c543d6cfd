import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldBinding<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
}

/** A text field's value, handlers and error bound to react-hook-form: the schema's message shows under it. */
export function useFormField<TValues extends FieldValues, TOutput extends FieldValues>(
  { control, name }: FormFieldBinding<TValues, TOutput>,
  helperText?: ReactNode,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
