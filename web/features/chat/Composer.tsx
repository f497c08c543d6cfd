import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Box, Chip, CircularProgress, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InsertEmoticonOutlined from '@mui/icons-material/InsertEmoticonOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import { MESSAGE_MAX_LENGTH } from '../../../domain/chat/chatRules';
import type { ChatMember } from '../../../domain/chat/chat';
import { formatBytes, mentionedIds } from './chatText';
import { EmojiPicker } from './EmojiPicker';
import { MentionMenu, useMentions } from '../../app/components/MentionMenu';
import { useAttachmentUploads } from './useAttachmentUploads';
import type { OutgoingMessage } from './useSendMessage';

/** Unsent text per conversation (and thread), kept while you look elsewhere. */
const drafts = new Map<string, string>();

interface ComposerProps {
  channelId: string;
  /** Keys the kept draft: the conversation, or the thread. */
  draftKey: string;
  /** Who '@' offers (the conversation's members but me). */
  members: readonly ChatMember[];
  label: string;
  placeholder: string;
  onSend: (message: OutgoingMessage) => void;
  /** Up arrow in an empty composer: edit my last message. */
  onEditLast?: () => void;
  typing: { notify: () => void; stop: () => void };
  /** Set when nothing may be sent here (archived): shown instead of the field. */
  disabledReason?: string | null;
  autoFocus?: boolean;
}

/** Enter sends, Shift+Enter is a new line; files upload as they are picked; '@' mentions a member. */
export function Composer({ channelId, draftKey, members, label, placeholder, onSend, onEditLast, typing, disabledReason, autoFocus }: ComposerProps) {
  const [draft, setDraftState] = useState(() => drafts.get(draftKey) ?? '');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const uploads = useAttachmentUploads(channelId);

  const setDraft = (value: string) => {
    setDraftState(value);
    if (value) drafts.set(draftKey, value);
    else drafts.delete(draftKey);
  };
  const mentions = useMentions({ people: members, value: draft, setValue: setDraft, input: () => inputRef.current });

  // After the emoji picker has closed and handed the focus back to its button, so a frame later.
  const placeCaret = (position: number) =>
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(position, position);
    });

  const onChange = (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const value = event.target.value;
    setDraft(value);
    mentions.onTextChange(value, event.target.selectionStart);
    if (value.trim()) typing.notify();
  };

  const insertAtCaret = (text: string) => {
    const start = inputRef.current?.selectionStart ?? draft.length;
    const end = inputRef.current?.selectionEnd ?? start;
    setDraft(draft.slice(0, start) + text + draft.slice(end));
    placeCaret(start + text.length);
  };

  const text = draft.trim();
  const tooLong = draft.length > MESSAGE_MAX_LENGTH;
  const canSend = (text.length > 0 || uploads.attachments.length > 0) && !uploads.uploading && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend({ message: text, attachments: uploads.attachments, mentions: [...new Set([...mentions.mentionedIn(text), ...mentionedIds(text, members)])] });
    setDraft('');
    mentions.reset();
    uploads.clear();
    typing.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing || mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    } else if (event.key === 'ArrowUp' && draft === '' && onEditLast) {
      event.preventDefault();
      onEditLast();
    }
  };

  const addFiles = (files: FileList | null | undefined) => {
    if (files && files.length > 0) uploads.add([...files], uploads.uploads.length);
  };

  if (disabledReason) {
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', textAlign: 'center', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          {disabledReason}
        </Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: { xs: 1, sm: 1.5 }, pt: 0.5 }}>
      <Box
        ref={setBox}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          addFiles(event.dataTransfer.files);
        }}
        // A container: the key hint shows only where the composer is wide enough for it (not on a phone, not in a side panel).
        sx={{ containerType: 'inline-size', border: '1px solid', borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', '&:focus-within': { borderColor: 'primary.main' } }}
      >
        {uploads.uploads.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 1.25, pt: 1 }}>
            {uploads.uploads.map((upload) => (
              <Chip
                key={upload.id}
                size="small"
                variant="outlined"
                color={upload.status === 'error' ? 'error' : 'default'}
                icon={upload.status === 'uploading' ? <CircularProgress size={14} aria-label={`Uploading ${upload.name}`} /> : upload.status === 'error' ? <ErrorOutline /> : <AttachFile />}
                label={upload.status === 'error' ? `${upload.name} — ${upload.error ?? 'Upload failed'}` : `${upload.name} · ${formatBytes(upload.size)}`}
                onDelete={() => uploads.remove(upload.id)}
                deleteIcon={<Close aria-label={`Remove ${upload.name}`} aria-hidden={false} />}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Box>
        )}
        <TextField
          variant="standard"
          fullWidth
          multiline
          maxRows={8}
          autoFocus={autoFocus}
          value={draft}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            if (event.clipboardData.files.length > 0) {
              event.preventDefault();
              addFiles(event.clipboardData.files);
            }
          }}
          onBlur={() => {
            typing.stop();
            mentions.close();
          }}
          onSelect={(event) => {
            const target = event.target as HTMLTextAreaElement;
            mentions.onCaretMove(target.value, target.selectionStart);
          }}
          placeholder={placeholder}
          inputRef={inputRef}
          slotProps={{
            input: { disableUnderline: true, sx: { px: 1.5, pt: 1.25, pb: 0.5, fontSize: 14 } },
            htmlInput: {
              'aria-label': label,
              ...mentions.inputAria,
            },
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, px: 0.5, pb: 0.5 }}>
          <input ref={fileRef} type="file" multiple hidden aria-hidden tabIndex={-1} onChange={(event) => { addFiles(event.target.files); event.target.value = ''; }} />
          <Tooltip title="Attach file">
            <IconButton size="small" aria-label="Attach file" onClick={() => fileRef.current?.click()}>
              <AttachFile fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Insert emoji">
            <IconButton size="small" aria-label="Insert emoji" onClick={(event) => setEmojiAnchor(event.currentTarget)}>
              <InsertEmoticonOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Typography
            variant="caption"
            sx={{ color: tooLong ? 'error.main' : 'text.secondary', ml: 1, minWidth: 0, '@container (max-width: 419.98px)': { display: tooLong ? 'block' : 'none' } }}
            noWrap
          >
            {tooLong ? `At most ${MESSAGE_MAX_LENGTH.toLocaleString()} characters` : 'Enter to send · Shift+Enter for a new line'}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Send">
            <span>
              <IconButton size="small" color="primary" aria-label="Send message" disabled={!canSend} onClick={send}>
                <SendRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {uploads.error && (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block', mt: 0.5, px: 0.5 }}>
          {uploads.error}
        </Typography>
      )}
      <MentionMenu {...mentions.menu} anchorEl={mentions.open ? box : null} />
      {emojiAnchor && (
        <EmojiPicker
          title="Insert an emoji"
          anchorEl={emojiAnchor}
          onClose={() => setEmojiAnchor(null)}
          onPick={(emoji) => {
            setEmojiAnchor(null);
            insertAtCaret(emoji);
          }}
        />
      )}
    </Box>
  );
}
