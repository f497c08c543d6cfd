import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';

/** A search box: a text field of type search with the magnifier in front; everything else is the caller's. */
export function SearchField({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      {...props}
      type="search"
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
