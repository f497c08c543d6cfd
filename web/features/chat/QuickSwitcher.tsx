import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { lazyComponent } from '../../app/lazyComponent';

// The trigger and shortcut are on every page; the dialog with its Autocomplete loads when first wanted.
const QuickSwitcherDialog = lazyComponent(() => import('./QuickSwitcherDialog').then((m) => m.QuickSwitcherDialog));
const preload = () => void QuickSwitcherDialog.preload();

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const QUICK_SWITCHER_SHORTCUT = isMac ? '⌘K' : 'Ctrl+K';

/**
 * Jump to a conversation from anywhere, as Slack's quick switcher: Ctrl+K (⌘K on a Mac) or
 * the search button in the drawer's Messages header opens it; type part of a name, arrows
 * move, Enter opens the conversation.
 */
export function QuickSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /**
   * From opening until the dialog's input is there to take them (its chunk loads on the first
   * Ctrl+K), typed characters are kept for it: 'gen' typed right after Ctrl+K is 'gen' in the input.
   */
  const catching = useRef(false);

  const show = () => {
    catching.current = true;
    setQuery('');
    setOpen(true);
  };
  const hide = () => {
    catching.current = false;
    setOpen(false);
  };
  const stopCatching = useCallback(() => {
    catching.current = false;
  }, []);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    // An editor that uses the keys itself (a link in rich text) has the first say.
    if (event.defaultPrevented) return;
    if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      // Opened before the dialog's chunk is there (no hover first), it draws once the chunk arrives.
      if (open) hide();
      else show();
      return;
    }
    if (catching.current && isPrintable(event)) {
      // Not into whatever had the focus before (the composer, say).
      event.preventDefault();
      setQuery((typed) => typed + event.key);
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={`Jump to a conversation (${QUICK_SWITCHER_SHORTCUT})`}>
        <IconButton size="small" aria-label="Jump to a conversation" aria-keyshortcuts="Control+K Meta+K" onClick={show} onPointerEnter={preload} onFocus={preload}>
          <SearchRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <QuickSwitcherDialog
          query={query}
          onQueryChange={setQuery}
          onInputReady={stopCatching}
          onClose={hide}
          onOpened={() => {
            hide();
            onNavigate?.();
          }}
        />
      )}
    </>
  );
}

/** A key that types a character: not a shortcut, not a dead key halfway through an accent, not an arrow or Backspace. */
function isPrintable(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing && [...event.key].length === 1;
}
