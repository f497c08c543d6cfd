import { useState } from 'react';
import { Box, Button, Collapse, IconButton, List, ListItemButton, ListItemText, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { LOADING_CONVERSATIONS_TEXT, START_DIRECT_MESSAGE_TEXT, START_GROUP_MESSAGE_TEXT, type ChannelType } from '../../../domain/chat/chatRules';
import type { Channel } from '../../../domain/chat/chat';
import { lazyComponent } from '../../app/lazyComponent';
import { useCurrentUser } from '../../app/session/useSession';
import { ConversationListItem } from './ConversationListItem';
import { CONVERSATION_SECTIONS, emptySectionText, sectionConversations } from './conversationDisplay';
import { useOpenChannelId } from './openChannel';
import { useConversations } from './useConversations';

// The sidebar is on every signed-in page, its dialogs (with their pickers and fields) only once asked for.
const StartConversationDialog = lazyComponent(() => import('./StartConversationDialog').then((m) => m.StartConversationDialog));
const CreateGroupDialog = lazyComponent(() => import('./CreateGroupDialog').then((m) => m.CreateGroupDialog));
const ChannelBrowserDialog = lazyComponent(() => import('./ChannelBrowserDialog').then((m) => m.ChannelBrowserDialog));

type OpenDialog = 'start' | 'group' | 'browse' | null;

/** Each section's add button: start a direct message, create a group, browse (and create) channels. */
const SECTION_ACTIONS: Record<ChannelType, { label: string; dialog: Exclude<OpenDialog, null>; preload: () => Promise<unknown> }> = {
  direct: { label: START_DIRECT_MESSAGE_TEXT, dialog: 'start', preload: StartConversationDialog.preload },
  group: { label: START_GROUP_MESSAGE_TEXT, dialog: 'group', preload: CreateGroupDialog.preload },
  channel: { label: 'Browse channels', dialog: 'browse', preload: ChannelBrowserDialog.preload },
};

/** The drawer's conversations (spec 2, Chat): Direct Message, Groups and Channels, each collapsible with its add button. */
export function ConversationList({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const conversations = useConversations();
  const openChannelId = useOpenChannelId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // A dialog that ends in a conversation also closes the mobile drawer.
  const finish = () => {
    setDialog(null);
    onNavigate?.();
  };

  return (
    <>
      <List disablePadding dense>
      {conversations.isPending && (
        <Typography component="li" role="status" variant="body2" sx={{ color: 'text.secondary', px: 1.5, py: 0.75 }}>
          {LOADING_CONVERSATIONS_TEXT}
        </Typography>
      )}
      {conversations.isError && (
        <Box component="li" sx={{ px: 1.5, py: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
            Conversations did not load
          </Typography>
          <Button size="small" onClick={() => void conversations.refetch()}>
            Retry
          </Button>
        </Box>
      )}
      {CONVERSATION_SECTIONS.map((section) => (
        <ConversationSection
          key={section.type}
          type={section.type}
          title={section.title}
          entries={conversations.data ? sectionConversations(conversations.data, section.type) : null}
          myId={user._id}
          openChannelId={openChannelId}
          onAdd={() => setDialog(SECTION_ACTIONS[section.type].dialog)}
          onNavigate={onNavigate}
        />
      ))}
      </List>
      {dialog === 'start' && <StartConversationDialog open onClose={close} onStarted={finish} />}
      {dialog === 'group' && <CreateGroupDialog open onClose={close} onCreated={finish} />}
      {dialog === 'browse' && <ChannelBrowserDialog open onClose={close} onOpened={finish} />}
    </>
  );
}

interface ConversationSectionProps {
  type: ChannelType;
  title: string;
  /** Null while loading (or after a failed load). */
  entries: Channel[] | null;
  myId: string;
  openChannelId: string | null;
  onAdd: () => void;
  onNavigate?: () => void;
}

function ConversationSection({ type, title, entries, myId, openChannelId, onAdd, onNavigate }: ConversationSectionProps) {
  const [open, setOpen] = useState(true);
  const action = SECTION_ACTIONS[type];
  const listId = `drawer-chat-${type}`;
  const unread = entries?.reduce((sum, channel) => sum + (channel.isMuted ? 0 : channel.unreadCount), 0) ?? 0;

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, pr: 0.5 }}>
        <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId} sx={{ minHeight: 32, py: 0.25, pl: 1, pr: 1, borderRadius: 1 }}>
          {open ? <ExpandLess fontSize="small" aria-hidden sx={{ mr: 0.5, color: 'text.secondary' }} /> : <ExpandMore fontSize="small" aria-hidden sx={{ mr: 0.5, color: 'text.secondary' }} />}
          <ListItemText
            primary={title}
            slotProps={{ primary: { variant: 'caption', sx: { fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', color: 'text.secondary' } } }}
          />
          {/* Collapsed with unread inside: a dot says so. */}
          {!open && unread > 0 && (
            <Box component="span" role="img" aria-label={`${unread} unread`} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', ml: 0.5, flexShrink: 0 }} />
          )}
        </ListItemButton>
        {/* Pointing at or tabbing to the button fetches its dialog, so the click rarely waits. */}
        <Tooltip title={action.label}>
          <IconButton size="small" aria-label={action.label} onClick={onAdd} onPointerEnter={() => void action.preload()} onFocus={() => void action.preload()} sx={{ width: 28, height: 28, flexShrink: 0 }}>
            <AddRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={open} timeout="auto">
        <List id={listId} aria-label={title} disablePadding dense>
          {entries?.length === 0 && (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary', pl: 4, pr: 1.5, py: 0.5 }}>
              {emptySectionText(title)}
            </Typography>
          )}
          {entries?.map((channel) => (
            <ConversationListItem key={channel._id} channel={channel} myId={myId} selected={channel._id === openChannelId} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </Box>
  );
}
