import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, InputAdornment, Switch } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { Plan } from '../../../../domain/billing/plans';
import { annualDiscountPercent } from '../../../../domain/billing/pricing';
import { FormTextField } from '../../auth/FormTextField';
import { changedFields, planFormSchema, toFormValues, type PlanChanges } from './planForm';
import { useUpdatePlan } from './usePlans';

interface PlanEditDialogProps {
  plan: Plan;
  open: boolean;
  onClose: () => void;
}

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const } };
const whole = { htmlInput: { inputMode: 'numeric' as const } };
const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

export function PlanEditDialog({ plan, open, onClose }: PlanEditDialogProps) {
  const update = useUpdatePlan();
  const { control, handleSubmit, formState } = useForm({ resolver: zodResolver(planFormSchema), defaultValues: toFormValues(plan) });
  const [monthly, annual] = useWatch({ control, name: ['monthly_price', 'annual_price'] });
  const discount = annualDiscountPercent(Number(monthly), Number(annual));

  const save = (edited: PlanChanges) => {
    const changes = changedFields(plan, edited);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { id: plan.id, changes },
      {
        onSuccess: () => {
          toast.success('Plan updated');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="plan-edit-title"
      slotProps={{ paper: { component: 'form', onSubmit: handleSubmit(save) } }}
    >
      <DialogTitle id="plan-edit-title">Edit {plan.name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, '&&': { pt: 1 } }}>
        <FormTextField control={control} name="name" label="Name" />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        <Box sx={pair}>
          <FormTextField control={control} name="min_users" label="Min users" slotProps={whole} />
          <FormTextField control={control} name="max_users" label="Max users" helperText="Empty for no limit" slotProps={whole} />
        </Box>
        <Box sx={pair}>
          <FormTextField control={control} name="monthly_price" label="Monthly price per user" slotProps={dollars} />
          <FormTextField
            control={control}
            name="annual_price"
            label="Annual price per user"
            helperText={discount > 0 ? `${discount}% off paying monthly` : ' '}
            slotProps={dollars}
          />
        </Box>
        <Box sx={pair}>
          <FormTextField control={control} name="trial_days" label="Trial days" helperText="0 for no trial" slotProps={whole} />
          <Controller
            control={control}
            name="is_custom_plan"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                label="Custom plan (contact sales)"
                sx={{ alignSelf: 'center', mx: 0 }}
              />
            )}
          />
        </Box>
        <FormTextField control={control} name="feature_title" label="Feature title" />
        <FormTextField control={control} name="features" label="Features" helperText="One per line" multiline minRows={4} />
        {update.error && <Alert severity="error">{update.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!formState.isDirty}>
          Save changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
