import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { WEEKDAYS, type Weekday } from '../../../../domain/calendar/recurrence';

interface WeekdayTogglesProps {
  /** The group's accessible name ('Repeat on', 'Skip days'). */
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  /** Days shown as chosen and not changeable here (Saturday and Sunday while 'Skip weekends' is ticked). */
  locked?: readonly Weekday[];
}

/** Seven toggle buttons, Monday first, each named by its whole weekday for screen readers and showing its initial. */
export function WeekdayToggles({ label, value, onChange, locked = [] }: WeekdayTogglesProps) {
  const chosen = [...new Set([...value, ...locked])];
  return (
    <ToggleButtonGroup
      aria-label={label}
      size="small"
      value={chosen}
      onChange={(_event, days: Weekday[]) => onChange(WEEKDAYS.filter((day) => days.includes(day) && !locked.includes(day)))}
      sx={{ flexWrap: 'wrap' }}
    >
      {WEEKDAYS.map((day) => (
        <ToggleButton key={day} value={day} aria-label={day} disabled={locked.includes(day)} sx={{ width: 40, fontWeight: 600 }}>
          {day.slice(0, 2)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
