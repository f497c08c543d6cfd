import { useCallback, useEffect, useRef, useState } from 'react';

/** Where an autosaved text stands, as the 'Saving… / Saved' line shows it. */
export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves while the user types: a change is saved once typing pauses for `delayMs`, at once on
 * `flush` (blur, closing, unmount), and never two saves at a time (the later waits, so an
 * older text can never land after a newer one). While something is unsaved, leaving the page
 * starts the save and asks the browser to warn. A failed save keeps the text for `flush` to retry.
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs = AUTOSAVE_DELAY_MS) {
  const [state, setState] = useState<AutosaveState>('idle');
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const unsaved = useRef<{ value: T } | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const report = (next: AutosaveState) => {
    if (mounted.current) setState(next);
  };

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    const next = unsaved.current;
    if (!next) return;
    unsaved.current = null;
    report('saving');
    running.current = saveRef
      .current(next.value)
      .then(
        () => report(unsaved.current ? 'pending' : 'saved'),
        () => {
          // Keep the text unless newer text is already waiting to be saved.
          unsaved.current ??= next;
          report('error');
        },
      )
      .finally(() => {
        running.current = null;
      });
    return running.current;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      unsaved.current = { value };
      report('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => {
    mounted.current = true;
    const warnOnLeave = (event: BeforeUnloadEvent) => {
      if (!unsaved.current && !running.current) return;
      void flush();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnOnLeave);
    return () => {
      window.removeEventListener('beforeunload', warnOnLeave);
      mounted.current = false;
      // Closing the panel or leaving the page in the app is not a reason to drop the text.
      void flush();
    };
  }, [flush]);

  return { state, schedule, flush };
}
