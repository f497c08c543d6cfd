import { Autocomplete, Box, Collapse, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { AUTO_POINTS_PER_STORY_POINT_MAX, RECOGNITION_ALLOWANCE_MAX } from '../../../../domain/performance/credits';
import { useProjects } from '../../projects/api';
import type { CreditCategory } from '../api';
import { CategoryDot } from '../credits/CreditBadges';
import { SettingsSection } from './SettingsSection';
import type { SettingsFormErrors, SettingsFormValues } from './settingsForm';

interface RuleSectionProps {
  values: SettingsFormValues;
  errors: SettingsFormErrors;
  categories: CreditCategory[];
  change: (patch: Partial<SettingsFormValues>, ...fields: string[]) => void;
}

function CategorySelect({ value, onChange, categories, error, label = 'Category' }: { value: string; onChange: (id: string) => void; categories: CreditCategory[]; error?: string; label?: string }) {
  // Archived categories take no new credits; one already chosen stays visible so the field is not blank.
  const options = categories.filter((category) => !category.archived || category._id === value);
  return (
    <TextField select label={label} value={options.length ? value : ''} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} sx={{ flex: '1 1 200px' }}>
      {options.map((category) => (
        <MenuItem key={category._id} value={category._id}>
          <CategoryDot color={category.color} />
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function AutomaticCreditsSection({ values, errors, categories, change }: RuleSectionProps) {
  const projects = useProjects();
  const projectOptions = projects.data ?? [];
  const chosen = projectOptions.filter((project) => values.automaticProjectIds?.includes(project._id));
  return (
    <SettingsSection title="Automatic credits" description="When a task moves into a done status, its assignee is credited for its story points; moving it out again takes them back.">
      <FormControlLabel
        control={<Switch checked={values.automaticEnabled} onChange={(event) => change({ automaticEnabled: event.target.checked }, 'automaticCredits.categoryId')} />}
        label="Credit done tasks automatically"
      />
      <Collapse in={values.automaticEnabled}>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <TextField
              label="Points per story point"
              type="number"
              value={values.pointsPerStoryPoint}
              onChange={(event) => change({ pointsPerStoryPoint: event.target.value }, 'automaticCredits.pointsPerStoryPoint')}
              error={Boolean(errors['automaticCredits.pointsPerStoryPoint'])}
              helperText={errors['automaticCredits.pointsPerStoryPoint'] ?? `1 to ${AUTO_POINTS_PER_STORY_POINT_MAX}`}
              slotProps={{ htmlInput: { min: 1, max: AUTO_POINTS_PER_STORY_POINT_MAX } }}
              sx={{ flex: '1 1 160px' }}
            />
            <CategorySelect value={values.automaticCategoryId} onChange={(id) => change({ automaticCategoryId: id }, 'automaticCredits.categoryId')} categories={categories} error={errors['automaticCredits.categoryId']} />
          </Box>
          <RadioGroup
            row
            aria-label="Projects with automatic credits"
            value={values.automaticProjectIds === null ? 'all' : 'chosen'}
            onChange={(event) => change({ automaticProjectIds: event.target.value === 'all' ? null : [] }, 'automaticCredits.projectIds')}
          >
            <FormControlLabel value="all" control={<Radio />} label="Every project" />
            <FormControlLabel value="chosen" control={<Radio />} label="Chosen projects" />
          </RadioGroup>
          {values.automaticProjectIds !== null && (
            <Autocomplete
              multiple
              options={projectOptions}
              value={chosen}
              onChange={(_event, picked) => change({ automaticProjectIds: picked.map((project) => project._id) }, 'automaticCredits.projectIds')}
              getOptionLabel={(project) => project.name}
              isOptionEqualToValue={(a, b) => a._id === b._id}
              renderInput={(params) => <TextField {...params} label="Projects" error={Boolean(errors['automaticCredits.projectIds'])} helperText={errors['automaticCredits.projectIds']} />}
            />
          )}
        </Stack>
      </Collapse>
    </SettingsSection>
  );
}

export function PeerRecognitionSection({ values, errors, categories, change }: RuleSectionProps) {
  return (
    <SettingsSection title="Peer recognition" description="Each member gets a monthly allowance of points to give others, with a message, shown in a recognition feed.">
      <FormControlLabel
        control={<Switch checked={values.recognitionEnabled} onChange={(event) => change({ recognitionEnabled: event.target.checked }, 'peerRecognition.categoryId')} />}
        label="Let members recognise each other"
      />
      <Collapse in={values.recognitionEnabled}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 2 }}>
          <TextField
            label="Monthly allowance"
            type="number"
            value={values.monthlyAllowance}
            onChange={(event) => change({ monthlyAllowance: event.target.value }, 'peerRecognition.monthlyAllowance')}
            error={Boolean(errors['peerRecognition.monthlyAllowance'])}
            helperText={errors['peerRecognition.monthlyAllowance'] ?? `Points per member per month, 1 to ${RECOGNITION_ALLOWANCE_MAX}`}
            slotProps={{ htmlInput: { min: 1, max: RECOGNITION_ALLOWANCE_MAX } }}
            sx={{ flex: '1 1 160px' }}
          />
          <CategorySelect value={values.recognitionCategoryId} onChange={(id) => change({ recognitionCategoryId: id }, 'peerRecognition.categoryId')} categories={categories} error={errors['peerRecognition.categoryId']} />
        </Box>
      </Collapse>
    </SettingsSection>
  );
}
