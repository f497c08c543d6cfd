import { useEffect, useState } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import { features } from '../features';
import { preloadSlot } from '../lazyComponent';
import { connectSocket, disconnectSocket } from '../socket';
import { useCurrentUser } from '../session/useSession';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from '../theme';
import { AppDrawer } from './AppDrawer';
import { PageGuards } from './PageGuards';
import { TopBar } from './TopBar';
import type { RouteTitleHandle } from './documentTitle';

/**
 * Loads every feature's lazy shell slots, so the shell draws them at once (see lazyComponent). A
 * notification's actions are not among them: they load as the bell opens.
 */
export function preloadShellSlots(): Promise<unknown> {
  const slots = features.flatMap(({ shellSlots = {} }) => [
    ...(shellSlots.topBar ?? []),
    ...(shellSlots.drawerSections ?? []),
    ...(shellSlots.banners ?? []),
    ...(shellSlots.homeCards ?? []),
    ...(shellSlots.overlays ?? []),
    ...(shellSlots.PageGuard ? [shellSlots.PageGuard] : []),
  ]);
  return Promise.all(slots.map(preloadSlot));
}

/** What a route tells the shell: its name in the browser tab, and whether it uses the full width (Notes, Chat). */
export interface RouteHandle extends RouteTitleHandle {
  fullBleed?: boolean;
}

function useFullBleed(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fullBleed);
}

/** The real-time connection lives as long as an organisation member is signed in. */
function useSocketConnection(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const enabled = user.role !== 'super_admin';
  useEffect(() => {
    if (!enabled) return;
    connectSocket(queryClient, features);
    return disconnectSocket;
    // Keyed on the user too: someone else signing in needs a fresh, re-authenticated handshake.
  }, [enabled, user._id, queryClient]);
}

export function AppShell() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const fullBleed = useFullBleed();
  useSocketConnection();

  const drawerOpen = mobile ? mobileOpen : desktopOpen;
  const toggleDrawer = () => (mobile ? setMobileOpen((open) => !open) : setDesktopOpen((open) => !open));

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TopBar drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} />
      <AppDrawer mobile={mobile} open={drawerOpen} onClose={() => setMobileOpen(false)} />
      <Box
        component="main"
        sx={{
          pt: `${TOP_BAR_HEIGHT}px`,
          ml: !mobile && desktopOpen ? `${DRAWER_WIDTH}px` : 0,
          transition: theme.transitions.create('margin', { duration: theme.transitions.duration.enteringScreen }),
          minWidth: 0,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`,
            maxWidth: fullBleed ? 'none' : 1280,
            mx: 'auto',
            px: fullBleed ? 0 : { xs: 2, sm: 3, md: 4 },
            pt: { xs: 2, sm: 3 },
            // A full-bleed page also runs to the bottom edge.
            pb: fullBleed ? 0 : { xs: 2, sm: 3 },
          }}
        >
          {features.flatMap((feature) => feature.shellSlots?.banners ?? []).map((Banner, index) => (
            <Banner key={index} />
          ))}
          <PageGuards>
            <Outlet />
          </PageGuards>
        </Box>
      </Box>
      {/* Dialogs any screen may open, and chat's call window (spec 2, App shell). */}
      {features.flatMap((feature) => feature.shellSlots?.overlays ?? []).map((Overlay, index) => (
        <Overlay key={index} />
      ))}
    </Box>
  );
}
