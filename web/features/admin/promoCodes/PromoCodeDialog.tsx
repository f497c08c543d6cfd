import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, MenuItem, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { isFreePlan } from '../../../../domain/billing/planRules';
import { FormTextField } from '../../auth/FormTextField';
import { useAdminPlans } from '../plans/usePlans';
import { EMPTY_PROMO_CODE, formFieldOf, promoCodeFormSchema, withoutFieldPrefix } from './promoCodeForm';
import { useCreatePromoCode } from './usePromoCodes';

interface PromoCodeDialogProps {
  open: boolean;
  onClose: () => void;
}

const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

/** 'New promotion code': percent or amount off, an optional expiry, redemption limit and plan. */
export function PromoCodeDialog({ open, onClose }: PromoCodeDialogProps) {
  const create = useCreatePromoCode();
  const plans = useAdminPlans();
  const { control, handleSubmit, setError } = useForm({ resolver: zodResolver(promoCodeFormSchema), defaultValues: EMPTY_PROMO_CODE });
  const kind = useWatch({ control, name: 'kind' });
  // Checkout refuses free and custom plans, so a code restricted to one could never be used.
  const purchasable = (plans.data ?? []).filter((plan) => !plan.is_custom_plan && !isFreePlan(plan));
  // A refusal that names a field is shown under it; anything else above the buttons.
  const field = create.error ? formFieldOf(create.error.details.field) : null;

  const save = handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(`Promotion code ${created.code} created`);
        onClose();
      },
      onError: (error) => {
        const target = formFieldOf(error.details.field);
        if (target) setError(target, { message: withoutFieldPrefix(error.message) }, { shouldFocus: true });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="promo-code-title"
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id="promo-code-title">New promotion code</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, '&&': { pt: 1 } }}>
        <FormTextField control={control} name="code" label="Code" helperText="Customers type it at checkout; saved in capitals" slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }} />
        <Box>
          <Typography id="promo-kind-label" variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
            Discount
          </Typography>
          <Controller
            control={control}
            name="kind"
            render={({ field: kindField }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-labelledby="promo-kind-label"
                value={kindField.value}
                onChange={(_event, value: 'percent' | 'amount' | null) => value && kindField.onChange(value)}
              >
                <ToggleButton value="percent">Percent off</ToggleButton>
                <ToggleButton value="amount">Amount off</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        </Box>
        <Box sx={pair}>
          <FormTextField
            control={control}
            name="value"
            label={kind === 'percent' ? 'Percent off' : 'Amount off'}
            helperText={kind === 'percent' ? 'Of the price at checkout' : 'Taken off the price at checkout'}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: kind === 'percent' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <FormTextField control={control} name="maxRedemptions" label="Max redemptions" helperText="Empty for no limit" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <Box sx={pair}>
          <FormTextField control={control} name="expiresOn" label="Expires on" type="date" helperText="Valid through this day; empty for no expiry" slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField
            control={control}
            name="planId"
            label="Plan"
            select
            helperText={plans.isError ? 'Plans could not be loaded' : 'The plan it can be used for'}
            // 'All plans' is the empty value: shown, not a blank field under a floating label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All plans</MenuItem>
            {purchasable.map((plan) => (
              <MenuItem key={plan.id} value={plan.id}>
                {plan.name}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        {create.error && !field && <Alert severity="error">{create.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Create code
        </Button>
      </DialogActions>
    </Dialog>
  );
}
