import { Box, Button, FormHelperText, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { EVENT_REMINDERS_MAX, REMINDER_UNITS, type Reminder, type ReminderUnit } from '../../../../domain/calendar/events';
import { reminderLabel } from '../../../../domain/calendar/reminders';

/** Spec 9's options in the order people think of them; 'Custom…' opens N minutes, hours or days. */
const PRESETS: Reminder[] = [{ type: 'sameDay' }, { type: 'nextDay' }, ...[2, 3, 4, 5].map((days): Reminder => ({ type: 'daysBefore', days }))];
const CUSTOM = 'custom';
const CUSTOM_DEFAULT: Reminder = { type: 'custom', amount: 30, unit: 'minutes' };

/** The menu's value for a reminder: a preset's own key, or 'custom'. */
function optionOf(reminder: Reminder): string {
  return reminder.type === 'daysBefore' ? `daysBefore:${reminder.days}` : reminder.type;
}

function reminderOfOption(option: string, before: Reminder): Reminder {
  if (option === CUSTOM) return before.type === 'custom' ? before : CUSTOM_DEFAULT;
  return PRESETS.find((preset) => optionOf(preset) === option) ?? PRESETS[0]!;
}

interface RemindersEditorProps {
  value: Reminder[];
  onChange: (reminders: Reminder[]) => void;
  /** A message for a row (by its index), as the server or the schema gave it. */
  errors?: Partial<Record<number, string>>;
}

/** Up to five reminders, each one of spec 9's options; rows are added and removed. */
export function RemindersEditor({ value, onChange, errors = {} }: RemindersEditorProps) {
  const replace = (index: number, reminder: Reminder) => onChange(value.map((current, i) => (i === index ? reminder : current)));
  const add = () => {
    // The first preset not chosen yet, so a second click does not add the same reminder twice.
    const unused = PRESETS.find((preset) => !value.some((current) => optionOf(current) === optionOf(preset)));
    onChange([...value, unused ?? CUSTOM_DEFAULT]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {value.map((reminder, index) => (
        // Rows have no id of their own; a row's index is what it is (removing one re-renders the rest).
        <Box key={index}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={`Reminder ${index + 1}`}
              fullWidth={false}
              value={optionOf(reminder)}
              onChange={(event) => replace(index, reminderOfOption(event.target.value, reminder))}
              error={Boolean(errors[index])}
              sx={{ minWidth: 170 }}
            >
              {PRESETS.map((preset) => (
                <MenuItem key={optionOf(preset)} value={optionOf(preset)}>
                  {reminderLabel(preset)}
                </MenuItem>
              ))}
              <MenuItem value={CUSTOM}>Custom…</MenuItem>
            </TextField>
            {reminder.type === 'custom' && (
              <>
                <TextField
                  type="number"
                  size="small"
                  label="Amount"
                  fullWidth={false}
                  value={reminder.amount ?? ''}
                  onChange={(event) => replace(index, { ...reminder, amount: event.target.value === '' ? undefined : Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  sx={{ width: 96 }}
                />
                <TextField
                  select
                  size="small"
                  label="Unit"
                  fullWidth={false}
                  value={reminder.unit ?? 'minutes'}
                  onChange={(event) => replace(index, { ...reminder, unit: event.target.value as ReminderUnit })}
                  sx={{ width: 116 }}
                >
                  {REMINDER_UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {unit}
                    </MenuItem>
                  ))}
                </TextField>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  before
                </Typography>
              </>
            )}
            <Tooltip title="Remove reminder">
              <IconButton size="small" aria-label={`Remove reminder ${index + 1}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          {errors[index] && <FormHelperText error>{errors[index]}</FormHelperText>}
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<AddRounded />} onClick={add} disabled={value.length >= EVENT_REMINDERS_MAX}>
          Add reminder
        </Button>
        {value.length >= EVENT_REMINDERS_MAX && (
          <Typography variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
            At most {EVENT_REMINDERS_MAX} reminders
          </Typography>
        )}
      </Box>
    </Box>
  );
}
