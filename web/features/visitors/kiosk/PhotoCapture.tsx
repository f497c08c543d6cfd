import { useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { VISITOR_PHOTO_MAX_BYTES } from '../../../../domain/visitors/visits';
import { grabFrame, useCamera } from './useCamera';

/** A data URL's picture weighs about 3/4 of its base64 text. */
const bytesOf = (dataUrl: string) => Math.ceil(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/** The frame as a JPEG data URL within the server's 2 MB, lowering the quality until it fits. */
export function frameAsJpeg(canvas: HTMLCanvasElement): string | null {
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.startsWith('data:image/jpeg') && bytesOf(dataUrl) <= VISITOR_PHOTO_MAX_BYTES) return dataUrl;
  }
  return null;
}

const CAMERA_MESSAGES = {
  starting: 'Starting the camera…',
  denied: 'The camera is not allowed on this tablet; you can sign in without a photo.',
  unavailable: 'No camera here; you can sign in without a photo.',
} as const;

/** Smaller than Sign in (the photo is optional), still a finger's width. */
const photoButtonSx = { minHeight: 56, minWidth: 200, fontSize: '1.1rem', borderRadius: 3 } as const;

/** The front camera's preview, Take photo and Retake; the photo is optional, so the visitor may go on without one. */
export function PhotoCapture({ photo, onChange }: { photo: string | null; onChange: (photo: string | null) => void }) {
  const { videoRef, state } = useCamera(photo === null, 'user');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);

  const take = () => {
    const video = videoRef.current;
    canvasRef.current ??= document.createElement('canvas');
    if (!video || !grabFrame(video, canvasRef.current, 800)) return;
    onChange(frameAsJpeg(canvasRef.current));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="h3" component="h2">
        Your photo (for your badge)
      </Typography>
      <Box sx={{ position: 'relative', width: 280, maxWidth: '100%', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
        {photo ? (
          <Box component="img" src={photo} alt="Your photo" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <>
            <Box component="video" ref={videoRef} muted playsInline aria-label="Camera preview" sx={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', display: state === 'on' ? 'block' : 'none' }} />
            {state !== 'on' && (
              <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center', color: 'grey.100' }}>{CAMERA_MESSAGES[state]}</Typography>
            )}
          </>
        )}
      </Box>
      {photo ? (
        <Button size="large" variant="outlined" startIcon={<ReplayOutlined />} onClick={() => onChange(null)} sx={photoButtonSx}>
          Retake
        </Button>
      ) : (
        <Button size="large" variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={take} disabled={state !== 'on'} sx={photoButtonSx}>
          Take photo
        </Button>
      )}
    </Stack>
  );
}
