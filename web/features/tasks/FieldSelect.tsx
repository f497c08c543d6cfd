import { useId, type ReactNode } from 'react';
import { Box, FormControl, InputLabel, MenuItem, Select, Typography, type SelectProps } from '@mui/material';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority } from '../../../domain/tasks/taskRules';
import { ColorDot, MiniAvatar, PriorityIcon, TypeIcon, type TaskType } from './taskMeta';
import type { PersonOption } from './usePeople';
import type { EpicOption, StatusOption } from './types';

export interface FieldOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface FieldSelectProps {
  /** The accessible name, e.g. 'Status of WEB-42'. */
  label: string;
  value: string;
  options: FieldOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** 'inline': borderless, for table cells; 'field': an outlined control, for the task panel. */
  look?: 'inline' | 'field';
  /** Shows the label above the value, as in a form; otherwise the label is only announced. */
  visibleLabel?: boolean;
  sx?: SelectProps['sx'];
}

function OptionLabel({ option }: { option: FieldOption | undefined }) {
  if (!option) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {option.icon && (
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {option.icon}
        </Box>
      )}
      <Typography component="span" variant="body2" noWrap>
        {option.label}
      </Typography>
    </Box>
  );
}

/** One task field as a compact select: the current value with its icon, and every choice in the menu. */
export function FieldSelect({ label, value, options, onChange, disabled, look = 'field', visibleLabel, sx }: FieldSelectProps) {
  const inline = look === 'inline';
  const labelId = useId();
  const select = (
    <Select
      labelId={visibleLabel ? labelId : undefined}
      label={visibleLabel ? label : undefined}
      notched={visibleLabel || undefined}
      size="small"
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(event) => onChange(String(event.target.value))}
      disabled={disabled}
      variant={inline ? 'standard' : 'outlined'}
      disableUnderline={inline || undefined}
      displayEmpty
      inputProps={visibleLabel ? undefined : { 'aria-label': label }}
      renderValue={(selected) => <OptionLabel option={options.find((o) => o.value === selected)} />}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      sx={[
        { minWidth: 0, fontSize: 14 },
        inline && {
          px: 1,
          borderRadius: 1,
          '&:hover:not(.Mui-disabled)': { bgcolor: 'action.hover' },
          '& .MuiSelect-select:focus': { bgcolor: 'transparent' },
          // The arrow shows on hover and focus only: a column of arrows is noise.
          '& .MuiSelect-icon': { opacity: 0, transition: 'opacity 120ms' },
          '&:hover .MuiSelect-icon, &.Mui-focused .MuiSelect-icon': { opacity: 1 },
          '&.Mui-disabled .MuiSelect-icon': { display: 'none' },
          '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'inherit', color: 'text.primary' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <OptionLabel option={option} />
        </MenuItem>
      ))}
    </Select>
  );
  if (!visibleLabel) return select;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      {select}
    </FormControl>
  );
}

export const UNASSIGNED = '';

export function statusOptions(statuses: StatusOption[]): FieldOption[] {
  return statuses.map((s) => ({ value: s._id, label: s.name, icon: <ColorDot color={s.color} /> }));
}

export function priorityOptions(): FieldOption[] {
  return TASK_PRIORITIES.map((p: TaskPriority) => ({ value: p, label: p, icon: <PriorityIcon priority={p} /> }));
}

export function typeOptions(): FieldOption[] {
  return TASK_TYPES.map((t: TaskType) => ({ value: t, label: t, icon: <TypeIcon type={t} /> }));
}

export function assigneeOptions(people: PersonOption[]): FieldOption[] {
  return [
    { value: UNASSIGNED, label: 'Unassigned', icon: <PersonOutlineRounded sx={{ fontSize: 22, color: 'text.disabled' }} aria-hidden /> },
    ...people.map((p) => ({ value: p._id, label: p.name, icon: <MiniAvatar name={p.name} size={22} /> })),
  ];
}

export function epicOptions(epics: EpicOption[]): FieldOption[] {
  return [{ value: '', label: 'No epic' }, ...epics.map((e) => ({ value: e._id, label: e.name, icon: <ColorDot color={e.color} /> }))];
}
