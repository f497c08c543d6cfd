import { AppBar, Box, ButtonBase, IconButton, Toolbar, Tooltip } from '@mui/material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { Link as RouterLink } from 'react-router';
import { homeRouteOf } from '../../../domain/permissions/roles';
import { Logo } from '../components/Logo';
import { features } from '../features';
import { useCurrentUser } from '../session/useSession';
import { TOP_BAR_HEIGHT } from '../theme';
import { useThemeMode } from '../ThemeModeProvider';
import { AccountButton } from './AccountButton';

interface TopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  const user = useCurrentUser();
  const { mode, toggleMode } = useThemeMode();
  const themeLabel = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';

  return (
    <AppBar
      position="fixed"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar disableGutters sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, height: TOP_BAR_HEIGHT, px: { xs: 0.5, sm: 1.5 }, gap: 0.5 }}>
        <IconButton
          color="inherit"
          aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
          aria-controls="app-drawer"
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
        >
          <MenuRounded />
        </IconButton>
        <ButtonBase
          component={RouterLink}
          to={homeRouteOf(user.role)}
          aria-label="Teamwork home"
          sx={{ borderRadius: 1, px: 0.5, py: 0.5 }}
        >
          <Logo size={26} />
        </ButtonBase>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={themeLabel}>
          <IconButton color="inherit" aria-label={themeLabel} onClick={toggleMode}>
            {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
        </Tooltip>
        {features.flatMap((feature) => feature.shellSlots?.topBar ?? []).map((Item, index) => (
          <Item key={index} />
        ))}
        <AccountButton />
      </Toolbar>
    </AppBar>
  );
}
