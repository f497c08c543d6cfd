import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { VISIT_PURPOSE_MAX, VISITOR_COMPANY_MAX, VISITOR_EMAIL_MAX, VISITOR_NAME_MAX, VISITOR_PHONE_MAX } from '../../../../domain/visitors/visits';
import { AgreementAndPhoto } from './AgreementAndPhoto';
import { HostPicker } from './HostPicker';
import { isRevoked, kioskError, useKioskWalkIn, type KioskHost, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { bigButtonSx, KioskHeading } from './KioskLayout';

const FIELDS = { name: '', company: '', email: '', phone: '', purpose: '' };
type Field = keyof typeof FIELDS;
const LIMITS: Record<Field, number> = { name: VISITOR_NAME_MAX, company: VISITOR_COMPANY_MAX, email: VISITOR_EMAIL_MAX, phone: VISITOR_PHONE_MAX, purpose: VISIT_PURPOSE_MAX };

/** A visitor without an invitation: who they are and whom they visit; the server signs them in or has them wait for the host. */
export function WalkInScreen({ kiosk, onAnswer }: { kiosk: KioskContext; onAnswer: (visit: KioskVisit) => void }) {
  const { agreementText, photoEnabled } = kiosk.info;
  const needsAgreement = agreementText.trim() !== '';
  const [fields, setFields] = useState(FIELDS);
  const [host, setHost] = useState<KioskHost | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const walkIn = useKioskWalkIn(kiosk.token);

  const errorAt = (field: string) => (problem?.field === field ? problem.message : null);
  const text = (field: Field, label: string, extra: { required?: boolean; type?: string; inputMode?: 'email' | 'tel' | 'text'; multiline?: boolean } = {}) => (
    <TextField
      label={label}
      value={fields[field]}
      onChange={(event) => {
        setFields((current) => ({ ...current, [field]: event.target.value }));
        if (problem?.field === field) setProblem(null);
      }}
      required={extra.required}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      error={Boolean(errorAt(field))}
      // A required field keeps an empty line below it so the fields beside it stay level.
      helperText={errorAt(field) ?? (extra.required ? ' ' : 'Optional')}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: LIMITS[field], inputMode: extra.inputMode } }}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.name.trim()) return setProblem({ field: 'name', message: 'Enter your name' });
    if (!host) return setProblem({ field: 'hostId', message: 'Choose the person you are visiting' });
    setProblem(null);
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    walkIn.mutate(
      {
        name: fields.name.trim(),
        company: optional(fields.company),
        email: optional(fields.email),
        phone: optional(fields.phone),
        purpose: optional(fields.purpose),
        hostId: host._id,
        ...(needsAgreement ? { agreementAccepted: accepted } : {}),
        ...(photo ? { photo } : {}),
      },
      { onSuccess: onAnswer, onError: (error) => (isRevoked(error) ? kiosk.onRevoked() : setProblem(kioskError(error))) },
    );
  };

  const shownAtAField = problem?.field !== null && ['name', 'company', 'email', 'phone', 'purpose', 'hostId', 'agreementAccepted'].includes(problem?.field ?? '');

  return (
    <>
      <KioskHeading title="Welcome! Please tell us who you are" subtitle="We will let your host know you are here." />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Walk-in sign-in">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          {text('name', 'Your name', { required: true })}
          {text('company', 'Company')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          {text('email', 'Email', { type: 'email', inputMode: 'email' })}
          {text('phone', 'Phone', { type: 'tel', inputMode: 'tel' })}
        </Stack>
        <HostPicker
          token={kiosk.token}
          value={host}
          onChange={(chosen) => {
            setHost(chosen);
            if (problem?.field === 'hostId') setProblem(null);
          }}
          error={errorAt('hostId')}
        />
        {text('purpose', 'Purpose of your visit', { multiline: true })}
        <AgreementAndPhoto
          agreementText={agreementText}
          accepted={accepted}
          onAccept={setAccepted}
          agreementError={errorAt('agreementAccepted')}
          photoEnabled={photoEnabled}
          photo={photo}
          onPhoto={setPhoto}
        />
        {problem && !shownAtAField && <Alert severity="error">{problem.message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={(needsAgreement && !accepted) || walkIn.isPending} sx={bigButtonSx}>
          {walkIn.isPending ? 'Signing you in…' : 'Sign in'}
        </Button>
      </Stack>
    </>
  );
}
