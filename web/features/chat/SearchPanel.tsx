import { useEffect, useState } from 'react';
import { Box, ButtonBase, CircularProgress, InputAdornment, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchHit } from '../../../domain/chat/chat';
import { QueryError } from '../../app/components/QueryError';
import { formatDateTime } from '../../app/format';
import { authorName, conversationTitle, snippetParts } from './chatText';
import { useConversation } from './ConversationContext';
import { SidePanel } from './SidePanel';
import { useConversations } from './useConversations';
import { useMessageSearch } from './useMessages';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The matched words («» from the server) as <mark>; everything else as plain text. */
export function Snippet({ text }: { text: string }) {
  return (
    <>
      {snippetParts(text).map((part, index) =>
        part.marked ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** What the search panel searches for and where: kept by the chat page until the search is closed. */
export interface SearchQuery {
  text: string;
  scope: 'here' | 'all';
}
export const NEW_SEARCH: SearchQuery = { text: '', scope: 'here' };

interface SearchPanelProps {
  /** Held by the page, so opening a result (which may open another conversation) keeps it. */
  search: SearchQuery;
  onSearchChange: (search: SearchQuery) => void;
  onClose: () => void;
  onOpen: (hit: SearchHit) => void;
}

/** Full-text search in this conversation or all of mine; a result opens its conversation at the message. */
export function SearchPanel({ search: { text, scope }, onSearchChange, onClose, onOpen }: SearchPanelProps) {
  const { channel, me } = useConversation();
  const conversations = useConversations();
  const setText = (next: string) => onSearchChange({ text: next, scope });
  const setScope = (next: SearchQuery['scope']) => onSearchChange({ text, scope: next });
  const query = useDebounced(text, 300);
  const search = useMessageSearch(query, scope === 'here' ? channel._id : null);
  const tooShort = query.trim().length < 2;

  const titleOf = (hit: SearchHit) => {
    const known = conversations.data?.find((conversation) => conversation._id === hit.channel._id);
    if (known) return conversationTitle(known, me._id);
    return hit.channel.channelType === 'channel' ? `# ${hit.channel.name}` : hit.channel.name;
  };

  return (
    <SidePanel title="Search messages" closeLabel="Close search" onClose={onClose}>
      <Box sx={{ p: 2, display: 'grid', gap: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <TextField
          autoFocus
          size="small"
          type="search"
          placeholder="Search messages"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search text' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  {search.isFetching ? <CircularProgress size={18} aria-label="Searching" /> : <SearchIcon fontSize="small" />}
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup size="small" color="primary" exclusive value={scope} onChange={(_event, value: 'here' | 'all' | null) => value && setScope(value)} aria-label="Where to search" fullWidth>
          <ToggleButton value="here">This conversation</ToggleButton>
          <ToggleButton value="all">All conversations</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {tooShort ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
          Type at least 2 characters to search.
        </Typography>
      ) : search.isError ? (
        <QueryError message={search.error.message} onRetry={() => void search.refetch()} />
      ) : search.data && search.data.length === 0 ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', p: 2 }}>
          No messages match “{query.trim()}”.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Search results" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {search.data?.map((hit) => (
            <li key={hit.message._id}>
              <ButtonBase
                onClick={() => onOpen(hit)}
                sx={{ display: 'block', width: '100%', textAlign: 'left', px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider', '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ fontWeight: 650, minWidth: 0 }} noWrap>
                    {authorName(hit.message)}
                  </Typography>
                  <Typography variant="caption" component="time" dateTime={hit.message.timestamp} sx={{ color: 'text.secondary', ml: 'auto', flexShrink: 0 }}>
                    {formatDateTime(hit.message.timestamp)}
                  </Typography>
                </Box>
                {/* On a line of its own: beside the name and the date, both would be cut short. */}
                {scope === 'all' && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
                    in {titleOf(hit)}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.primary', mt: 0.25, overflowWrap: 'anywhere' }}>
                  <Snippet text={hit.snippet} />
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </SidePanel>
  );
}
