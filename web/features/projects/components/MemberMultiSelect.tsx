import type { Ref } from 'react';
import { Box, Checkbox, Chip, ListItemText, MenuItem, TextField } from '@mui/material';
import type { ProjectPerson } from '../api';

/** Spec 9: the team-member multi-select's menu is at most 224 px high and 250 px wide. */
export const MEMBER_MENU_PROPS = { slotProps: { paper: { style: { maxHeight: 224, width: 250 } } } };

interface MemberMultiSelectProps {
  people: ProjectPerson[];
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  label?: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Marked '(you)' in the menu. */
  selfId?: string;
  /** The last person selected cannot be taken out: a project always has a member (its creator by default). */
  keepOne?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The spec's team-member multi-select (items _id, name): checkboxes in the menu, chips in the field. */
export function MemberMultiSelect({ people, value, onChange, onBlur, label = 'Members', error, helperText, disabled, selfId, keepOne, inputRef }: MemberMultiSelectProps) {
  const nameOf = new Map(people.map((person) => [person._id, person.name]));
  return (
    <TextField
      select
      label={label}
      value={value}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => {
        const raw = event.target.value as unknown as string[] | string;
        const next = typeof raw === 'string' ? raw.split(',') : raw;
        if (keepOne && next.length === 0) return;
        onChange(next);
      }}
      slotProps={{
        select: {
          multiple: true,
          MenuProps: MEMBER_MENU_PROPS,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => (
                <Chip key={id} size="small" label={nameOf.get(id) ?? 'Unknown member'} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {people.length === 0 && (
        <MenuItem disabled value="">
          No active members
        </MenuItem>
      )}
      {people.map((person) => (
        <MenuItem key={person._id} value={person._id} dense disabled={keepOne && value.length === 1 && value[0] === person._id}>
          <Checkbox size="small" checked={value.includes(person._id)} sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }} />
          <ListItemText
            primary={person._id === selfId ? `${person.name} (you)` : person.name}
            slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
