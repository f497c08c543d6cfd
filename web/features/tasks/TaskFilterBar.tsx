import { useEffect, useState } from 'react';
import { Box, Button, InputAdornment, TextField, ToggleButton, Tooltip } from '@mui/material';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { TASK_PRIORITIES, TASK_TYPES } from '../../../domain/tasks/taskRules';
import { UserAvatar } from '../../app/components/UserAvatar';
import { FilterMenu, type FilterChoice } from './FilterMenu';
import { BACKLOG_FILTER, EMPTY_FILTER, isFiltering, NO_EPIC_FILTER, toggle, UNASSIGNED_FILTER, type TaskFilter } from './taskFilter';
import { ColorDot, PriorityIcon, TypeIcon } from './taskMeta';
import type { PersonOption } from './usePeople';
import type { EpicOption, Sprint, StatusOption } from './types';

/** Looks like the filter menu buttons next to it: outlined when off, filled when on. */
const toggleSx = {
  flexShrink: 0,
  py: 0.5,
  px: 1.25,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  fontWeight: 600,
  lineHeight: 1.75,
  color: 'text.primary',
  borderColor: 'divider',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'secondary.main', color: 'secondary.contrastText', borderColor: 'secondary.main' },
} as const;

type Facet = 'status' | 'assignee' | 'type' | 'priority' | 'epic' | 'sprint';

interface TaskFilterBarProps {
  filter: TaskFilter;
  onChange: (filter: TaskFilter) => void;
  facets: Facet[];
  people: PersonOption[];
  currentUserId: string;
  statuses?: StatusOption[];
  epics?: EpicOption[];
  sprints?: Sprint[];
  /** Avatars to toggle in one click (the board's quick filters). */
  quickPeople?: PersonOption[];
}

const FACET_KEY: Record<Facet, keyof Pick<TaskFilter, 'statuses' | 'assignees' | 'types' | 'priorities' | 'epics' | 'sprints'>> = {
  status: 'statuses',
  assignee: 'assignees',
  type: 'types',
  priority: 'priorities',
  epic: 'epics',
  sprint: 'sprints',
};

/** Search, quick toggles and filter menus above the board and the list. The search applies as you type (debounced). */
export function TaskFilterBar({ filter, onChange, facets, people, currentUserId, statuses = [], epics = [], sprints = [], quickPeople = [] }: TaskFilterBarProps) {
  const [text, setText] = useState(filter.text);
  useEffect(() => {
    if (text === filter.text) return;
    const timer = setTimeout(() => onChange({ ...filter, text }), 150);
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  const choices: Record<Facet, FilterChoice[]> = {
    status: statuses.map((s) => ({ value: s._id, label: s.name, icon: <ColorDot color={s.color} /> })),
    assignee: [
      { value: UNASSIGNED_FILTER, label: 'Unassigned', icon: <PersonOutlineRounded sx={{ fontSize: 20, color: 'text.disabled' }} /> },
      ...people.map((p) => ({ value: p._id, label: p._id === currentUserId ? `${p.name} (you)` : p.name, icon: <UserAvatar name={p.name} size={20} /> })),
    ],
    type: TASK_TYPES.map((t) => ({ value: t, label: t, icon: <TypeIcon type={t} /> })),
    priority: TASK_PRIORITIES.map((p) => ({ value: p, label: p, icon: <PriorityIcon priority={p} /> })),
    epic: [{ value: NO_EPIC_FILTER, label: 'No epic' }, ...epics.map((e) => ({ value: e._id, label: e.name, icon: <ColorDot color={e.color} /> }))],
    sprint: [
      { value: BACKLOG_FILTER, label: 'Backlog' },
      ...sprints.filter((s) => s.status !== 'completed').map((s) => ({ value: s._id, label: s.status === 'active' ? `${s.name} (active)` : s.name })),
    ],
  };
  const labels: Record<Facet, string> = { status: 'Status', assignee: 'Assignee', type: 'Type', priority: 'Priority', epic: 'Epic', sprint: 'Sprint' };
  const onlyMine = filter.assignees.length === 1 && filter.assignees[0] === currentUserId;

  return (
    <Box
      role="toolbar"
      aria-label="Filters"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: { xs: 'auto', md: 'visible' }, py: 0.5, scrollbarWidth: 'thin' }}
    >
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search tasks"
        slotProps={{
          htmlInput: { 'aria-label': 'Search tasks' },
          input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> },
        }}
        sx={{ width: { xs: 160, sm: 180, xl: 240 }, flexShrink: 0 }}
      />
      {quickPeople.length > 0 && (
        <Box sx={{ display: 'flex', flexShrink: 0, pl: 0.5 }}>
          {quickPeople.map((person) => {
            const pressed = filter.assignees.includes(person._id);
            return (
              <Tooltip key={person._id} title={person.name}>
                <Box
                  component="button"
                  type="button"
                  aria-pressed={pressed}
                  aria-label={`Show tasks of ${person.name}`}
                  onClick={() => onChange({ ...filter, assignees: toggle(filter.assignees, person._id) })}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    ml: -0.5,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: pressed ? 'primary.main' : 'background.paper',
                    transition: 'transform 120ms',
                    '&:hover': { transform: 'translateY(-2px)', zIndex: 1 },
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                  }}
                >
                  <UserAvatar name={person.name} size={28} />
                </Box>
              </Tooltip>
            );
          })}
        </Box>
      )}
      <ToggleButton
        size="small"
        value="mine"
        selected={onlyMine}
        onChange={() => onChange({ ...filter, assignees: onlyMine ? [] : [currentUserId] })}
        sx={toggleSx}
      >
        Only my tasks
      </ToggleButton>
      <ToggleButton
        size="small"
        value="recent"
        selected={filter.recent}
        onChange={() => onChange({ ...filter, recent: !filter.recent })}
        sx={toggleSx}
      >
        Recently updated
      </ToggleButton>
      {facets.map((facet) => {
        const key = FACET_KEY[facet];
        if (facet === 'epic' && epics.length === 0) return null;
        return (
          <FilterMenu
            key={facet}
            label={labels[facet]}
            choices={choices[facet]}
            selected={filter[key]}
            onToggle={(value) => onChange({ ...filter, [key]: toggle(filter[key], value) })}
            onClear={() => onChange({ ...filter, [key]: [] })}
          />
        );
      })}
      {isFiltering(filter) && (
        <Button
          size="small"
          onClick={() => {
            setText('');
            onChange(EMPTY_FILTER);
          }}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
