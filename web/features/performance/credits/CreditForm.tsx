import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, DialogActions, DialogContent, MenuItem, TextField } from '@mui/material';
import { CREDIT_POINTS_MAX, CREDIT_REASON_MAX, type CreditCreateBody } from '../../../../domain/performance/credits';
import { useEmployees } from '../../projects/api';
import { useCreditCategories } from '../api';
import { CategoryDot } from './CreditBadges';
import { validateCredit, type CreditFormErrors, type CreditFormValues, type PersonOption } from './creditForm';
import { TaskField } from './TaskField';

interface CreditFormProps {
  initial: CreditFormValues;
  editing: boolean;
  today: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: CreditCreateBody, setErrors: (errors: CreditFormErrors) => void) => Promise<void>;
}

export function CreditForm({ initial, editing, today, pending, onCancel, onSubmit }: CreditFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CreditFormErrors>({});
  // The category's default points fill the field until the user types their own.
  const [pointsTouched, setPointsTouched] = useState(editing);
  const employees = useEmployees();
  const categories = useCreditCategories();

  const members: PersonOption[] = (employees.data ?? []).map(({ _id, name }) => ({ _id, name }));
  // Archived categories take no new credits, but an edited credit keeps the one it has.
  const categoryOptions = (categories.data ?? []).filter((category) => !category.archived || category._id === initial.categoryId);

  const change = (patch: Partial<CreditFormValues>, field?: keyof CreditFormErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const pickCategory = (categoryId: string) => {
    const category = categoryOptions.find((option) => option._id === categoryId);
    change({ categoryId, ...(!pointsTouched && category ? { points: String(category.defaultPoints) } : {}) }, 'categoryId');
    if (!pointsTouched && category) setErrors(({ points: _cleared, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateCredit(values, today);
    if ('errors' in checked) setErrors(checked.errors);
    else void onSubmit(checked.body, setErrors);
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.root && <Alert severity="error">{errors.root}</Alert>}
        <Autocomplete
          options={members}
          value={values.member}
          onChange={(_event, member) => change({ member }, 'userId')}
          getOptionLabel={(member) => member.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          loading={employees.isLoading}
          noOptionsText="No active member matches"
          renderInput={(params) => <TextField {...params} label="Member" required autoFocus={!editing} error={Boolean(errors.userId)} helperText={errors.userId} />}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1.5fr 1fr 1.3fr' }, gap: 2 }}>
          <TextField
            select
            label="Category"
            required
            // Until the categories arrive there is no option to show the credit's category by.
            value={categories.data ? values.categoryId : ''}
            onChange={(event) => pickCategory(event.target.value)}
            error={Boolean(errors.categoryId)}
            helperText={errors.categoryId}
          >
            {categoryOptions.map((category) => (
              <MenuItem key={category._id} value={category._id}>
                <CategoryDot color={category.color} />
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Points"
            required
            type="number"
            value={values.points}
            onChange={(event) => {
              setPointsTouched(true);
              change({ points: event.target.value }, 'points');
            }}
            error={Boolean(errors.points)}
            helperText={errors.points ?? 'Below 0 takes away'}
            slotProps={{ htmlInput: { min: -CREDIT_POINTS_MAX, max: CREDIT_POINTS_MAX, step: 1 } }}
          />
          <TextField
            label="Date"
            type="date"
            required
            value={values.date}
            onChange={(event) => change({ date: event.target.value }, 'date')}
            error={Boolean(errors.date)}
            helperText={errors.date}
            slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
          />
        </Box>
        <TextField
          label="Reason"
          required
          multiline
          minRows={2}
          value={values.reason}
          onChange={(event) => change({ reason: event.target.value }, 'reason')}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? `${values.reason.length}/${CREDIT_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: CREDIT_REASON_MAX } }}
        />
        <TaskField projectId={values.projectId} task={values.task} error={errors.taskId} onChange={(projectId, task) => change({ projectId, task }, 'taskId')} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {editing ? 'Save' : 'Record credit'}
        </Button>
      </DialogActions>
    </form>
  );
}
