import { useId, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { toast } from 'react-toastify';
import { SOMETHING_WENT_WRONG_TEXT } from '../../../domain/chat/chatRules';
import type { Channel, ChatMember } from '../../../domain/chat/chat';
import { PeoplePicker, toggled } from './PeoplePicker';
import { serverMessage, useAddPeople } from './useChannelMutations';

/** Pick people of the organisation who are not in the conversation yet and add them; it appears in their list at once. */
export function AddPeopleDialog({ channel, title, onClose }: { channel: Channel; title: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const add = useAddPeople();
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const present = useMemo(() => new Set(channel.members.map((member) => member._id)), [channel.members]);

  const toggle = (person: ChatMember) => {
    setPicked((current) => toggled(current, person));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (picked.length === 0) {
      setError('Pick at least one person');
      return;
    }
    add.mutate(
      { channelId: channel._id, members: picked.map((person) => person._id) },
      {
        onSuccess: () => {
          toast.success(picked.length === 1 ? `${picked[0]!.name} was added to ${title}` : `${picked.length} people were added to ${title}`);
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure) ?? SOMETHING_WENT_WRONG_TEXT),
      },
    );
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Add people to {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            They see the {channel.channelType === 'channel' ? 'channel' : 'group'} in their list at once, with its history.
          </Typography>
          <PeoplePicker selected={picked} onToggle={toggle} disabled={add.isPending} error={error} exclude={present} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : `Add (${picked.length})`}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
