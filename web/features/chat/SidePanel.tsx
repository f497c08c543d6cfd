import { useId, type ReactNode } from 'react';
import { Box, Dialog, IconButton, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';

export const SIDE_PANEL_WIDTH = 380;

interface SidePanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Stays below the scrolling part (a composer). */
  footer?: ReactNode;
}

/**
 * A panel beside the conversation (thread, pins, search): to the right on wide screens,
 * over the conversation's right side on medium ones, full-screen below 600 px.
 */
export function SidePanel({ title, closeLabel, onClose, children, footer }: SidePanelProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const overlay = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const titleId = useId();
  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 56, borderBottom: '1px solid', borderColor: 'divider', flexShrink: 0 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <Tooltip title={closeLabel}>
          <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
            <Close />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{children}</Box>
      {footer && <Box sx={{ flexShrink: 0, borderTop: '1px solid', borderColor: 'divider', pt: 1 }}>{footer}</Box>}
    </>
  );
  if (fullScreen) {
    return (
      // Edge to edge: the theme's phone margin is for dialogs, not for a panel standing in for the page.
      <Dialog
        open
        fullScreen
        onClose={onClose}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column', '&.MuiDialog-paper': { m: 0, width: '100%', maxWidth: 'none', height: '100%', maxHeight: 'none', borderRadius: 0 } } } }}
      >
        {content}
      </Dialog>
    );
  }
  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
      sx={{
        width: SIDE_PANEL_WIDTH,
        maxWidth: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderLeft: '1px solid',
        borderColor: 'divider',
        ...(overlay ? { position: 'absolute', top: 0, right: 0, bottom: 0, zIndex: 5, boxShadow: 8 } : { flexShrink: 0 }),
      }}
    >
      {content}
    </Box>
  );
}
