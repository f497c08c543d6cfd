import { useId, useState } from 'react';
import { Button } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { lazyComponent } from '../../app/lazyComponent';
import { PresenceDot } from './PresenceDot';
import { effectiveStatus, PRESENCE_LABELS, useOwnPresence } from './presence';

// The status shows on every page; its menu loads when first opened.
const StatusMenuList = lazyComponent(() => import('./StatusMenuList').then((m) => m.StatusMenuList));
const preload = () => void StatusMenuList.preload();

/** Your status: choose Online or Busy; Away follows idleness on its own. Desktop notifications sit here too. */
export function StatusMenu() {
  const presence = useOwnPresence();
  const status = effectiveStatus(presence);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so that it fades out.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={`Your status: ${PRESENCE_LABELS[status]}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<PresenceDot status={status} size={8} decorative />}
        endIcon={<ExpandMoreRounded fontSize="small" />}
        sx={{ color: 'text.secondary', fontWeight: 500, fontSize: 12, px: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: 0.75 }, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {PRESENCE_LABELS[status]}
      </Button>
      {opened && <StatusMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
