import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** 'n' opens a new event, unless the user is typing somewhere or a dialog is already open. */
export function useNewEventShortcut(openNew: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTyping(event.target)) return;
      // A menu or a popover of the page's own (the date jump, the time zone list) has the keys then.
      if (document.querySelector('.MuiModal-root')) return;
      event.preventDefault();
      openNew();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openNew, enabled]);
}
