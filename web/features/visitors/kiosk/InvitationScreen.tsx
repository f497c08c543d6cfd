import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { AgreementAndPhoto } from './AgreementAndPhoto';
import { isRevoked, kioskError, useKioskSignIn, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { bigButtonSx, KioskHeading } from './KioskLayout';

/** An invited visitor found by their code: the welcome, the agreement, the photo, then the sign-in. */
export function InvitationScreen({ kiosk, code, visit, onSignedIn }: { kiosk: KioskContext; code: string; visit: KioskVisit; onSignedIn: (visit: KioskVisit) => void }) {
  const { agreementText, photoEnabled } = kiosk.info;
  const needsAgreement = agreementText.trim() !== '';
  const [accepted, setAccepted] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const signIn = useKioskSignIn(kiosk.token);

  const submit = () => {
    setProblem(null);
    signIn.mutate(
      { code, ...(needsAgreement ? { agreementAccepted: accepted } : {}), ...(photo ? { photo } : {}) },
      { onSuccess: onSignedIn, onError: (error) => (isRevoked(error) ? kiosk.onRevoked() : setProblem(kioskError(error))) },
    );
  };

  return (
    <>
      <KioskHeading
        title={`Welcome, ${visit.visitorName}`}
        subtitle={
          <>
            {visit.company && (
              <>
                {visit.company}
                <br />
              </>
            )}
            Your host: {visit.hostName}
          </>
        }
      />
      <Stack spacing={3}>
        <AgreementAndPhoto
          agreementText={agreementText}
          accepted={accepted}
          onAccept={setAccepted}
          agreementError={problem?.field === 'agreementAccepted' ? problem.message : null}
          photoEnabled={photoEnabled}
          photo={photo}
          onPhoto={setPhoto}
        />
        {problem && problem.field !== 'agreementAccepted' && <Alert severity="error">{problem.message}</Alert>}
        <Button variant="contained" size="large" onClick={submit} disabled={(needsAgreement && !accepted) || signIn.isPending} sx={bigButtonSx}>
          {signIn.isPending ? 'Signing you in…' : 'Sign in'}
        </Button>
      </Stack>
    </>
  );
}
