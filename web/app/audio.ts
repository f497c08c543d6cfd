let context: AudioContext | null = null;

/**
 * The page's one AudioContext (chimes, ringtones, the speaking meter), made only once the user
 * has interacted with the page: before that, browsers refuse to start one and log a warning
 * for every try. Null until then, and without Web Audio (jsdom).
 */
export function sharedAudioContext(): AudioContext | null {
  const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AudioContextClass) return null;
  if (!context && navigator.userActivation && !navigator.userActivation.hasBeenActive) return null;
  context ??= new AudioContextClass();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}
