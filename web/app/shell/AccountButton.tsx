import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { UserAvatar } from '../components/UserAvatar';
import { lazyComponent } from '../lazyComponent';
import { useCurrentUser } from '../session/useSession';

// The avatar is on every page; its menu loads when first opened.
const AccountMenu = lazyComponent(() => import('./AccountMenu').then((m) => m.AccountMenu));
const preload = () => void AccountMenu.preload();

export function AccountButton() {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so that it fades out.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          aria-label={`Account menu for ${user.name}`}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
          onPointerEnter={preload}
          onFocus={preload}
          sx={{ p: 0.5 }}
        >
          <UserAvatar name={user.name} src={user.avatar} size={32} />
        </IconButton>
      </Tooltip>
      {opened && <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
