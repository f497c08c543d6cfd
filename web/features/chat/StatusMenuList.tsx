import { Divider, ListItemIcon, ListItemText, Menu, MenuItem, Switch } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { disableDesktopNotifications, enableDesktopNotifications, useDesktopNotifications } from './desktopNotifications';
import { PresenceDot } from './PresenceDot';
import { PRESENCE_LABELS, setChosenStatus, useOwnPresence, type ChosenStatus } from './presence';

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

/** The status menu's choices (StatusMenu draws its button): Online or Busy, and desktop notifications. */
export function StatusMenuList({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const presence = useOwnPresence();
  const choose = (value: ChosenStatus) => {
    setChosenStatus(value);
    onClose();
  };
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { maxWidth: 280 } } }}>
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
  );
}
