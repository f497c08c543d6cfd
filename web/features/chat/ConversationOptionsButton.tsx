import { useId, useState } from 'react';
import { IconButton } from '@mui/material';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import { lazyComponent } from '../../app/lazyComponent';
import type { ConversationOptionsMenuProps } from './ConversationOptionsMenu';

// Every entry has the button; the menu and its dialogs (people picker, rename field) load when first wanted.
const ConversationOptionsMenu = lazyComponent(() => import('./ConversationOptionsMenu').then((m) => m.ConversationOptionsMenu));
const preload = () => void ConversationOptionsMenu.preload();

/** An entry's ⋯ button; the menu it opens is ConversationOptionsMenu. */
export function ConversationOptionsButton({ channel, title }: Pick<ConversationOptionsMenuProps, 'channel' | 'title'>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted: it fades out, and the dialog picked from it outlives it.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label="Conversation options"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className="conversation-options"
        sx={{ width: 28, height: 28 }}
      >
        <MoreHorizRounded fontSize="small" />
      </IconButton>
      {opened && <ConversationOptionsMenu channel={channel} title={title} menuId={menuId} anchor={anchor} closeMenu={() => setAnchor(null)} />}
    </>
  );
}
