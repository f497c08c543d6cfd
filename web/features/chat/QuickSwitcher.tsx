import { useEffect, useState } from 'react';
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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // An editor that uses the keys itself (a link in rich text) has the first say.
      if (event.defaultPrevented) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Opened before the dialog's chunk is there (no hover first), it draws once the chunk arrives.
        setOpen((shown) => !shown);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={`Jump to a conversation (${QUICK_SWITCHER_SHORTCUT})`}>
        <IconButton size="small" aria-label="Jump to a conversation" aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
          <SearchRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <QuickSwitcherDialog
          onClose={() => setOpen(false)}
          onOpened={() => {
            setOpen(false);
            onNavigate?.();
          }}
        />
      )}
    </>
  );
}

