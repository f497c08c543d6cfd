import { chatPathFor } from '../chat/openChannel';
import { useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, List, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useNavigate } from 'react-router';
import { preloadNotificationActions } from '../../app/shell/notificationActions';
import { useCurrentUser } from '../../app/session/useSession';
import { calendarEventPath } from '../../../domain/calendar/links';
import { MEMBER_CREDITS_ROUTE, VISITOR_MANAGER_ROUTES, VISITOR_REQUEST_ROUTE } from '../../../domain/permissions/roles';
import { notePathFor } from '../notes/paths';
import { projectSpacePath } from '../projects/paths';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationsRead, useNotifications, type AppNotification } from './useNotifications';

const VISITOR_TYPES: ReadonlySet<AppNotification['type']> = new Set(['visitorArrived', 'visitorApproval', 'visitorSignOutReminder']);

export function NotificationBell() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unreadCount = data?.unreadCount ?? 0;
  const notifications = data?.data ?? [];

  const markAllRead = () => {
    // Spec 5: with nothing unread, 'Mark all read' does nothing.
    if (unreadCount === 0) return;
    markRead.mutate({ userId: user._id });
  };

  const open = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate({ notificationId: notification._id });
    const { projectId, taskId, channelId, noteId, mentionId, eventId, occurrenceStart } = notification.metadata ?? {};
    // A note or an event of a project names the project too: the note or the event is what the notification is about.
    // A credit (or a peer's recognition) for you: your own credits, where it is listed with your totals.
    // A held block-list match is the visitor managers' business, at the front desk's page; the host's visitors are on their own page.
    if (notification.type === 'visitorHeld') void navigate(VISITOR_MANAGER_ROUTES[0]);
    else if (VISITOR_TYPES.has(notification.type)) void navigate(VISITOR_REQUEST_ROUTE);
    else if (notification.type === 'creditReceived') void navigate(MEMBER_CREDITS_ROUTE);
    else if (eventId) void navigate(calendarEventPath(eventId, occurrenceStart));
    else if (noteId) void navigate(notePathFor(noteId, mentionId));
    else if (projectId) void navigate(projectSpacePath(projectId, 'board', taskId));
    else if (channelId) void navigate(chatPathFor(channelId));
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications'}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            void preloadNotificationActions();
            setAnchor(event.currentTarget);
          }}
        >
          {/* With nothing unread the count leaves the page rather than shrinking to nothing: a '0' kept
              there would be visible text missing from the button's name (WCAG 2.5.3). */}
          <Badge badgeContent={unreadCount} color="primary" max={99} sx={{ '& .MuiBadge-invisible': { display: 'none' } }}>
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              Notifications
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              You have {unreadCount} unread messages
            </Typography>
          </Box>
          <Button size="small" onClick={markAllRead} sx={{ flexShrink: 0, color: unreadCount ? undefined : 'text.secondary' }}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        {notifications.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 5 }}>No Notifications</Typography>
        ) : (
          <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {notifications.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} onOpen={() => open(notification)} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
