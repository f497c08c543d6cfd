import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { START_CONVERSATION_FAILED_TEXT } from '../../../domain/chat/chatRules';
import type { ChatMember } from '../../../domain/chat/chat';
import { chatPathFor } from './openChannel';
import { PeoplePicker, toggled } from './PeoplePicker';
import { serverMessage, useStartConversation } from './useChannelMutations';

interface StartConversationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The conversation is open (after navigating to it). */
  onStarted?: () => void;
}

/**
 * Start a Conversation (spec 2, 5, 8): pick one person for a direct message (an existing
 * one reopens) or several for a group named after you and them.
 */
export function StartConversationDialog({ open, onClose, onStarted }: StartConversationDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [picked, setPicked] = useState<ChatMember[]>([]);

  const toggle = (person: ChatMember) => {
    start.reset();
    setPicked((current) => toggled(current, person));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0 || start.isPending) return;
    start.mutate(picked, {
      onSuccess: (channel) => {
        void navigate(chatPathFor(channel._id));
        (onStarted ?? onClose)();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={start.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>Start a Conversation</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '4px !important' }}>
          <DialogContentText variant="body2">Pick one person for a direct message, or several for a group conversation.</DialogContentText>
          <PeoplePicker selected={picked} onToggle={toggle} disabled={start.isPending} autoFocus />
          {start.isError && <Alert severity="error">{serverMessage(start.error) ?? START_CONVERSATION_FAILED_TEXT}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={picked.length === 0 || start.isPending}>
            {start.isPending ? 'Starting...' : `Start Conversation (${picked.length})`}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
