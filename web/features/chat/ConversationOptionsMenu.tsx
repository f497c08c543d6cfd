import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ListItemIcon, ListItemText, Menu, MenuItem, TextField, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { CHANNEL_NAME_MAX_LENGTH } from '../../../domain/chat/chatRules';
import type { Channel } from '../../../domain/chat/chat';
import { ConfirmDialog } from '../../app/components/ConfirmDialog';
import { useCurrentUser } from '../../app/session/useSession';
import { AddPeopleDialog } from './AddPeopleDialog';
import { canAddPeople, canArchive, canLeave, canRename } from './conversationDisplay';
import { CHAT_PATH, useOpenChannelId } from './openChannel';
import { useLeaveConversation, useUpdateConversation } from './useChannelMutations';

type Pending = 'add' | 'rename' | 'leave' | 'archive' | null;

export interface ConversationOptionsMenuProps {
  channel: Channel;
  title: string;
  menuId: string;
  /** The ⋯ button while the menu is open (ConversationOptionsButton). */
  anchor: HTMLElement | null;
  closeMenu: () => void;
}

/** An entry's ⋯ menu: Mute/Unmute, Add people, Rename, Leave, Archive, as far as you may, and the dialogs they open. */
export function ConversationOptionsMenu({ channel, title, menuId, anchor, closeMenu }: ConversationOptionsMenuProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const openChannelId = useOpenChannelId();
  const update = useUpdateConversation();
  const leave = useLeaveConversation();
  const [dialog, setDialog] = useState<Pending>(null);

  const pick = (next: Pending) => {
    closeMenu();
    setDialog(next);
  };
  const toggleMute = () => {
    closeMenu();
    update.mutate({ channelId: channel._id, changes: { isMuted: !channel.isMuted } });
  };
  const leaveOpen = () => {
    if (openChannelId === channel._id) void navigate(CHAT_PATH, { replace: true });
  };
  // The entry (and this menu) goes away once the server agrees, so the follow-up hangs on the promise, not on callbacks.
  const confirmLeave = () =>
    leave
      .mutateAsync(channel)
      .then(() => {
        setDialog(null);
        leaveOpen();
        toast.success(`You left ${title}`);
      })
      .catch(() => {});
  const confirmArchive = () =>
    update
      .mutateAsync({ channelId: channel._id, changes: { isArchived: true } })
      .then(() => {
        setDialog(null);
        leaveOpen();
        toast.success(`${title} was archived`);
      })
      .catch(() => {});

  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={closeMenu}>
        <MenuItem onClick={toggleMute}>
          <ListItemIcon>{channel.isMuted ? <NotificationsActiveOutlined fontSize="small" /> : <NotificationsOffOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText primary={channel.isMuted ? 'Unmute' : 'Mute'} />
        </MenuItem>
        {canAddPeople(channel, user) && (
          <MenuItem onClick={() => pick('add')}>
            <ListItemIcon>
              <PersonAddAlt1Outlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Add people" />
          </MenuItem>
        )}
        {canRename(channel, user) && (
          <MenuItem onClick={() => pick('rename')}>
            <ListItemIcon>
              <DriveFileRenameOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Rename" />
          </MenuItem>
        )}
        {canLeave(channel) && (
          <MenuItem onClick={() => pick('leave')}>
            <ListItemIcon>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Leave" />
          </MenuItem>
        )}
        {canArchive(channel, user) && (
          <MenuItem onClick={() => pick('archive')}>
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Archive" />
          </MenuItem>
        )}
      </Menu>
      {dialog === 'add' && <AddPeopleDialog channel={channel} title={channel.channelType === 'channel' ? `#${channel.name}` : title} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && <RenameDialog channel={channel} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'leave'}
        title={`Leave ${title}?`}
        confirmLabel="Leave"
        destructive
        pending={leave.isPending}
        onConfirm={confirmLeave}
        onClose={() => setDialog(null)}
      >
        You will stop receiving its messages. {channel.channelType === 'channel' ? 'You can join again from Browse channels.' : 'A member can add you back.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'archive'}
        title={`Archive ${title}?`}
        confirmLabel="Archive"
        destructive
        pending={update.isPending}
        onConfirm={confirmArchive}
        onClose={() => setDialog(null)}
      >
        It disappears from everyone&apos;s list and no new messages can be sent. Its history is kept.
      </ConfirmDialog>
    </>
  );
}

function RenameDialog({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const update = useUpdateConversation();
  const [name, setName] = useState(channel.name);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Name is required');
      return;
    }
    if (trimmed === channel.name) {
      onClose();
      return;
    }
    update.mutate(
      { channelId: channel._id, changes: { name: trimmed } },
      {
        onSuccess: () => {
          toast.success('Conversation renamed');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>Rename {channel.channelType === 'channel' ? 'channel' : 'group'}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            label="Name"
            value={name}
            autoFocus
            required
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: CHANNEL_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
