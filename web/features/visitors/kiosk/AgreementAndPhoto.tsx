import { Box, Stack } from '@mui/material';
import { AgreementField } from './AgreementField';
import { PhotoCapture } from './PhotoCapture';

interface Props {
  agreementText: string;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  agreementError: string | null;
  photoEnabled: boolean;
  photo: string | null;
  onPhoto: (photo: string | null) => void;
}

/**
 * What a visitor does before Sign in: accept the agreement (when there is one) and take the photo
 * (when asked for). Side by side on a tablet lying on its side, so Sign in stays on its 768 px high
 * screen; one above the other when upright or on a phone.
 */
export function AgreementAndPhoto({ agreementText, accepted, onAccept, agreementError, photoEnabled, photo, onPhoto }: Props) {
  const needsAgreement = agreementText.trim() !== '';
  if (!needsAgreement && !photoEnabled) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      {needsAgreement && (
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AgreementField text={agreementText} accepted={accepted} onChange={onAccept} error={agreementError} />
        </Box>
      )}
      {photoEnabled && <PhotoCapture photo={photo} onChange={onPhoto} />}
    </Stack>
  );
}
