import { useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'on' | 'denied' | 'unavailable';

/**
 * The tablet's camera in a <video>, while `enabled`: the back camera ('environment') reads QR
 * codes, the front one ('user') takes the visitor's photo. The stream stops when the screen
 * leaves, so the camera light never stays on at an idle kiosk.
 */
export function useCamera(enabled: boolean, facingMode: 'environment' | 'user') {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');

  const supported = typeof navigator.mediaDevices?.getUserMedia === 'function';

  useEffect(() => {
    if (!enabled || !supported) return;
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false }).then(
      (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        if (video) {
          video.srcObject = opened;
          void video.play().catch(() => undefined);
        }
        setState('on');
      },
      (error: unknown) => {
        if (!cancelled) setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      },
    );
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
      setState('starting');
    };
  }, [enabled, facingMode, supported]);

  return { videoRef, state: supported ? state : ('unavailable' as const) };
}

/** The video's current frame drawn into a canvas at most `maxWidth` wide (smaller frames decode faster and weigh less). */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement, maxWidth: number): CanvasRenderingContext2D | null {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const scale = Math.min(1, maxWidth / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context;
}
