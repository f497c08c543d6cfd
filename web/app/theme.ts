import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

export const TOP_BAR_HEIGHT = 50;
export const DRAWER_WIDTH = 240;

export const BRAND_ORANGE = '#F76707';
export const BRAND_NAVY = '#1C3D6E';

const FONT_STACK = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

/**
 * Every colour that carries text meets WCAG 2.1 AA (4.5:1, e2e/accessibility.spec.ts checks it):
 * light mode uses a burnt orange that white button labels and orange links both read on
 * (#C2410C: 5.2:1 on white, 4.8:1 on the page's grey); dark mode keeps the brand orange, bright
 * enough for links on dark surfaces, with dark labels on orange buttons (white on it is only
 * 3:1). Dark mode lifts navy and red so they stay visible on dark surfaces.
 */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const theme = createTheme({
    palette: {
      mode,
      primary: dark
        ? { main: BRAND_ORANGE, light: '#FF922B', dark: '#E8590C', contrastText: '#0E1117' }
        : { main: '#C2410C', light: '#E8590C', dark: '#9A3412', contrastText: '#FFFFFF' },
      secondary: dark
        ? { main: '#7C9BD1', light: '#A5BDE6', dark: '#4F6FA8', contrastText: '#0B1220' }
        : { main: BRAND_NAVY, light: '#3B5C91', dark: '#12294A', contrastText: '#FFFFFF' },
      // MUI's defaults read under 4.5:1 as text: light blue on white (3.9:1), red on dark grey (3.7:1).
      ...(dark ? { error: { main: '#F87171' } } : { info: { main: '#0271AE', light: '#0288D1', dark: '#01579B' } }),
      background: dark ? { default: '#0E1117', paper: '#161B22' } : { default: '#F6F7F9', paper: '#FFFFFF' },
      divider: dark ? 'rgba(240, 246, 252, 0.1)' : 'rgba(15, 23, 42, 0.09)',
      text: dark
        ? { primary: '#E6EDF3', secondary: '#9DA7B3' }
        : { primary: '#111827', secondary: '#5B6472' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.25rem', fontWeight: 650 },
      h4: { fontSize: '1.125rem', fontWeight: 650 },
      h5: { fontSize: '1rem', fontWeight: 650 },
      h6: { fontSize: '0.9375rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
  });

  return createTheme(theme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          '#nprogress .bar': { background: theme.palette.primary.main, height: 3, zIndex: theme.zIndex.tooltip + 1 },
          '#nprogress .peg': { boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}` },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { paddingTop: 10, paddingBottom: 10 } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 650 } } },
      // On a phone every pixel of width counts: half the usual margin around dialogs
      // (a full-screen dialog keeps none).
      MuiDialog: {
        styleOverrides: {
          paper: { [theme.breakpoints.down('sm')]: { '&:not(.MuiDialog-paperFullScreen)': { margin: 16 } } },
          paperFullWidth: { [theme.breakpoints.down('sm')]: { '&:not(.MuiDialog-paperFullScreen)': { width: 'calc(100% - 32px)' } } },
        },
      },
      // Shadows barely show on dark surfaces; a hairline keeps menus apart from the page.
      MuiPopover: {
        styleOverrides: { paper: dark ? { border: `1px solid ${theme.palette.divider}` } : {} },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            '&.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.1),
              color: dark ? theme.palette.primary.light : theme.palette.primary.dark,
              '& .MuiListItemIcon-root': { color: 'inherit' },
            },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 34 } } },
      // A '+2' of an avatar group, or an avatar without a colour of its own: MUI's grey is 1.8:1 in light mode.
      MuiAvatar: {
        styleOverrides: {
          colorDefault: dark ? { backgroundColor: '#30363D', color: theme.palette.text.primary } : { backgroundColor: '#E5E7EB', color: '#374151' },
        },
      },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' } },
      },
    },
  });
}
