import type { ReactNode } from 'react';
import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';

interface NavLinkItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** Extra path prefixes that also count as this entry (a project page under Projects). */
  activePrefixes?: readonly string[];
  /** Decides instead of the path (the chat link is active only while no conversation is open). */
  active?: boolean;
  inset?: boolean;
  onNavigate?: () => void;
}

export function NavLinkItem({ to, label, icon, activePrefixes = [], active: activeProp, inset, onNavigate }: NavLinkItemProps) {
  const { pathname } = useLocation();
  const active = activeProp ?? (pathname === to || activePrefixes.some((prefix) => pathname.startsWith(prefix)));
  // A list item of the drawer's lists: screen readers say 'list, 6 items' and where each entry sits.
  return (
    <ListItem disablePadding>
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
    </ListItem>
  );
}
