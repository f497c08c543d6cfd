import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { VISIT_CODE_LENGTH } from '../../../../domain/visitors/visits';
import { isRevoked, kioskError, useFindVisit, useKioskSignOut, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { bigButtonSx, KioskHeading } from './KioskLayout';
import { QrScanner } from './QrScanner';
import { typedCode } from './visitCode';

const TEXTS = {
  signIn: { title: 'Sign in with your invitation', subtitle: 'Hold the QR code from your invitation up to the camera, or type your code.', button: 'Continue' },
  signOut: { title: 'Sign out', subtitle: 'Hold the QR code on your badge up to the camera, or type your code.', button: 'Sign out' },
} as const;

const INCOMPLETE = `Your code has ${VISIT_CODE_LENGTH} letters and digits`;
const ALREADY_IN = 'You are already signed in. To leave, choose Sign out on the start screen.';

/**
 * The code, read from a QR code or typed: for signing in, the visit it names (then the welcome);
 * for signing out, the sign-out itself.
 */
export function CodeScreen({ kiosk, purpose, onVisit }: { kiosk: KioskContext; purpose: 'signIn' | 'signOut'; onVisit: (code: string, visit: KioskVisit) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const find = useFindVisit(kiosk.token);
  const signOut = useKioskSignOut(kiosk.token);
  const busy = find.isPending || signOut.isPending;
  const texts = TEXTS[purpose];

  const submit = (code: string) => {
    setProblem(null);
    const fail = (error: unknown) => (isRevoked(error) ? kiosk.onRevoked() : setProblem(kioskError(error)));
    if (purpose === 'signOut') {
      signOut.mutate(code, { onSuccess: (visit) => onVisit(code, visit), onError: fail });
      return;
    }
    find.mutate(code, {
      onSuccess: (visit) => (visit.status === 'signedIn' ? setProblem({ field: 'code', message: ALREADY_IN }) : onVisit(code, visit)),
      onError: fail,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = typedCode(typed);
    if (!code) setProblem({ field: 'code', message: INCOMPLETE });
    else submit(code);
  };

  const onScanned = (code: string) => {
    setTyped(code);
    submit(code);
  };

  const fieldError = problem && (problem.field === 'code' || problem.field === null) ? problem.message : null;

  return (
    <>
      <KioskHeading title={texts.title} subtitle={texts.subtitle} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flex: 1 }}>
          <QrScanner onCode={onScanned} paused={busy} />
        </Stack>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ flex: 1 }}>
          <TextField
            label="Your code"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.toUpperCase());
              setProblem(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'For example ABCD 2345'}
            autoComplete="off"
            slotProps={{
              htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: VISIT_CODE_LENGTH + 4, style: { fontSize: '2rem', letterSpacing: '0.2em', textAlign: 'center' } },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={bigButtonSx}>
            {busy ? 'One moment…' : texts.button}
          </Button>
          {problem && problem.field !== 'code' && problem.field !== null && <Alert severity="error">{problem.message}</Alert>}
        </Stack>
      </Stack>
    </>
  );
}
