import { Box, ButtonBase, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Reaction } from '../../../domain/chat/chat';

function whoReacted(reaction: Reaction, meId: string): string {
  const names = reaction.users.map((user) => (user._id === meId ? 'You' : user.name));
  if (names.length <= 3) return names.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** Emoji and count chips: pressed when I reacted, who reacted in the tooltip, a click toggles mine. */
export function ReactionBar({ reactions, meId, onToggle, disabled }: { reactions: Reaction[]; meId: string; onToggle: (emoji: string) => void; disabled?: boolean }) {
  if (reactions.length === 0) return null;
  return (
    <Box role="group" aria-label="Reactions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {reactions.map((reaction) => {
        const mine = reaction.users.some((user) => user._id === meId);
        const who = whoReacted(reaction, meId);
        return (
          <Tooltip key={reaction.emoji} title={`${who} reacted with ${reaction.emoji}`}>
            <ButtonBase
              aria-pressed={mine}
              aria-label={`${reaction.emoji} ${reaction.count}, ${who}`}
              disabled={disabled}
              onClick={() => onToggle(reaction.emoji)}
              sx={(theme) => ({
                gap: 0.5,
                height: 26,
                px: 1,
                borderRadius: 13,
                fontSize: 13,
                fontWeight: 600,
                border: '1px solid',
                borderColor: mine ? 'primary.main' : 'divider',
                bgcolor: mine ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1) : 'transparent',
                color: mine ? (theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark') : 'text.secondary',
                '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
                '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
              })}
            >
              <span aria-hidden style={{ fontSize: 15 }}>
                {reaction.emoji}
              </span>
              <span aria-hidden>{reaction.count}</span>
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}
