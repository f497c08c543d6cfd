import { sharedAudioContext } from '../../app/audio';

/**
 * A short two-note chime made with Web Audio (no asset to download). Silent until the user has
 * interacted with the page (browsers refuse sound before that).
 */
export function playNotificationSound(): void {
  try {
    const context = sharedAudioContext();
    if (!context) return;
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.26);
    }
  } catch {
    // No audio output, or the browser blocked it: the badge still shows the news.
  }
}
