import { Box } from '@mui/material';
import type { ContactStatus } from '../../../domain/chat/chat';
import { UserAvatar } from '../../app/components/UserAvatar';
import { NoticesAvatar } from './NoticesAvatar';
import { PRESENCE_COLORS, PRESENCE_LABELS } from './presence';

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function lastSeenText(lastSeen: string | null | undefined): string {
  if (!lastSeen) return '';
  const at = new Date(lastSeen);
  if (Number.isNaN(at.getTime())) return '';
  return `, last seen ${at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/**
 * A status dot (online green, away amber, busy red, offline grey) with its name for
 * screen readers and as a tooltip.
 */
export function PresenceDot({
  status,
  lastSeen,
  size = 10,
  overlay = false,
  decorative = false,
}: {
  status: ContactStatus;
  lastSeen?: string | null;
  size?: number;
  overlay?: boolean;
  /** The status is already written next to it. */
  decorative?: boolean;
}) {
  const label = PRESENCE_LABELS[status];
  return (
    <Box
      component="span"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: status === 'offline' ? `${label}${lastSeenText(lastSeen)}` : label })}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: PRESENCE_COLORS[status],
        boxSizing: 'content-box',
        ...(overlay
          ? { position: 'absolute', right: -2, bottom: -2, border: 2, borderColor: 'background.paper' }
          : {}),
      }}
    />
  );
}

/**
 * The picture (or initials on the name's colour), with a presence dot in the corner when a
 * status is given; Visitors' badge for a Visitors conversation.
 */
export function ConversationAvatar({
  name,
  src,
  status,
  lastSeen,
  size = 28,
  notices = false,
}: {
  name: string;
  src?: string | null;
  status?: ContactStatus;
  lastSeen?: string | null;
  size?: number;
  notices?: boolean;
}) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {notices ? <NoticesAvatar size={size} /> : <UserAvatar name={name} src={src} size={size} />}
      {status && <PresenceDot status={status} lastSeen={lastSeen} size={Math.max(8, Math.round(size / 3.2))} overlay />}
    </Box>
  );
}
