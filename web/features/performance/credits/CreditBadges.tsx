import { Box, Chip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { formatPoints } from './creditFormat';
import type { CreditCategoryRef, CreditSource } from '../../../../domain/performance/credits';

export function CategoryDot({ color }: { color: string }) {
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }} />;
}

/** The category's name on a tint of its colour, with a dot of the colour itself (readable in both modes). */
export function CategoryChip({ category }: { category: CreditCategoryRef }) {
  return (
    <Chip
      size="small"
      label={category.name}
      icon={<CategoryDot color={category.color} />}
      sx={(theme) => ({
        bgcolor: alpha(category.color, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        color: 'text.primary',
        fontWeight: 500,
        '& .MuiChip-icon': { ml: 1, mr: -0.25 },
      })}
    />
  );
}

/** '+10' in green, '−5' in red. */
export function PointsText({ points, large }: { points: number; large?: boolean }) {
  return (
    <Typography
      component="span"
      variant={large ? 'h3' : 'body2'}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: points > 0 ? 'success.main' : 'error.main' }}
    >
      {formatPoints(points)}
    </Typography>
  );
}

/** Automatic and recognition credits say so; a credit recorded by hand needs no badge. */
export function SourceBadge({ source }: { source: CreditSource }) {
  if (source === 'manual') return null;
  const automatic = source === 'automatic';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={automatic ? 'info' : 'secondary'}
      icon={automatic ? <AutoAwesomeOutlined /> : <VolunteerActivismOutlined />}
      label={automatic ? 'Automatic' : 'Recognition'}
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}
