import { useLayoutEffect, useRef } from 'react';

type TextField = HTMLTextAreaElement | HTMLInputElement;

/**
 * Puts the caret in a controlled text field once React has written the field's new value (a
 * picked mention). In the same task as the key or click that asked, so the keys typed
 * right after go after the insertion: a requestAnimationFrame could run after them on a busy
 * machine, and pull the caret back behind what was typed ('@Eddie on the…' sent as '@Eddie the…on').
 */
export function useCaretPlacement(field: () => TextField | null): (position: number) => void {
  const pending = useRef<number | null>(null);
  // After every commit: the one that wrote the value is the first after placeCaret.
  useLayoutEffect(() => {
    const position = pending.current;
    if (position === null) return;
    pending.current = null;
    const element = field();
    element?.focus();
    element?.setSelectionRange(position, position);
  });
  return (position: number) => {
    pending.current = position;
  };
}
