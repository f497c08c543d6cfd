import { useId, type FormEvent } from 'react';
import { Alert, Box, Button, FormHelperText, IconButton, Link, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { annualDiscountPercent, ANNUAL_MIN_USERS_TEXT, MIN_USERS, type BillingCycle } from '../../../../domain/billing/pricing';
import { formatPercent } from './PlanCard';
import { MAX_SEATS, type UpgradeFlow } from './useUpgradeFlow';

/** Step 2's left column (spec 2, 5): seats, billing cycle and the promo code. */
export function MembershipDetails({ flow }: { flow: UpgradeFlow }) {
  const id = useId();
  const { seats, seatsError, annualAllowed, billingCycle, promo, plan } = flow;
  const discount = plan ? annualDiscountPercent(plan.monthly_price, plan.annual_price) : 0;
  const priceable = flow.table !== null;

  const applyPromo = (event: FormEvent) => {
    event.preventDefault();
    void flow.applyPromo();
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Box>
        <Typography id={`${id}-title`} variant="h4" component="h3">
          Membership Details
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Every member and pending invitation takes a seat.
        </Typography>
      </Box>

      <Box>
        <Typography component="label" htmlFor={`${id}-seats`} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
          Number of users
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label="Remove a user"
            onClick={() => flow.setSeats((seats ?? MIN_USERS) - 1)}
            disabled={seats === null || seats <= MIN_USERS}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <RemoveRounded />
          </IconButton>
          <TextField
            id={`${id}-seats`}
            value={seats ?? ''}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              flow.setSeats(digits === '' ? null : Number(digits));
            }}
            error={seatsError !== null}
            size="small"
            sx={{ width: 112 }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-describedby': seatsError ? `${id}-seats-error` : undefined,
                style: { textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
              },
            }}
          />
          <IconButton
            aria-label="Add a user"
            onClick={() => flow.setSeats((seats ?? 0) + 1)}
            disabled={seats !== null && seats >= MAX_SEATS}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <AddRounded />
          </IconButton>
        </Stack>
        {seatsError && (
          <FormHelperText id={`${id}-seats-error`} error>
            {seatsError}
          </FormHelperText>
        )}
      </Box>

      <Box>
        <Typography id={`${id}-cycle`} variant="subtitle2" sx={{ mb: 1 }}>
          Billing cycle
        </Typography>
        <ToggleButtonGroup
          value={billingCycle}
          exclusive
          fullWidth
          color="primary"
          aria-labelledby={`${id}-cycle`}
          onChange={(_event, value: BillingCycle | null) => value && flow.changeBillingCycle(value)}
        >
          <ToggleButton value="monthly" disabled={seatsError !== null}>
            Monthly
          </ToggleButton>
          <ToggleButton
            value="annually"
            disabled={seatsError !== null || !annualAllowed}
            aria-describedby={seatsError === null && !annualAllowed ? `${id}-cycle-note` : undefined}
            sx={{ flexDirection: { xs: 'column', sm: 'row' }, lineHeight: 1.3 }}
          >
            Annually
            {discount > 0 && (
              <Box component="span" sx={{ ml: { sm: 1 }, fontSize: '0.75rem', fontWeight: 700, color: annualAllowed ? 'success.main' : 'inherit' }}>
                {/* A label to glance at: whole percent ('Save 17%'); the plan card keeps spec 9's two decimals. */}
                {`Save ${formatPercent(Math.round(discount))}`}
              </Box>
            )}
          </ToggleButton>
        </ToggleButtonGroup>
        {seatsError === null && !annualAllowed && (
          <FormHelperText id={`${id}-cycle-note`}>{ANNUAL_MIN_USERS_TEXT}</FormHelperText>
        )}
      </Box>

      <Box>
        {!promo.open ? (
          <Link component="button" type="button" variant="body2" onClick={flow.openPromo} sx={{ fontWeight: 600 }}>
            Have Promocode?
          </Link>
        ) : (
          <Box component="form" noValidate onSubmit={applyPromo}>
            <Typography component="label" htmlFor={`${id}-promo`} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
              Have Promocode?
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id={`${id}-promo`}
                value={promo.input}
                onChange={(event) => flow.setPromoInput(event.target.value)}
                placeholder="Promo code"
                size="small"
                autoFocus={!promo.error}
                error={promo.error !== null}
                helperText={promo.error ?? undefined}
                slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false } }}
              />
              <Button type="submit" variant="outlined" disabled={!promo.input.trim() || !priceable} loading={promo.applying} sx={{ flexShrink: 0, height: 40 }}>
                Apply
              </Button>
            </Stack>
            {promo.applied && !promo.error && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, color: 'success.main' }}>
                <CheckCircleRounded sx={{ fontSize: 18 }} aria-hidden />
                <Typography variant="body2" role="status" sx={{ mr: 'auto' }}>{`Promo code ${promo.applied.toUpperCase()} applied`}</Typography>
                <Button size="small" color="inherit" onClick={flow.removePromo} sx={{ color: 'text.secondary' }}>
                  Remove
                </Button>
              </Stack>
            )}
          </Box>
        )}
      </Box>

      {flow.membershipError && (
        <Alert severity="error" role="alert">
          {flow.membershipError}
        </Alert>
      )}
    </Box>
  );
}
