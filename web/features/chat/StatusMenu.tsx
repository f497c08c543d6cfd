import { useId, useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Switch } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { disableDesktopNotifications, enableDesktopNotifications, useDesktopNotifications } from './desktopNotifications';
import { PresenceDot } from './PresenceDot';
import { effectiveStatus, PRESENCE_LABELS, setChosenStatus, useOwnPresence, type ChosenStatus } from './presence';

const CHOICES: readonly { value: ChosenStatus; hint: string }[] = [
  { value: 'online', hint: 'Away is set for you after a few idle minutes' },
  { value: 'busy', hint: 'Shown to everyone until you change it' },
];

const DESKTOP_HINTS = {
  on: 'Messages to you and calls pop up while this page is in the background',
  off: 'Pop up messages to you and calls while this page is in the background',
  blocked: "Blocked for this site in your browser's settings",
} as const;

/** The on/off switch for desktop notifications in this browser (hidden where there are none). */
function DesktopNotificationsItem() {
  const state = useDesktopNotifications();
  if (state === 'unsupported') return null;
  const on = state === 'on';
  const toggle = () => {
    if (on) disableDesktopNotifications();
    else void enableDesktopNotifications();
  };
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={on} disabled={state === 'blocked'} onClick={toggle}>
      <ListItemIcon>
        <NotificationsActiveOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary="Desktop notifications" secondary={DESKTOP_HINTS[state]} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
      <Switch edge="end" size="small" checked={on} tabIndex={-1} aria-hidden slotProps={{ input: { tabIndex: -1 } }} sx={{ ml: 1, pointerEvents: 'none' }} />
    </MenuItem>
  );
}

/** Your status: choose Online or Busy; Away follows idleness on its own. Desktop notifications sit here too. */
export function StatusMenu() {
  const presence = useOwnPresence();
  const status = effectiveStatus(presence);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (value: ChosenStatus) => {
    setChosenStatus(value);
    setAnchor(null);
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 280 } } }}>
        {CHOICES.map((choice) => (
          <MenuItem key={choice.value} selected={presence.chosen === choice.value} onClick={() => choose(choice.value)}>
            <ListItemIcon>
              <PresenceDot status={choice.value} decorative />
            </ListItemIcon>
            <ListItemText primary={PRESENCE_LABELS[choice.value]} secondary={choice.hint} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
            {presence.chosen === choice.value && <CheckRounded fontSize="small" sx={{ ml: 1 }} aria-hidden />}
          </MenuItem>
        ))}
        <Divider />
        <DesktopNotificationsItem />
      </Menu>
    </>
  );
}
