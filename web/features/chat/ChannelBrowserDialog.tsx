import { QueryError } from '../../app/components/QueryError';
import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, List, ListItem, Skeleton, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CHANNEL_NAME_MAX_LENGTH, SOMETHING_WENT_WRONG_TEXT } from '../../../domain/chat/chatRules';
import type { Channel, ChatMember } from '../../../domain/chat/chat';
import { queryKeys } from '../../app/api/queryKeys';
import { memberCountText } from './conversationDisplay';
import { CHAT_PATH, chatPathFor, useOpenChannelId } from './openChannel';
import { PeoplePicker, toggled } from './PeoplePicker';
import { serverMessage, useChannelDirectory, useCreateChannel, useJoinChannel, useLeaveConversation } from './useChannelMutations';
import { SearchField } from '../../app/components/SearchField';

interface ChannelBrowserDialogProps {
  open: boolean;
  onClose: () => void;
  /** A channel was opened from here (after navigating to it). */
  onOpened?: () => void;
}

/** Every channel of the organisation: join, leave or open one, or create a new one. */
export function ChannelBrowserDialog({ open, onClose, onOpened }: ChannelBrowserDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const directory = useChannelDirectory(open);
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const opened = onOpened ?? onClose;

  const term = filter.trim().toLowerCase();
  const channels = (directory.data ?? [])
    .filter((channel) => !channel.isArchived && (!term || channel.name.toLowerCase().includes(term)))
    .sort((a, b) => Number(b.isGeneral) - Number(a.isGeneral) || a.name.localeCompare(b.name));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Browse channels</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {creating ? (
          <CreateChannelForm onCancel={() => setCreating(false)} onCreated={opened} />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <SearchField
              label="Find a channel"
              size="small"
              value={filter}
              autoFocus
              onChange={(event) => setFilter(event.target.value)}
            />
            <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
              Create channel
            </Button>
          </Stack>
        )}
        {!creating && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowY: 'auto', minHeight: 120, maxHeight: { xs: 'none', sm: 360 } }}>
            {directory.isPending ? (
              <Box aria-hidden sx={{ px: 2, py: 1 }}>
                <Skeleton height={44} />
                <Skeleton height={44} width="75%" />
              </Box>
            ) : directory.isError ? (
              <QueryError message="Channels did not load" onRetry={() => void directory.refetch()} />
            ) : channels.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
                {term ? `No channel matches “${filter.trim()}”` : 'No Channels yet'}
              </Typography>
            ) : (
              <List aria-label="Organisation channels" disablePadding>
                {channels.map((channel) => (
                  <ChannelRow key={channel._id} channel={channel} onOpened={opened} />
                ))}
              </List>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChannelRow({ channel, onOpened }: { channel: Channel; onOpened: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openChannelId = useOpenChannelId();
  const join = useJoinChannel();
  const leave = useLeaveConversation();
  const nameId = useId();
  const setMembership = (isMember: boolean) =>
    queryClient.setQueryData<Channel[]>(queryKeys.channelDirectory, (list) => list?.map((item) => (item._id === channel._id ? { ...item, isMember } : item)));

  return (
    <ListItem
      divider
      sx={{ gap: 1.5, py: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
        <Typography id={nameId} variant="body2" noWrap sx={{ fontWeight: 600 }}>
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 0.25 }}>
            #
          </Box>
          {channel.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {memberCountText(channel.members.length)}
        </Typography>
      </Box>
      {channel.isMember && <Chip size="small" label="Joined" variant="outlined" color="success" />}
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ml: 'auto' }}>
        {channel.isMember ? (
          <>
            <Button size="small" variant="outlined" component={RouterLink} to={chatPathFor(channel._id)} onClick={onOpened} aria-label={`Open ${channel.name}`}>
              Open
            </Button>
            {!channel.isGeneral && (
              <Button
                size="small"
                color="inherit"
                loading={leave.isPending}
                aria-label={`Leave ${channel.name}`}
                onClick={() =>
                  leave.mutate(channel, {
                    onSuccess: () => {
                      setMembership(false);
                      if (openChannelId === channel._id) void navigate(CHAT_PATH, { replace: true });
                    },
                  })
                }
              >
                Leave
              </Button>
            )}
          </>
        ) : (
          <Button size="small" variant="contained" loading={join.isPending} aria-label={`Join ${channel.name}`} onClick={() => join.mutate(channel, { onSuccess: () => setMembership(true) })}>
            Join
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

function CreateChannelForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const navigate = useNavigate();
  const create = useCreateChannel();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (person: ChatMember) => setPicked((current) => toggled(current, person));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) {
      setError('Channel name is required');
      return;
    }
    create.mutate(
      { name, members: picked.map((person) => person._id) },
      {
        onSuccess: (channel) => {
          void navigate(chatPathFor(channel._id));
          onCreated();
        },
        onError: (failure) => setError(serverMessage(failure) ?? SOMETHING_WENT_WRONG_TEXT),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Create channel" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label="Channel name"
        value={name}
        autoFocus
        required
        disabled={create.isPending}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? 'Everyone in your organisation can find and join it.'}
        slotProps={{
          htmlInput: { maxLength: CHANNEL_NAME_MAX_LENGTH },
          input: { startAdornment: <InputAdornment position="start">#</InputAdornment> },
        }}
      />
      <PeoplePicker selected={picked} onToggle={toggle} disabled={create.isPending} searchLabel="Add people (optional)" />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create channel'}
        </Button>
      </Stack>
    </Box>
  );
}
