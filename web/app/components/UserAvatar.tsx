import { Avatar } from '@mui/material';
import { styled } from '@mui/material/styles';
import { avatarColor, contrastText, initials } from '../../../domain/color/color';

const InitialsPicture = styled('span')({ '&::before': { content: 'attr(data-initials)' } });

/**
 * A person's initials, drawn as a picture is: by CSS, not as text. An avatar sits inside buttons and
 * links named after the person ('Account menu for Ada Lovelace', 'Assignee of WEB-4: Ada
 * Lovelace'); as text, 'AL' would be visible words missing from that name (WCAG 2.5.3 Label in Name).
 */
export function Initials({ name }: { name: string }) {
  return <InitialsPicture aria-hidden data-initials={initials(name)} />;
}

/**
 * The person's picture, or initials on their stable colour (spec 2, App shell) when they have
 * none or it fails to load. Decorative: the name is always shown nearby.
 */
export function UserAvatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  const background = avatarColor(name);
  return (
    <Avatar
      aria-hidden
      src={src ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: background, color: contrastText(background) }}
    >
      <Initials name={name} />
    </Avatar>
  );
}
