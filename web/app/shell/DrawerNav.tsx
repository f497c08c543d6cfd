import type { ReactNode } from 'react';
import { Box, List } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { menuOf, type MenuEntry } from '../../../domain/permissions/roles';
import { useOrganizationLocked } from '../../features/billing/useBilling';
import { useCurrentUser } from '../session/useSession';
import { NavLinkItem } from './NavLinkItem';
import { ProjectsNavEntry } from './ProjectsNavEntry';

const LINKS: Record<Exclude<MenuEntry, 'projects'>, { label: string; to: string; icon: ReactNode }> = {
  dashboard: { label: 'Dashboard', to: '/', icon: <SpaceDashboardOutlined fontSize="small" /> },
  calendar: { label: 'Calendar', to: '/calendar', icon: <CalendarMonthOutlined fontSize="small" /> },
  notes: { label: 'Notes', to: '/notes', icon: <StickyNote2Outlined fontSize="small" /> },
  team: { label: 'Team', to: '/admin/team', icon: <GroupsOutlined fontSize="small" /> },
  billing: { label: 'Billing', to: '/billing', icon: <CreditCardOutlined fontSize="small" /> },
  admin_dashboard: { label: 'Dashboard', to: '/admin/dashboard', icon: <AdminPanelSettingsOutlined fontSize="small" /> },
};

/** The role's menu entries (spec 6), in the table's order. */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  // A locked organisation's project list would only show that it did not load.
  const locked = useOrganizationLocked();
  return (
    // A landmark holding a list: a <ul> may hold only <li>, and a <nav> made a list would drop the list semantics.
    <Box component="nav" aria-label="Main" sx={{ px: 1 }}>
      <List dense sx={{ display: 'grid', gap: 0.25 }}>
        {menuOf(user.role).map((entry) => {
          if (entry === 'projects' && !locked) return <ProjectsNavEntry key={entry} onNavigate={onNavigate} />;
          if (entry === 'projects') return <NavLinkItem key={entry} to="/task/projects" label="Projects" icon={<FolderOutlined fontSize="small" />} onNavigate={onNavigate} />;
          const link = LINKS[entry];
          return <NavLinkItem key={entry} to={link.to} label={link.label} icon={link.icon} onNavigate={onNavigate} />;
        })}
      </List>
    </Box>
  );
}
