import { Box } from '@mui/material';
import { avatarColor, contrastText } from '../../../../domain/color/color';

/** A rounded tile with the project's key on its stable colour. Decorative: the name is always beside it. */
export function ProjectAvatar({ name, projectKey, size = 32 }: { name: string; projectKey: string; size?: number }) {
  const background = avatarColor(name);
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: size > 24 ? 1.5 : 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: background,
        color: contrastText(background),
        fontSize: size * (projectKey.length > 2 ? 0.3 : 0.38),
        fontWeight: 700,
        letterSpacing: '0.02em',
      }}
    >
      {projectKey.slice(0, 3)}
    </Box>
  );
}
