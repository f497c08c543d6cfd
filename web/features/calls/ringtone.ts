import { sharedAudioContext } from '../../app/audio';

/**
 * Call sounds made with Web Audio (no asset to download): a two-note ring for an incoming
 * call, a soft ringback while the other side's phone rings. Browsers may refuse sound before
 * the page was clicked; then it stays silent. Never throws (jsdom has no AudioContext).
 */

export type RingKind = 'incoming' | 'outgoing';

interface Pattern {
  /** One burst every this many ms. */
  every: number;
  volume: number;
  /** [start s, length s, frequency Hz] */
  tones: [number, number, number][];
}

const PATTERNS: Record<RingKind, Pattern> = {
  incoming: {
    every: 2_400,
    volume: 0.09,
    tones: [
      [0, 0.3, 880],
      [0.35, 0.3, 660],
      [0.8, 0.3, 880],
      [1.15, 0.3, 660],
    ],
  },
  // The familiar two-tone ringback: 440 and 480 Hz together.
  outgoing: {
    every: 4_000,
    volume: 0.035,
    tones: [
      [0, 1.6, 440],
      [0, 1.6, 480],
    ],
  },
};

let timer: ReturnType<typeof setInterval> | null = null;
let playing: RingKind | null = null;
let sounding: OscillatorNode[] = [];

function burst(pattern: Pattern): void {
  try {
    const ctx = sharedAudioContext();
    if (!ctx) return;
    const start = ctx.currentTime + 0.02;
    sounding = [];
    for (const [offset, length, frequency] of pattern.tones) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(pattern.volume, start + offset + 0.03);
      gain.gain.setValueAtTime(pattern.volume, start + offset + length - 0.05);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + length + 0.02);
      sounding.push(oscillator);
    }
  } catch {
    // No audio output, or the browser blocked it: the dialog still shows the call.
  }
}

export const ringtone = {
  play(kind: RingKind): void {
    if (playing === kind) return;
    ringtone.stop();
    playing = kind;
    const pattern = PATTERNS[kind];
    burst(pattern);
    timer = setInterval(() => burst(pattern), pattern.every);
  },
  stop(): void {
    playing = null;
    if (timer) clearInterval(timer);
    timer = null;
    for (const oscillator of sounding) {
      try {
        oscillator.stop();
      } catch {
        // Already stopped.
      }
    }
    sounding = [];
  },
  get playing(): RingKind | null {
    return playing;
  },
};

export type Ringtone = Pick<typeof ringtone, 'play' | 'stop'>;
