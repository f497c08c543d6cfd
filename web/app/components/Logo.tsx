import { Box, Typography } from '@mui/material';
import { BRAND_NAVY, BRAND_ORANGE } from '../theme';

/** The product mark (same drawing as public/favicon.svg) and the product name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill={BRAND_ORANGE} />
        <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23" cy="21" r="2.6" fill={BRAND_NAVY} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 750, fontSize: size * 0.64, letterSpacing: '-0.02em', lineHeight: 1 }}>
        Teamwork
      </Typography>
    </Box>
  );
}
