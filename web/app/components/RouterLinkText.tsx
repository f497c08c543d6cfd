import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** An in-app text link styled like the theme's links. */
export function RouterLinkText({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
