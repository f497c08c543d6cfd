import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import jsQR from 'jsqr';
import { codeFromQr } from './visitCode';
import { grabFrame, useCamera } from './useCamera';

const SCAN_EVERY_MS = 250;
/** A code held in view is read again and again: the same one counts again only after this pause (a refused code must not hammer the rate limit). */
const SAME_CODE_AGAIN_MS = 4000;

const CAMERA_MESSAGES = {
  starting: 'Starting the camera…',
  denied: 'The camera is not allowed on this tablet. Please type your code instead.',
  unavailable: 'No camera here. Please type your code instead.',
} as const;

/** The back camera's picture; a QR code holding a sign-in code held up to it is read at once. */
export function QrScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const { videoRef, state } = useCamera(true, 'environment');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const onCodeRef = useRef(onCode);
  const lastRef = useRef({ code: '', at: 0 });
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (state !== 'on' || paused) return;
    canvasRef.current ??= document.createElement('canvas');
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (!video || !canvas) return;
      const context = grabFrame(video, canvas, 640);
      if (!context) return;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      const code = found ? codeFromQr(found.data) : null;
      const now = Date.now();
      if (code && (code !== lastRef.current.code || now - lastRef.current.at > SAME_CODE_AGAIN_MS)) {
        lastRef.current = { code, at: now };
        onCodeRef.current(code);
      }
    }, SCAN_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [state, paused, videoRef]);

  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', maxHeight: { xs: 240, md: 320 }, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera: hold your QR code up to it"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: state === 'on' ? 'block' : 'none' }}
      />
      {state !== 'on' && (
        <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center', color: 'grey.100' }}>
          {CAMERA_MESSAGES[state]}
        </Typography>
      )}
    </Box>
  );
}
