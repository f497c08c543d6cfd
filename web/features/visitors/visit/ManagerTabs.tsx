import { Box, Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { VISITOR_MANAGER_ROUTES, VISITOR_REQUEST_ROUTE } from '../../../../domain/permissions/roles';

const PAGES = [
  { to: VISITOR_MANAGER_ROUTES[0], label: 'Registered visitors' },
  { to: VISITOR_MANAGER_ROUTES[1], label: 'Visiting history' },
  { to: VISITOR_MANAGER_ROUTES[2], label: 'Visitor settings' },
  { to: VISITOR_REQUEST_ROUTE, label: 'My visitors' },
] as const;

/** The visitor managers' pages, one tab each, with the manager's own invitations beside them. */
export function ManagerTabs() {
  const { pathname } = useLocation();
  const current = PAGES.find((page) => page.to === pathname)?.to ?? false;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
      <Tabs value={current} aria-label="Visitor pages" variant="scrollable" allowScrollButtonsMobile>
        {PAGES.map((page) => (
          <Tab key={page.to} value={page.to} label={page.label} component={Link} to={page.to} />
        ))}
      </Tabs>
    </Box>
  );
}
