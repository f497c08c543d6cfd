import { useEffect, useState } from 'react';
import { Badge, Box, Button, Collapse, MenuItem, TextField, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { PERIOD_PRESETS } from '../../../../domain/performance/periods';
import { SearchField } from '../../../app/components/SearchField';
import { useEmployees, useProjects } from '../../projects/api';
import { useCreditCategories } from '../api';
import { CategoryDot } from './CreditBadges';
import { PERIOD_LABELS, type CreditFilterValues } from './creditFilters';

// The empty choice reads 'Everyone' / 'All categories' in the field, under a raised label.
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
const SEARCH_DELAY_MS = 300;

interface CreditFiltersProps {
  value: CreditFilterValues;
  onChange: (value: CreditFilterValues) => void;
}

/** The search box keeps what is typed; the list hears it once typing pauses, so each keystroke is not a request. */
function CreditSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <SearchField
      size="small"
      placeholder="Search credits"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 200px' }}
      slotProps={{ htmlInput: { 'aria-label': 'Search credits' } }}
    />
  );
}

interface FilterOption {
  _id: string;
  name: string;
  color?: string;
}

/** One 'which member / category / project' choice, '' meaning all of them. */
function FilterSelect({ label, allLabel, value, onChange, options }: { label: string; allLabel: string; value: string; onChange: (value: string) => void; options: FilterOption[] }) {
  return (
    <TextField select size="small" label={label} value={options.length ? value : ''} onChange={(event) => onChange(event.target.value)} sx={{ flex: '1 1 150px' }} slotProps={showAll}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.color && <CategoryDot color={option.color} />}
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CreditFilters({ value, onChange }: CreditFiltersProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // On a phone the choices fold under a 'Filters' button, so the credits are not a screen away.
  const [expanded, setExpanded] = useState(false);
  const employees = useEmployees();
  const categories = useCreditCategories();
  const projects = useProjects();
  const set = (patch: Partial<CreditFilterValues>) => onChange({ ...value, ...patch });
  const chosen = [value.userId, value.categoryId, value.projectId, value.period].filter(Boolean).length;
  const choices = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', pt: phone ? 1.5 : 0, flex: '999 1 600px' }}>
      <FilterSelect label="Member" allLabel="Everyone" value={value.userId} onChange={(userId) => set({ userId })} options={employees.data ?? []} />
      <FilterSelect label="Category" allLabel="All categories" value={value.categoryId} onChange={(categoryId) => set({ categoryId })} options={categories.data ?? []} />
      <FilterSelect label="Project" allLabel="All projects" value={value.projectId} onChange={(projectId) => set({ projectId })} options={projects.data ?? []} />
      <TextField
        select
        size="small"
        label="Period"
        value={value.period}
        onChange={(event) => set({ period: event.target.value as CreditFilterValues['period'] })}
        sx={{ flex: '1 1 150px' }}
        slotProps={showAll}
      >
        <MenuItem value="">Any time</MenuItem>
        {PERIOD_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {PERIOD_LABELS[preset]}
          </MenuItem>
        ))}
      </TextField>
      {value.period === 'custom' && (
        <>
          <TextField size="small" type="date" label="From" value={value.from} onChange={(event) => set({ from: event.target.value })} sx={{ flex: '1 1 150px' }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }} />
          <TextField size="small" type="date" label="To" value={value.to} onChange={(event) => set({ to: event.target.value })} sx={{ flex: '1 1 150px' }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }} />
        </>
      )}
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <CreditSearch value={value.search} onChange={(search) => set({ search })} />
      {phone ? (
        <>
          <Badge badgeContent={chosen} color="primary">
            <Button variant="outlined" color="inherit" startIcon={<TuneRounded />} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              Filters
            </Button>
          </Badge>
          <Collapse in={expanded} sx={{ width: '100%' }}>
            {choices}
          </Collapse>
        </>
      ) : (
        choices
      )}
    </Box>
  );
}
