import { useEffect, useState } from 'react';
import { sharedAudioContext } from '../../app/audio';

/** Above this loudness (RMS of the waveform, 0 to 1) a participant counts as speaking. */
const SPEAKING_THRESHOLD = 0.03;
/** A pause shorter than this keeps the highlight on, so it does not flicker between words. */
const HOLD_MS = 400;
const SAMPLE_EVERY_MS = 120;


/**
 * Whether the stream's audio is loud enough to be speech: an AnalyserNode on its first audio
 * track, sampled a few times a second. Without Web Audio (jsdom) or audio, never.
 * `version` re-attaches when the stream's tracks change.
 */
export function useSpeaking(stream: MediaStream | null, version = 0, enabled = true): boolean {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    const track = enabled ? stream?.getAudioTracks?.()[0] : undefined;
    const ctx = track ? sharedAudioContext() : null;
    if (!track || !ctx) return;
    let source: MediaStreamAudioSourceNode;
    let analyser: AnalyserNode;
    try {
      source = ctx.createMediaStreamSource(new MediaStream([track]));
      analyser = ctx.createAnalyser();
      analyser.fftSize = 512;
      source.connect(analyser);
    } catch {
      return;
    }
    const samples = new Uint8Array(analyser.fftSize);
    let lastLoud = 0;
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const level = (sample - 128) / 128;
        sum += level * level;
      }
      const now = performance.now();
      if (Math.sqrt(sum / samples.length) > SPEAKING_THRESHOLD && track.enabled) lastLoud = now;
      setSpeaking(now - lastLoud < HOLD_MS);
    }, SAMPLE_EVERY_MS);
    return () => {
      clearInterval(timer);
      try {
        source.disconnect();
        analyser.disconnect();
      } catch {
        // Already disconnected.
      }
      setSpeaking(false);
    };
  }, [stream, version, enabled]);
  return speaking;
}
