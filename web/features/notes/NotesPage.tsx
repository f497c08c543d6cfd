import { Box } from '@mui/material';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { EmptyState } from '../../app/components/EmptyState';
import { FullHeightPage } from '../../app/components/FullHeightPage';
import { NoteList } from './list/NoteList';
import { useOpenNote } from './paths';
import { NoteView } from './view/NoteView';

/**
 * /notes (full-bleed): the list on the left, the open note (`?noteId=`) on the right, edge to
 * edge and as tall as the window. On a narrow screen they are two screens: the list, and the
 * open note with a way back.
 */
export function NotesPage() {
  const { noteId, mentionKey } = useOpenNote();
  const open = Boolean(noteId);
  return (
    <FullHeightPage>
      <Box
        component="section"
        aria-label="Note list"
        sx={{
          width: { xs: '100%', md: 320 },
          flexShrink: 0,
          borderRight: { md: '1px solid' },
          borderColor: { md: 'divider' },
          display: { xs: open ? 'none' : 'block', md: 'block' },
          minHeight: 0,
        }}
      >
        <NoteList openNoteId={noteId} />
      </Box>
      <Box component="section" aria-label="Open note" sx={{ flex: 1, minWidth: 0, display: { xs: open ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column' }}>
        {noteId ? (
          <NoteView key={noteId} noteId={noteId} mentionKey={mentionKey} />
        ) : (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
            <EmptyState icon={StickyNote2Outlined} title="Pick a note" description="Open a note from the list to read and write it with your team, live. New notes start from the button above the list." />
          </Box>
        )}
      </Box>
    </FullHeightPage>
  );
}
