import { Box, List } from '@mui/material';
import { menuOf, type MenuEntry } from '../../../domain/permissions/roles';
import { features } from '../features';
import type { DrawerEntry } from '../plugins';
import { useCurrentUser } from '../session/useSession';
import { NavLinkItem } from './NavLinkItem';

function drawerEntries(): Map<MenuEntry, DrawerEntry> {
  return new Map(features.flatMap((feature) => feature.drawerEntries ?? []).map((entry) => [entry.menuEntry, entry]));
}

/** True while any feature says the organisation is locked (billing: an unpaid or suspended account). */
export function useNavigationLocked(): boolean {
  let locked = false;
  for (const feature of features) {
    const useLocked = feature.shellSlots?.useNavigationLocked;
    // The list is fixed when the app is built, so these hooks run in the same order on every render.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    if (useLocked?.()) locked = true;
  }
  return locked;
}

/** The role's menu entries (spec 6), in the table's order. */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  // A locked organisation's project list would only show that it did not load.
  const locked = useNavigationLocked();
  const entries = drawerEntries();
  return (
    // A landmark holding a list: a <ul> may hold only <li>, and a <nav> made a list would drop the list semantics.
    <Box component="nav" aria-label="Main" sx={{ px: 1 }}>
      <List dense sx={{ display: 'grid', gap: 0.25 }}>
        {menuOf(user.role).map((menuEntry) => {
          const entry = entries.get(menuEntry);
          if (!entry) return null;
          if (entry.Expanded && !locked) return <entry.Expanded key={menuEntry} onNavigate={onNavigate} />;
          const Icon = entry.icon;
          return <NavLinkItem key={menuEntry} to={entry.to} label={entry.label} icon={<Icon fontSize="small" />} onNavigate={onNavigate} />;
        })}
      </List>
    </Box>
  );
}
