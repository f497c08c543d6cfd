import { Box, Paper, Popper, Typography } from '@mui/material';
import type { ChatMember } from '../../../domain/chat/chat';
import { UserAvatar } from '../../app/components/UserAvatar';

/** Members whose name or email contains what was typed after '@' (eight at most). */
export function mentionOptions(members: readonly ChatMember[], query: string): ChatMember[] {
  const needle = query.toLowerCase();
  return members.filter((member) => member.name.toLowerCase().includes(needle) || member.email.toLowerCase().startsWith(needle)).slice(0, 8);
}

interface MentionMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  options: readonly ChatMember[];
  activeIndex: number;
  onPick: (member: ChatMember) => void;
}

/** The '@' list of the conversation's members; the composer keeps the focus and drives it with the arrow keys. */
export function MentionMenu({ id, anchorEl, options, activeIndex, onPick }: MentionMenuProps) {
  return (
    <Popper open={Boolean(anchorEl) && options.length > 0} anchorEl={anchorEl} placement="top-start" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Paper elevation={6} sx={{ mb: 0.5, minWidth: 220, maxWidth: 'calc(100vw - 24px)', py: 0.5 }}>
        <Box component="ul" role="listbox" id={id} aria-label="Mention someone" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 240, overflowY: 'auto' }}>
          {options.map((member, index) => (
            <Box
              component="li"
              key={member._id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(member)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.75,
                cursor: 'pointer',
                bgcolor: index === activeIndex ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <UserAvatar name={member.name} size={24} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {member.name}
                </Typography>
                <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                  {member.email}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Popper>
  );
}
