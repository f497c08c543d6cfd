import { Avatar, AvatarGroup, Box, Tooltip } from '@mui/material';
import { avatarColor, contrastText, initials } from '../../../../domain/color/color';
import type { ProjectPerson } from '../api';

/** Up to `max` faces and a '+n'; the tooltip and the accessible name list everyone. */
export function MemberAvatarGroup({ members, max = 4, size = 26 }: { members: ProjectPerson[]; max?: number; size?: number }) {
  if (members.length === 0) return <Box component="span" sx={{ color: 'text.secondary' }}>—</Box>;
  const names = members.map((member) => member.name).join(', ');
  const label = `${members.length} member${members.length === 1 ? '' : 's'}: ${names}`;
  return (
    <Tooltip title={names}>
      <AvatarGroup
        max={max}
        role="img"
        aria-label={label}
        sx={{
          justifyContent: 'flex-end',
          width: 'fit-content',
          '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.38, fontWeight: 600, border: 2, borderColor: 'background.paper', boxSizing: 'content-box' },
        }}
      >
        {members.map((member) => {
          const background = avatarColor(member.name);
          return (
            <Avatar key={member._id} aria-hidden sx={{ bgcolor: background, color: contrastText(background) }}>
              {initials(member.name)}
            </Avatar>
          );
        })}
      </AvatarGroup>
    </Tooltip>
  );
}
