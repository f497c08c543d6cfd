import { Avatar } from '@mui/material';
import { avatarColor, contrastText, initials } from '../../../domain/color/color';

/** Initials on the person's stable colour (spec 2, App shell). Decorative: the name is always shown nearby. */
export function UserAvatar({ name, size = 32 }: { name: string; size?: number }) {
  const background = avatarColor(name);
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: background, color: contrastText(background) }}
    >
      {initials(name)}
    </Avatar>
  );
}
