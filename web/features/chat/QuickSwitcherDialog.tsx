import { useCallback, useMemo } from 'react';
import { Autocomplete, Box, Chip, Dialog, InputAdornment, TextField, Typography } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useNavigate } from 'react-router';
import { unreadBadgeText } from '../../../domain/chat/chatRules';
import type { Channel } from '../../../domain/chat/chat';
import { useCurrentUser } from '../../app/session/useSession';
import type { NoteSummary } from '../notes/api';
import { notePathFor } from '../notes/paths';
import { NoteSwitcherRow, useSwitcherNotes } from '../notes/switcher';
import { conversationLabel, directPartner, isListed } from './conversationDisplay';
import { chatPathFor } from './openChannel';
import { ConversationAvatar } from './PresenceDot';
import { matchRank } from './switcherRank';
import { useConversations } from './useConversations';

const SECTION: Record<Channel['channelType'], string> = { direct: 'Direct message', group: 'Group', channel: 'Channel' };

interface ConversationOption {
  kind: 'conversation';
  channel: Channel;
  title: string;
  /** Also matched against the typed text, after the name: the members of a group or channel. */
  memberNames: string[];
}

/** Notes come from the server's search, already matched; they follow the conversations. */
interface NoteOption {
  kind: 'note';
  note: NoteSummary;
  title: string;
}

type Option = ConversationOption | NoteOption;
const optionKey = (option: Option) => (option.kind === 'note' ? `note:${option.note._id}` : option.channel._id);

/** Unread first, then the most recently active: where someone jumping is most likely going. */
function byLikelihood(a: ConversationOption, b: ConversationOption): number {
  const unread = Number(b.channel.unreadCount > 0) - Number(a.channel.unreadCount > 0);
  if (unread !== 0) return unread;
  return (b.channel.lastMessage?.timestamp ?? b.channel.createdAt).localeCompare(a.channel.lastMessage?.timestamp ?? a.channel.createdAt);
}

/** The best matches first (switcherRank), each rank in likelihood order (the options come sorted so). */
function filter(options: Option[], { inputValue }: { inputValue: string }): Option[] {
  const conversations = options
    .filter((option): option is ConversationOption => option.kind === 'conversation')
    .map((option) => ({ option, rank: matchRank(inputValue, option.title, option.memberNames) }))
    .filter((entry): entry is { option: ConversationOption; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 50)
    .map((entry) => entry.option);
  return [...conversations, ...options.filter((option) => option.kind === 'note')];
}

/** The quick switcher's dialog, in a chunk of its own: loaded when first opened (see QuickSwitcher). */
interface QuickSwitcherDialogProps {
  /** The typed text, kept by QuickSwitcher: it starts with what was typed while this chunk loaded. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The input is there and focused: from now on the keys are its own. */
  onInputReady: () => void;
  onClose: () => void;
  onOpened: () => void;
}

export function QuickSwitcherDialog({ query, onQueryChange, onInputReady, onClose, onOpened }: QuickSwitcherDialogProps) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const conversations = useConversations();
  const notes = useSwitcherNotes(query);
  // Stable, so React calls it as the input mounts, not again on every keystroke's render.
  const noticeInput = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) onInputReady();
    },
    [onInputReady],
  );
  const conversationOptions = useMemo(
    () =>
      (conversations.data ?? [])
        .filter(isListed)
        .map((channel): ConversationOption => {
          const title = conversationLabel(channel, me._id);
          const memberNames = channel.channelType === 'direct' ? [] : channel.members.map((member) => member.name);
          return { kind: 'conversation', channel, title, memberNames };
        })
        .sort(byLikelihood),
    [conversations.data, me._id],
  );
  const options = useMemo<Option[]>(() => [...conversationOptions, ...notes.map((note): NoteOption => ({ kind: 'note', note, title: note.title }))], [conversationOptions, notes]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': 'Jump to a conversation', sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: '12vh' } } } }}>
      <Autocomplete<Option>
        open
        autoHighlight
        forcePopupIcon={false}
        disablePortal
        options={options}
        loading={conversations.isPending}
        loadingText="Loading conversations…"
        noOptionsText={conversations.isError ? 'Conversations did not load' : 'No conversation matches'}
        filterOptions={filter}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
        // Headings only once notes are among the matches: on its own the list is of conversations.
        groupBy={notes.length > 0 ? (option) => (option.kind === 'note' ? 'Notes' : 'Conversations') : undefined}
        inputValue={query}
        onInputChange={(_event, value) => onQueryChange(value)}
        // Nothing is picked until the dialog closes: the text stays as typed, not cleared as the input mounts.
        clearOnBlur={false}
        // The list is always open, so Escape reaches the list, not the dialog: it closes both.
        onClose={(_event, reason) => reason === 'escape' && onClose()}
        onChange={(_event, option) => {
          if (!option) return;
          void navigate(option.kind === 'note' ? notePathFor(option.note._id) : chatPathFor(option.channel._id));
          onOpened();
        }}
        slotProps={{ paper: { elevation: 0, square: true }, listbox: { sx: { maxHeight: '50vh' } }, popper: { sx: { position: 'static !important', transform: 'none !important', width: '100% !important' } } }}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            inputRef={noticeInput}
            placeholder="Jump to a conversation or note…"
            sx={{ p: 1.5 }}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Conversation name' },
            }}
          />
        )}
        renderOption={({ key, ...props }, option) => {
          if (option.kind === 'note') {
            return (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                <NoteSwitcherRow note={option.note} />
              </Box>
            );
          }
          const partner = option.channel.channelType === 'direct' ? directPartner(option.channel, me._id) : undefined;
          const badge = unreadBadgeText(option.channel.unreadCount);
          return (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <ConversationAvatar name={option.title} notices={option.channel.isNotices} src={partner?.avatar} status={partner?.contactStatus} lastSeen={partner?.lastSeen} size={26} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: badge ? 700 : 500 }}>
                  {option.channel.channelType === 'channel' ? `# ${option.title}` : option.title}
                </Typography>
                <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                  {SECTION[option.channel.channelType]}
                </Typography>
              </Box>
              {badge && <Chip size="small" color="primary" label={badge} aria-label={`${option.channel.unreadCount} unread`} />}
            </Box>
          );
        }}
      />
    </Dialog>
  );
}
