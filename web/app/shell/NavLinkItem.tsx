import type { ReactNode } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';

interface NavLinkItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** Extra path prefixes that also count as this entry (a project page under Projects). */
  activePrefixes?: readonly string[];
  inset?: boolean;
  onNavigate?: () => void;
}

export function NavLinkItem({ to, label, icon, activePrefixes = [], inset, onNavigate }: NavLinkItemProps) {
  const { pathname } = useLocation();
  const active = pathname === to || activePrefixes.some((prefix) => pathname.startsWith(prefix));
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ minHeight: 36, py: 0.5, pl: inset ? 4.5 : 1.5 }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } } }} />
    </ListItemButton>
  );
}
