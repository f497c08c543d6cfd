import { Avatar } from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';

/**
 * Visitors' picture, where a person's would be: a visitor badge on the primary colour, so its
 * notices and its conversation never pass for a colleague's initials. Decorative, as UserAvatar is.
 */
export function NoticesAvatar({ size = 32 }: { size?: number }) {
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <BadgeOutlined sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
