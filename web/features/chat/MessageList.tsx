import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { messagePreview } from '../../../domain/chat/chatRules';
import { authorName } from './chatText';
import { DateSeparator, OlderMessagesRow, UnreadDivider } from './DateSeparator';
import { MessageItem } from './MessageItem';
import { buildRows, type Row } from './messageRows';
import type { DisplayMessage } from './outbox';
import { useNow } from './useNow';

/** Closer than this to the bottom counts as "at the bottom": new messages keep it there. */
const BOTTOM_SLACK = 64;
/** Older pages load when the top is this close. */
const LOAD_OLDER_AT = 400;
/** A jump loads at most this many older pages looking for its message. */
const MAX_JUMP_PAGES = 40;

function estimate(row: Row | undefined): number {
  if (!row || row.kind !== 'message') return 40;
  return row.grouped ? 30 : 64;
}

/** Without ResizeObserver (old browsers, jsdom) nothing can be measured: render every row. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) {
  if (typeof ResizeObserver === 'undefined') {
    callback({ width: 1024, height: 1_000_000 });
    return undefined;
  }
  return observeElementRect(instance, callback);
}

interface MessageListProps {
  messages: DisplayMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** A message id, 'older' (in a page not loaded yet) or null. */
  firstUnreadId: string | null;
  /** A message to scroll to (search, pins); onJumpDone says whether it was found. */
  jumpTo: string | null;
  onJumpDone: (messageId: string, found: boolean) => void;
  meId: string;
  /** Shown instead of the rows when the conversation has no messages at all (none loaded, none older). */
  empty: ReactNode;
}

/**
 * The conversation, oldest at the top and newest at the bottom, virtualised. It stays at
 * the bottom while you are there (followOnAppend), keeps its place when older pages load
 * above (anchorTo 'end'), and offers 'Jump to first unread' and 'Jump to latest'.
 */
export function MessageList({ messages, hasOlder, loadingOlder, loadOlder, firstUnreadId, jumpTo, onJumpDone, meId, empty }: MessageListProps) {
  const now = useNow();
  const rows = useMemo(
    () => buildRows(messages, { hasOlder, firstUnreadId: firstUnreadId === 'older' ? null : firstUnreadId, now }),
    [messages, hasOlder, firstUnreadId, now],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastKey = useRef<string | null>(null);
  const jumpPages = useRef(0);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const [unreadOffscreen, setUnreadOffscreen] = useState(false);
  const [seekingUnread, setSeekingUnread] = useState(false);
  /** Read out by screen readers: the list itself is silent, or scrolling would read every row. */
  const [announcement, setAnnouncement] = useState('');

  // The list is not memoised by the compiler; the virtualizer re-renders it itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    paddingStart: 8,
    paddingEnd: 12,
    observeElementRect: observeRect,
    // A chat: older pages arrive above without moving what you read, and new messages are followed while you are at the bottom.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: BOTTOM_SLACK,
  });
  const unreadIndex = rows.findIndex((row) => row.kind === 'unread');

  /** 'Jump to first unread' while 'New messages' is above the view (or in a page not loaded yet). */
  const checkUnread = () => {
    const element = scrollRef.current;
    if (!element) return;
    if (firstUnreadId === 'older') return setUnreadOffscreen(true);
    const item = unreadIndex >= 0 ? virtualizer.measurementsCache[unreadIndex] : undefined;
    setUnreadOffscreen(Boolean(item && element.clientHeight > 0 && item.end < element.scrollTop));
  };

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    setFarFromBottom(distance > Math.max(element.clientHeight, 200));
    if (element.scrollTop < LOAD_OLDER_AT && hasOlder && !loadingOlder && element.clientHeight > 0) loadOlder();
    checkUnread();
  };

  // Opening: at the newest message.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // Something I just sent goes to the bottom, wherever I was; and is 'New messages' still out of sight?
  useLayoutEffect(() => {
    const last = rows[rows.length - 1];
    if (last && last.key !== lastKey.current && last.kind === 'message') {
      if (last.status === 'pending' && last.message.sender?._id === meId) virtualizer.scrollToEnd();
      else if (lastKey.current !== null && (last.message.sender || last.message.kind === 'notice') && last.message.sender?._id !== meId && !last.message.deleted) {
        setAnnouncement(`${authorName(last.message)}: ${messagePreview(last.message.message) || 'sent an attachment'}`);
      }
    }
    lastKey.current = last?.key ?? null;
    checkUnread();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  // A jump to a message (search, pins): scroll to it, loading older pages until it is there.
  useEffect(() => {
    if (!jumpTo) {
      jumpPages.current = 0;
      return;
    }
    const index = rows.findIndex((row) => row.kind === 'message' && row.message._id === jumpTo);
    if (index >= 0) {
      virtualizer.scrollToIndex(index, { align: 'center' });
      onJumpDone(jumpTo, true);
    } else if (hasOlder && jumpPages.current < MAX_JUMP_PAGES) {
      if (!loadingOlder) {
        jumpPages.current += 1;
        loadOlder();
      }
    } else {
      onJumpDone(jumpTo, false);
    }
  }, [jumpTo, rows, hasOlder, loadingOlder, loadOlder, onJumpDone, virtualizer]);

  // 'Jump to first unread' when it is in a page not loaded yet: load until it is.
  useEffect(() => {
    if (!seekingUnread) return;
    if (unreadIndex >= 0) {
      virtualizer.scrollToIndex(unreadIndex, { align: 'start' });
      setSeekingUnread(false);
      setUnreadOffscreen(false);
    } else if (hasOlder) {
      if (!loadingOlder) loadOlder();
    } else setSeekingUnread(false);
  }, [seekingUnread, unreadIndex, hasOlder, loadingOlder, loadOlder, virtualizer]);

  const renderRow = (row: Row) => {
    switch (row.kind) {
      case 'older':
        return <OlderMessagesRow loading={loadingOlder} onLoad={loadOlder} />;
      case 'date':
        return <DateSeparator label={row.label} />;
      case 'unread':
        return <UnreadDivider />;
      case 'message':
        return <MessageItem item={row} grouped={row.grouped} />;
    }
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={scrollRef}
        role="log"
        aria-live="off"
        aria-label="Messages"
        tabIndex={0}
        onScroll={onScroll}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', overflowAnchor: 'none', display: 'flex', flexDirection: 'column', outline: 'none', '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` } }}
      >
        {/* Short conversations sit at the bottom, next to the composer. */}
        {rows.length === 0 ? (
          empty
        ) : (
          <Box sx={{ mt: 'auto', flexShrink: 0, height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (!row) return null;
              return (
                <Box
                  key={virtualRow.key}
                  data-index={virtualRow.index}
                  ref={virtualizer.measureElement}
                  sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${virtualRow.start}px)` }}
                >
                  {renderRow(row)}
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      <Box aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
      {unreadOffscreen && (
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowUpward />}
          onClick={() => {
            if (unreadIndex >= 0) virtualizer.scrollToIndex(unreadIndex, { align: 'start' });
            else setSeekingUnread(true);
          }}
          sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', borderRadius: 4, zIndex: 3, whiteSpace: 'nowrap' }}
        >
          Jump to first unread
        </Button>
      )}
      {farFromBottom && (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<ArrowDownward />}
          onClick={() => virtualizer.scrollToEnd()}
          sx={{ position: 'absolute', bottom: 8, right: 16, borderRadius: 4, zIndex: 3 }}
        >
          Jump to latest
        </Button>
      )}
    </Box>
  );
}
