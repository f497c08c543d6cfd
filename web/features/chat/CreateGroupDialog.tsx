import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { CHANNEL_NAME_MAX_LENGTH, groupProblems, SOMETHING_WENT_WRONG_TEXT } from '../../../domain/chat/chatRules';
import type { ChatMember } from '../../../domain/chat/chat';
import { chatPathFor } from './openChannel';
import { PeoplePicker, toggled } from './PeoplePicker';
import { serverMessage, useCreateGroup } from './useChannelMutations';

interface CreateGroupDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new group is open (after navigating to it). */
  onCreated?: () => void;
}

/**
 * Create Group (spec 2, 5, 8): a name and at least two people besides you, checked on
 * each toggle, each name change and on submit; a refusal is a warning toast.
 */
export function CreateGroupDialog({ open, onClose, onCreated }: CreateGroupDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [problems, setProblems] = useState<ReturnType<typeof groupProblems>>(null);

  const toggle = (person: ChatMember) => {
    const next = toggled(picked, person);
    setPicked(next);
    setProblems(groupProblems(name, next.length));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = groupProblems(name, picked.length);
    setProblems(found);
    if (found) return;
    create.mutate(
      { name, members: picked.map((person) => person._id) },
      {
        onSuccess: (channel) => {
          void navigate(chatPathFor(channel._id));
          (onCreated ?? onClose)();
        },
        // Spec 8: a refusal is a warning with the server's message, or 'Something went wrong'.
        onError: (error) => {
          if (!error.isUpgradeRequired && !error.endsSession) toast.warning(serverMessage(error) ?? SOMETHING_WENT_WRONG_TEXT);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>Create Group</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Group name"
            value={name}
            autoFocus
            required
            disabled={create.isPending}
            onChange={(event) => {
              setName(event.target.value);
              setProblems(groupProblems(event.target.value, picked.length));
            }}
            error={Boolean(problems?.name)}
            helperText={problems?.name ?? ' '}
            slotProps={{ htmlInput: { maxLength: CHANNEL_NAME_MAX_LENGTH } }}
          />
          <PeoplePicker selected={picked} onToggle={toggle} disabled={create.isPending} error={problems?.members} searchLabel="Search members" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : `Create Group (${picked.length + 1})`}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
