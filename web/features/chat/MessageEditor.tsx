import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { MESSAGE_MAX_LENGTH } from '../../../domain/chat/chatRules';
import type { Message } from '../../../domain/chat/chat';
import { mentionedIds } from './chatText';
import { useConversation } from './ConversationContext';

/** Editing a message in place: Enter saves, Shift+Enter is a new line, Escape cancels. */
export function MessageEditor({ message }: { message: Message }) {
  const { actions, members, setEditingId } = useConversation();
  const [text, setText] = useState(message.message);
  const [saving, setSaving] = useState(false);
  const cancel = () => setEditingId(null);
  const save = () => {
    const trimmed = text.trim();
    if (!trimmed || saving) return;
    if (trimmed === message.message.trim()) return cancel();
    setSaving(true);
    actions.edit(message, trimmed, mentionedIds(trimmed, members)).then(
      () => setEditingId(null),
      // The error is toasted; the text stays for another try.
      () => setSaving(false),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.75, mt: 0.25 }}>
      <TextField
        multiline
        autoFocus
        maxRows={10}
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={(event) => {
          const end = event.target.value.length;
          event.target.setSelectionRange(end, end);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            cancel();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': 'Edited message', maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', mr: 'auto' }}>
          Escape to cancel · Enter to save
        </Typography>
        <Button size="small" color="inherit" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="small" variant="contained" onClick={save} loading={saving} disabled={!text.trim()}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
