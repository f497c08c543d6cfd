import { useId, useState } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Popover, Skeleton, Typography } from '@mui/material';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { CALL_MAX_PARTICIPANTS } from '../../../domain/chat/chatRules';
import type { ChatMember } from '../../../domain/chat/chat';
import { QueryError } from '../../app/components/QueryError';
import { ConversationAvatar } from '../chat/PresenceDot';
import { useConversations } from '../chat/useConversations';
import type { ActiveCall } from './callController';
import { ControlButton } from './ControlButton';
import { useCallController } from './useCall';
import { SearchField } from '../../app/components/SearchField';

export const ADD_PEOPLE_TEXT = 'Add people';
export const CALL_FULL_TEXT = `This call is full: at most ${CALL_MAX_PARTICIPANTS} people can join`;
export const EVERYONE_IN_CALL_TEXT = 'Everyone in this conversation is in the call';
/** Past this many people to choose from, the list gets a search field. */
export const SEARCH_FROM = 7;

/** The conversation's members who are not in the call, by name; those already asked in are marked ringing. */
function useCandidates(call: ActiveCall) {
  const conversations = useConversations();
  const members = conversations.data?.find((conversation) => conversation._id === call.channelId)?.members ?? [];
  const inCall = new Set(call.participants.map((person) => person.userId));
  const ringing = new Set(call.ringing.map((person) => person.userId));
  const candidates = members
    .filter((member) => !inCall.has(member._id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((member) => ({ member, ringing: ringing.has(member._id) }));
  return { conversations, candidates };
}

function AddPeopleList({ call, onAdded }: { call: ActiveCall; onAdded: () => void }) {
  const controller = useCallController();
  const { conversations, candidates } = useCandidates(call);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const titleId = useId();
  const term = search.trim().toLocaleLowerCase();
  const shown = term ? candidates.filter(({ member }) => member.name.toLocaleLowerCase().includes(term)) : candidates;

  const add = async (member: ChatMember) => {
    setPending(member._id);
    const added = await controller.invite({ userId: member._id, name: member.name });
    setPending(null);
    if (added) onAdded();
  };

  return (
    <Box role="dialog" aria-labelledby={titleId} sx={{ width: 320, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 1, p: 1.5 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, px: 0.5 }}>
        {ADD_PEOPLE_TEXT}
      </Typography>
      {candidates.length >= SEARCH_FROM && (
        <SearchField
          label="Search people"
          size="small"
          autoFocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {conversations.isPending ? (
        <Box aria-hidden sx={{ px: 1 }}>
          <Skeleton height={40} />
          <Skeleton height={40} width="70%" />
        </Box>
      ) : conversations.isError ? (
        <QueryError message="People did not load" onRetry={() => void conversations.refetch()} />
      ) : shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 0.5, py: 1 }}>
          {term ? `Nobody matches “${search.trim()}”` : EVERYONE_IN_CALL_TEXT}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="People to add" sx={{ maxHeight: 320, overflowY: 'auto', mx: -0.5 }}>
          {shown.map(({ member, ringing }) => (
            <ListItem key={member._id} disablePadding>
              <ListItemButton
                onClick={() => void add(member)}
                disabled={ringing || pending !== null}
                sx={{ gap: 1.25, borderRadius: 1, py: 0.75 }}
              >
                <ConversationAvatar name={member.name} src={member.avatar} status={member.contactStatus} lastSeen={member.lastSeen} size={32} />
                <ListItemText
                  primary={member.name}
                  secondary={ringing ? 'Ringing…' : pending === member._id ? 'Calling…' : undefined}
                  sx={{ minWidth: 0, my: 0 }}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The call window's 'Add people' button and its list of the conversation's members who
 * are not in the call; choosing one rings them (call_invite). Disabled once the call has
 * as many people as it can take.
 */
export function AddPeopleControl({ call }: { call: ActiveCall }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const full = call.participants.length >= CALL_MAX_PARTICIPANTS;

  return (
    <>
      <ControlButton
        label={ADD_PEOPLE_TEXT}
        tooltip={full ? CALL_FULL_TEXT : ADD_PEOPLE_TEXT}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={full}
        expanded={Boolean(anchor)}
      >
        <PersonAddAlt1 />
      </ControlButton>
      <Popover
        open={Boolean(anchor) && !full}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 24px)', mt: -1 } } }}
      >
        <AddPeopleList call={call} onAdded={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
