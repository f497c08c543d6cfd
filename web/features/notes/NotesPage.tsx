import { Box, Typography } from '@mui/material';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { EmptyState } from '../../app/components/EmptyState';

/** Full-bleed (route handle): the note list and the editor run from edge to edge. */
export function NotesPage() {
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ px: { xs: 2, sm: 3 }, mb: 2 }}>
        Notes
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flex: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component="section"
          aria-label="Note list"
          sx={{ width: 280, flexShrink: 0, borderRight: '1px solid', borderColor: 'divider', display: { xs: 'none', md: 'block' }, p: 2 }}
        >
          <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
            My notes
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Notes you write or that are shared with you are listed here.
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <EmptyState
            icon={StickyNote2Outlined}
            title="No notes yet"
            description="Write meeting notes, specs and ideas here, and share them with teammates as viewers or editors."
          />
        </Box>
      </Box>
    </>
  );
}
