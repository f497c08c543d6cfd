import type { ClipboardEvent } from 'react';
import { Autocomplete, Chip, TextField, Tooltip } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import { EMAIL_SEPARATORS, emailKey, isValidEmail, mergeEmails } from './emailList';

interface EmailChipsInputProps {
  emails: string[];
  onEmailsChange: (emails: string[]) => void;
  /** Text typed but not yet turned into a chip; the dialog adds it on submit. */
  input: string;
  onInputChange: (input: string) => void;
  /** Why the server refused an address, by emailKey: those chips turn red too. */
  problems: ReadonlyMap<string, string>;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

export function chipProblem(email: string, problems: ReadonlyMap<string, string>): string | undefined {
  return problems.get(emailKey(email)) ?? (isValidEmail(email) ? undefined : 'Not a valid email address');
}

/**
 * Addresses as chips: typing a separator, pressing Enter or leaving the field turns the
 * text into chips, and a pasted list becomes one chip per address. Clicking a chip puts
 * it back into the text for correction.
 */
export function EmailChipsInput({ emails, onEmailsChange, input, onInputChange, problems, helperText, error, disabled }: EmailChipsInputProps) {
  const commit = (text: string, rest = '') => {
    onEmailsChange(mergeEmails(emails, text));
    onInputChange(rest);
  };

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text');
    if (!EMAIL_SEPARATORS.test(text.trim())) return;
    event.preventDefault();
    commit(`${input} ${text}`);
  };

  const edit = (email: string) => {
    onEmailsChange(mergeEmails(emails.filter((candidate) => candidate !== email), input));
    onInputChange(email);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={[]}
      value={emails}
      onChange={(_event, value) => onEmailsChange(mergeEmails([], value.join(' ')))}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'input') return onInputChange(value);
        const parts = value.split(EMAIL_SEPARATORS);
        // A separator was typed: everything before it becomes chips, the rest stays as text.
        if (parts.length > 1) commit(parts.slice(0, -1).join(' '), parts.at(-1));
        else onInputChange(value);
      }}
      onBlur={() => input.trim() && commit(input)}
      renderValue={(value, getItemProps) =>
        value.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const problem = chipProblem(email, problems);
          return (
            <Tooltip key={key} title={problem ?? 'Click to edit'}>
              <Chip
                {...itemProps}
                size="small"
                label={email}
                aria-label={problem ? `${email}: ${problem}` : email}
                color={problem ? 'error' : 'default'}
                variant={problem ? 'outlined' : 'filled'}
                icon={problem ? <ErrorOutline /> : undefined}
                onClick={() => edit(email)}
              />
            </Tooltip>
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Email addresses"
          placeholder={emails.length === 0 ? 'name@company.com, another@company.com' : undefined}
          helperText={helperText}
          error={error}
          onPaste={handlePaste}
          autoFocus
        />
      )}
      sx={{ '& .MuiAutocomplete-inputRoot': { minHeight: 96, alignItems: 'flex-start', alignContent: 'flex-start' } }}
    />
  );
}
