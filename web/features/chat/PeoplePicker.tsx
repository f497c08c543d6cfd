import { QueryError } from '../../app/components/QueryError';
import { useEffect, useId, useState } from 'react';
import { Box, Checkbox, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import type { ChatMember } from '../../../domain/chat/chat';
import { ConversationAvatar } from './PresenceDot';
import { useChatPeople } from './useChannelMutations';
import { SearchField } from '../../app/components/SearchField';

/** The search term a moment after typing stops, so each keystroke is not a request. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The picked people with `person` added, or taken out if picked already. */
export function toggled(picked: readonly ChatMember[], person: ChatMember): ChatMember[] {
  return picked.some((item) => item._id === person._id) ? picked.filter((item) => item._id !== person._id) : [...picked, person];
}

interface PeoplePickerProps {
  selected: readonly ChatMember[];
  onToggle: (person: ChatMember) => void;
  disabled?: boolean;
  /** Shown under the list: the group rule, when broken. */
  error?: string;
  autoFocus?: boolean;
  searchLabel?: string;
  /** People not to offer (already in the conversation). */
  exclude?: ReadonlySet<string>;
}

/**
 * Search everyone in the organisation but you, tick people, see them as chips
 * (removable). Picks survive a new search.
 */
export function PeoplePicker({ selected, onToggle, disabled, error, autoFocus, searchLabel = 'Search people', exclude }: PeoplePickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const people = useChatPeople(term);
  const offered = exclude ? people.data?.filter((person) => !exclude.has(person._id)) : people.data;
  const pickedIds = new Set(selected.map((person) => person._id));
  const listLabelId = useId();
  const errorId = useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0, flex: 1 }}>
      <SearchField
        label={searchLabel}
        value={search}
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
        // Enter here searches; it must not submit the dialog with half a selection.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {selected.length > 0 && (
        <Box role="list" aria-label="Selected people" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {selected.map((person) => (
            <Chip
              key={person._id}
              role="listitem"
              size="small"
              label={person.name}
              onDelete={disabled ? undefined : () => onToggle(person)}
            />
          ))}
        </Box>
      )}
      <Typography id={listLabelId} variant="subtitle2" sx={{ color: 'text.secondary' }}>
        People
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflowY: 'auto',
          minHeight: 160,
          maxHeight: { xs: 'none', sm: 320 },
          flex: { xs: 1, sm: 'none' },
        }}
      >
        {people.isPending ? (
          <Box aria-hidden sx={{ px: 2, py: 1 }}>
            <Skeleton height={36} />
            <Skeleton height={36} width="80%" />
            <Skeleton height={36} width="60%" />
          </Box>
        ) : people.isError ? (
          <QueryError message="People did not load" onRetry={() => void people.refetch()} />
        ) : !offered?.length ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 2 }}>
            {term.trim() ? `Nobody matches “${term.trim()}”` : people.data.length > 0 ? 'Everyone is already here' : 'Nobody else is in your organisation yet'}
          </Typography>
        ) : (
          <List dense aria-labelledby={listLabelId} aria-describedby={error ? errorId : undefined} aria-busy={people.isFetching || undefined}>
            {offered.map((person) => {
              const checked = pickedIds.has(person._id);
              const labelId = `${listLabelId}-${person._id}`;
              return (
                <ListItem key={person._id} disablePadding>
                  <ListItemButton onClick={() => onToggle(person)} disabled={disabled} dense sx={{ gap: 1.25, py: 0.5 }}>
                    <ListItemIcon sx={{ minWidth: 0 }}>
                      <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-labelledby': labelId } }} />
                    </ListItemIcon>
                    <ConversationAvatar name={person.name} src={person.avatar} status={person.contactStatus} lastSeen={person.lastSeen} size={28} />
                    <ListItemText
                      primary={person.name}
                      secondary={person.email}
                      sx={{ minWidth: 0 }}
                      slotProps={{ primary: { noWrap: true, id: labelId }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      {error && (
        <Typography id={errorId} variant="caption" role="alert" sx={{ color: 'error.main', mt: -0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
