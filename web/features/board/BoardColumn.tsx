import { memo, useCallback, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { ColorDot } from '../tasks/taskMeta';
import type { StatusOption } from '../tasks/types';
import { columnDroppableId } from './boardModel';

/** Above this many cards a column renders only what is in view (a 5,000-task board stays instant). */
export const VIRTUALIZE_AFTER = 40;
const CARD_GAP = 8;

interface BoardColumnProps {
  status: StatusOption;
  ids: string[];
  /** The total before quick filters, to show "3 of 12". */
  total: number;
  renderCard: (taskId: string) => React.ReactNode;
  draggable: boolean;
  /** The card being dragged: a long column keeps it rendered even when scrolled away. */
  activeId: string | null;
}

export const BoardColumn = memo(function BoardColumn({ status, ids, total, renderCard, draggable, activeId }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDroppableId(status._id), data: { type: 'column', status: status._id }, disabled: !draggable });
  const headingId = `column-${status._id}`;
  const countText = ids.length === total ? String(total) : `${ids.length} of ${total}`;
  const body = ids.length > VIRTUALIZE_AFTER ? <VirtualCards ids={ids} renderCard={renderCard} activeId={activeId} /> : <PlainCards ids={ids} renderCard={renderCard} />;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-column={status._id}
      sx={(theme) => ({
        width: { xs: 'calc(100vw - 56px)', sm: 288 },
        maxWidth: 320,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        maxHeight: '100%',
        borderRadius: 3,
        bgcolor: theme.palette.mode === 'dark' ? alpha(theme.palette.common.white, 0.03) : alpha(theme.palette.text.primary, 0.035),
        outline: isOver ? `2px solid ${alpha(theme.palette.primary.main, 0.5)}` : 'none',
        scrollSnapAlign: 'start',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.25, pb: 1 }}>
        <ColorDot color={status.color} size={10} />
        <Typography id={headingId} component="h3" variant="overline" sx={{ lineHeight: 1.4, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {status.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }} aria-label={`${countText} tasks`}>
          {countText}
        </Typography>
      </Box>
      <SortableContext id={status._id} items={ids} strategy={verticalListSortingStrategy} disabled={!draggable}>
        <Box ref={setNodeRef} data-column-body sx={{ flex: 1, minHeight: 80, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
          {ids.length === 0 ? (
            <Box sx={{ mx: 1, mb: 1, flex: 1, minHeight: 72, border: '1.5px dashed', borderColor: 'divider', borderRadius: 2, display: 'grid', placeItems: 'center' }}>
              <Typography variant="caption" sx={{ color: 'text.disabled' }}>
                {draggable ? 'Drop tasks here' : 'No tasks'}
              </Typography>
            </Box>
          ) : (
            body
          )}
        </Box>
      </SortableContext>
    </Box>
  );
});

function PlainCards({ ids, renderCard }: { ids: string[]; renderCard: (taskId: string) => React.ReactNode }) {
  return (
    <Box role="list" sx={{ overflowY: 'auto', px: 1, pb: 1, display: 'flex', flexDirection: 'column', gap: `${CARD_GAP}px` }}>
      {ids.map((id) => (
        <div role="listitem" key={id}>
          {renderCard(id)}
        </div>
      ))}
    </Box>
  );
}

function VirtualCards({ ids, renderCard, activeId }: { ids: string[]; renderCard: (taskId: string) => React.ReactNode; activeId: string | null }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // Not memoised by the React Compiler (none runs here); the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 92,
    gap: CARD_GAP,
    overscan: 4,
    getItemKey: (index) => ids[index]!,
    rangeExtractor,
  });
  return (
    <Box ref={scrollRef} sx={{ overflowY: 'auto', px: 1, pb: 1, flex: 1, minHeight: 0 }}>
      <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            role="listitem"
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          >
            {renderCard(ids[item.index]!)}
          </div>
        ))}
      </div>
    </Box>
  );
}
