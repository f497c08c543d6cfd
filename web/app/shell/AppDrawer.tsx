import { Fragment } from 'react';
import { Box, Divider, Drawer } from '@mui/material';
import { features } from '../features';
import { useCurrentUser } from '../session/useSession';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { DrawerNav, useNavigationLocked } from './DrawerNav';

interface AppDrawerProps {
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** Persistent below the top bar on wide screens; a temporary overlay under 600 px. */
export function AppDrawer({ mobile, open, onClose }: AppDrawerProps) {
  const user = useCurrentUser();
  const locked = useNavigationLocked();
  const onNavigate = mobile ? onClose : undefined;

  return (
    <Drawer
      id="app-drawer"
      variant={mobile ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          component: 'aside',
          'aria-label': 'Navigation',
          sx: {
            width: DRAWER_WIDTH,
            top: mobile ? 0 : TOP_BAR_HEIGHT,
            height: mobile ? '100%' : `calc(100% - ${TOP_BAR_HEIGHT}px)`,
            bgcolor: 'background.paper',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', pt: mobile ? `${TOP_BAR_HEIGHT}px` : 1 }}>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <DrawerNav onNavigate={onNavigate} />
        </Box>
        {user.role !== 'super_admin' &&
          !locked &&
          features
            .flatMap((feature) => feature.shellSlots?.drawerSections ?? [])
            .map((Section, index) => (
              <Fragment key={index}>
                <Divider />
                <Section onNavigate={onNavigate} />
              </Fragment>
            ))}
      </Box>
    </Drawer>
  );
}
