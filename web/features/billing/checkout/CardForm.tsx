import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { CheckoutSession } from '../../../../domain/billing/api';
import { useCurrentUser } from '../../../app/session/useSession';
import { CardBrandIcon } from '../CardBrandIcon';
import { useSandboxPay } from '../useBilling';
import { formatCharge } from './OrderSummary';
import {
  cvcLength,
  detectBrand,
  fieldOfServerError,
  formatCardNumber,
  formatExpiry,
  onlyDigits,
  toSandboxCard,
  validateCard,
  withoutFieldPrefix,
  type CardErrors,
  type CardField,
  type CardFields,
} from './cardInput';
import { TestCardsHint } from './TestCardsHint';

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', name: '' };

/** The three card inputs read as one box, as on Stripe's page; the focused one draws its border on top. */
const joined = {
  number: { '& .MuiOutlinedInput-root': { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } },
  expiry: { mt: '-1px', '& .MuiOutlinedInput-root': { borderTopLeftRadius: 0, borderTopRightRadius: 0, borderBottomRightRadius: 0 } },
  cvc: { mt: '-1px', ml: '-1px', '& .MuiOutlinedInput-root': { borderTopLeftRadius: 0, borderTopRightRadius: 0, borderBottomLeftRadius: 0 } },
} as const;
const onTop = { '& .Mui-focused, & .Mui-error': { zIndex: 1 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } } as const;

/** Labels above the inputs, as on a payment page, rather than inside them. */
function FieldLabel({ id, htmlFor, children }: { id?: string; htmlFor?: string; children: string }) {
  return (
    <Typography id={id} component={htmlFor ? 'label' : 'p'} htmlFor={htmlFor} variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
      {children}
    </Typography>
  );
}

interface CardFormProps {
  session: CheckoutSession;
  onDone: (session: CheckoutSession) => void;
  /** A 409: the session was completed or replaced while this page was open. */
  onClosed: () => void;
}

export function CardForm({ session, onDone, onClosed }: CardFormProps) {
  const id = useId();
  const user = useCurrentUser();
  const pay = useSandboxPay(session._id);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const brand = detectBrand(onlyDigits(fields.number));

  const set = (field: CardField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pickTestCard = (number: string) => {
    setFields((current) => ({ ...current, number, expiry: current.expiry || '12 / 34', cvc: current.cvc || '123' }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCard(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    pay.mutate(toSandboxCard(fields), {
      onSuccess: onDone,
      onError: (error) => {
        if (error.status === 409) return onClosed();
        const field = fieldOfServerError(error.details.field);
        if (error.status === 400 && field) setErrors({ [field]: withoutFieldPrefix(error.message, error.details.field) });
        else setFormError(error.message);
      },
    });
  };

  // One message under the card box, for the first of its inputs that is wrong.
  const cardError = errors.number ?? errors.expiry ?? errors.cvc;
  const cardErrorId = `${id}-card-error`;
  const describe = (field: CardField) => (errors[field] && errors[field] === cardError ? cardErrorId : undefined);
  const label = session.purpose === 'setup' ? 'Save card' : `Pay ${formatCharge(session.amountDue)}`;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Payment details">
      <Box>
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <TextField id={`${id}-email`} value={user.email} slotProps={{ input: { readOnly: true } }} sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }} />
      </Box>
      <Box role="group" aria-labelledby={`${id}-card-label`}>
        <FieldLabel id={`${id}-card-label`}>Card information</FieldLabel>
        <Box sx={onTop}>
          <TextField
            placeholder="1234 1234 1234 1234"
            value={fields.number}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
            error={Boolean(errors.number)}
            sx={joined.number}
            slotProps={{
              htmlInput: { 'aria-label': 'Card number', inputMode: 'numeric', autoComplete: 'cc-number', 'aria-describedby': describe('number') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <CardBrandIcon brand={brand} width={32} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ display: 'flex' }}>
            <TextField
              placeholder="MM / YY"
              value={fields.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
              error={Boolean(errors.expiry)}
              sx={joined.expiry}
              slotProps={{ htmlInput: { 'aria-label': 'Expiration date (MM / YY)', inputMode: 'numeric', autoComplete: 'cc-exp', 'aria-describedby': describe('expiry') } }}
            />
            <TextField
              placeholder="CVC"
              value={fields.cvc}
              onChange={(event) => set('cvc', onlyDigits(event.target.value).slice(0, cvcLength(brand)))}
              error={Boolean(errors.cvc)}
              sx={joined.cvc}
              slotProps={{ htmlInput: { 'aria-label': 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc', 'aria-describedby': describe('cvc') } }}
            />
          </Box>
        </Box>
        {cardError && (
          <Typography id={cardErrorId} variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.75 }}>
            {cardError}
          </Typography>
        )}
      </Box>
      <Box>
        <FieldLabel htmlFor={`${id}-name`}>Cardholder name</FieldLabel>
        <TextField
          id={`${id}-name`}
          placeholder="Full name on card"
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { autoComplete: 'cc-name', maxLength: 200 } }}
        />
      </Box>
      <TestCardsHint onPick={pickTestCard} />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={pay.isPending} fullWidth sx={{ py: 1.25, fontSize: '1rem' }}>
        {label}
      </Button>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'flex', gap: 0.75, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
        <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
        Test mode: payments are simulated and no real card is charged.
      </Typography>
    </Stack>
  );
}
