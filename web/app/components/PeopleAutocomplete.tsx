import { Autocomplete, Box, Checkbox, TextField } from '@mui/material';

interface Person {
  _id: string;
  name: string;
  email: string;
}

interface PeopleAutocompleteProps<P extends Person> {
  options: P[];
  value: P[];
  onChange: (value: P[]) => void;
  loading: boolean;
  /** What the list says when there is no one to offer. */
  noOptionsText: string;
  /** Ticks in the list, which stays open while several are picked. */
  checkboxes?: boolean;
  /** The field's share of its row (flex basis). */
  basis: number;
  /** The field's label, 'Add people' unless the form names it otherwise ('Attendees'). */
  label?: string;
}

/** 'Add people': members of the organisation picked by name, each shown with their email. */
export function PeopleAutocomplete<P extends Person>({ options, value, onChange, loading, noOptionsText, checkboxes = false, basis, label = 'Add people' }: PeopleAutocompleteProps<P>) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect={checkboxes}
      size="small"
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      loading={loading}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      noOptionsText={loading ? 'Loading…' : noOptionsText}
      renderOption={({ key, ...props }, person, { selected }) => (
        <li key={key} {...props}>
          {checkboxes && <Checkbox size="small" checked={selected} sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }} />}
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ fontSize: 14 }}>{person.name}</Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>{person.email}</Box>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? '' : 'Search by name'} />}
      sx={{ flex: `1 1 ${basis}px`, minWidth: 0 }}
    />
  );
}
