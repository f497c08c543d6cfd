import { useMemo, useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  MenuItem,
  Popover,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { timeZoneOptions } from '../../../domain/profile/profile';
import { CALENDAR_VIEWS, type CalendarViewType } from './CalendarView';
import type { WorkLayer } from './useWorkLayers';

const VIEW_LABELS: Record<CalendarViewType, string> = { dayGridMonth: 'Month', timeGridWeek: 'Week', timeGridDay: 'Day', agenda: 'Agenda' };
const STEP_NAMES: Record<CalendarViewType, string> = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day', agenda: '4 weeks' };

export interface CalendarNavigation {
  today(): void;
  previous(): void;
  next(): void;
  goTo(day: string): void;
  changeView(view: CalendarViewType): void;
}

/** Jump to a day: a native date input in a small popover. */
function GoToDate({ onGo }: { onGo(day: string): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Go to date">
        <IconButton aria-label="Go to date" aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} size="small">
          <EventOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box
          component="form"
          sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault();
            const day = new FormData(event.currentTarget).get('day');
            if (typeof day === 'string' && day) {
              onGo(day);
              setAnchor(null);
            }
          }}
        >
          <TextField name="day" type="date" label="Date" size="small" autoFocus required slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="contained">
            Go
          </Button>
        </Box>
      </Popover>
    </>
  );
}

/**
 * The calendar's own toolbar, in MUI: today, previous, next, a date to jump to and the range's title;
 * the view; the work layer's toggles; and the time zone times are shown in.
 */
export function CalendarToolbar(props: {
  title: string;
  view: CalendarViewType;
  phone: boolean;
  navigation: CalendarNavigation;
  layers: Record<WorkLayer, boolean>;
  onToggleLayer(layer: WorkLayer): void;
  timeZone: string;
  onTimeZoneChange(timeZone: string): void;
}) {
  const { title, view, phone, navigation, layers, onToggleLayer, timeZone, onTimeZoneChange } = props;
  const zones = useMemo(() => timeZoneOptions(), []);
  const step = STEP_NAMES[view];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={navigation.today} sx={{ mr: 0.5, borderColor: 'divider' }}>
          Today
        </Button>
        <Tooltip title={`Previous ${step}`}>
          <IconButton aria-label={`Previous ${step}`} onClick={navigation.previous} size="small">
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Tooltip title={`Next ${step}`}>
          <IconButton aria-label={`Next ${step}`} onClick={navigation.next} size="small">
            <ChevronRight />
          </IconButton>
        </Tooltip>
        <GoToDate onGo={navigation.goTo} />
      </Box>
      {/* The range's title beside the arrows, or on a line of its own when they leave it too little room. */}
      <Typography variant="h4" component="h2" aria-live="polite" noWrap sx={{ flex: '1 1 auto', minWidth: 'max-content', fontSize: { xs: '1rem', sm: '1.125rem' } }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: phone ? '100%' : 'auto' }}>
        {phone ? (
          <TextField select size="small" label="View" value={view} onChange={(event) => navigation.changeView(event.target.value as CalendarViewType)} sx={{ flex: '1 1 120px' }}>
            {CALENDAR_VIEWS.map((value) => (
              <MenuItem key={value} value={value}>
                {VIEW_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <ToggleButtonGroup exclusive size="small" aria-label="View" value={view} onChange={(_event, value: CalendarViewType | null) => value && navigation.changeView(value)}>
            {CALENDAR_VIEWS.map((value) => (
              <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.5 }}>
                {VIEW_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Autocomplete
          options={zones}
          value={timeZone}
          onChange={(_event, value) => value && onTimeZoneChange(value)}
          disableClearable
          size="small"
          sx={{ flex: phone ? '1 1 160px' : '0 0 220px' }}
          renderInput={(params) => <TextField {...params} label="Time zone" />}
        />
        <FormGroup row aria-label="Show work" sx={{ flexWrap: 'nowrap' }}>
          {(['tasks', 'sprints'] as const).map((layer) => (
            <FormControlLabel
              key={layer}
              control={<Checkbox size="small" checked={layers[layer]} onChange={() => onToggleLayer(layer)} />}
              label={layer === 'tasks' ? 'Tasks' : 'Sprints'}
              sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
            />
          ))}
        </FormGroup>
      </Box>
    </Box>
  );
}
