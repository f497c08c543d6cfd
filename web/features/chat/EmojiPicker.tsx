import { useRef, type KeyboardEvent } from 'react';
import { Box, ButtonBase, Popover, Typography } from '@mui/material';

/** Forty common emojis, with names for screen readers. */
export const EMOJIS: readonly { emoji: string; name: string }[] = [
  { emoji: '👍', name: 'thumbs up' },
  { emoji: '👎', name: 'thumbs down' },
  { emoji: '❤️', name: 'red heart' },
  { emoji: '😂', name: 'tears of joy' },
  { emoji: '😮', name: 'surprised' },
  { emoji: '😢', name: 'crying' },
  { emoji: '🎉', name: 'party popper' },
  { emoji: '🙏', name: 'folded hands' },
  { emoji: '👏', name: 'clapping hands' },
  { emoji: '🔥', name: 'fire' },
  { emoji: '✅', name: 'check mark' },
  { emoji: '❌', name: 'cross mark' },
  { emoji: '👀', name: 'eyes' },
  { emoji: '🚀', name: 'rocket' },
  { emoji: '💯', name: 'hundred points' },
  { emoji: '😄', name: 'grinning face' },
  { emoji: '😊', name: 'smiling face' },
  { emoji: '😍', name: 'heart eyes' },
  { emoji: '🤔', name: 'thinking face' },
  { emoji: '😅', name: 'sweat smile' },
  { emoji: '😎', name: 'sunglasses' },
  { emoji: '🙌', name: 'raising hands' },
  { emoji: '💪', name: 'flexed biceps' },
  { emoji: '🤝', name: 'handshake' },
  { emoji: '👋', name: 'waving hand' },
  { emoji: '✨', name: 'sparkles' },
  { emoji: '⭐', name: 'star' },
  { emoji: '💡', name: 'light bulb' },
  { emoji: '📌', name: 'pushpin' },
  { emoji: '📎', name: 'paperclip' },
  { emoji: '☕', name: 'coffee' },
  { emoji: '🍕', name: 'pizza' },
  { emoji: '🎯', name: 'bullseye' },
  { emoji: '🐛', name: 'bug' },
  { emoji: '⚠️', name: 'warning' },
  { emoji: '❓', name: 'question mark' },
  { emoji: '➕', name: 'plus' },
  { emoji: '🙂', name: 'slightly smiling face' },
  { emoji: '😴', name: 'sleeping face' },
  { emoji: '🥳', name: 'partying face' },
];

const COLUMNS = 8;

interface EmojiPickerProps {
  anchorEl: HTMLElement | null;
  onPick: (emoji: string) => void;
  onClose: () => void;
  title?: string;
}

/** A small popover grid of emojis; arrow keys move between them. */
export function EmojiPicker({ anchorEl, onPick, onClose, title = 'Pick a reaction' }: EmojiPickerProps) {
  const grid = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    const step = steps[event.key];
    if (step === undefined || !grid.current) return;
    const buttons = [...grid.current.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + step))];
    event.preventDefault();
    next?.focus();
  };
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ paper: { sx: { p: 1, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', px: 0.5, pb: 0.5 }}>
        {title}
      </Typography>
      <Box
        ref={grid}
        role="group"
        aria-label={title}
        onKeyDown={move}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 36px)`, gap: 0.25 }}
      >
        {EMOJIS.map(({ emoji, name }, index) => (
          <ButtonBase
            key={emoji}
            autoFocus={index === 0}
            aria-label={name}
            title={name}
            onClick={() => onPick(emoji)}
            sx={{ width: 36, height: 36, fontSize: 20, borderRadius: 1, '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
          >
            {emoji}
          </ButtonBase>
        ))}
      </Box>
    </Popover>
  );
}
