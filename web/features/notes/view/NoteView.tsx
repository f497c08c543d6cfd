import { useState } from 'react';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { usePageTitle } from '../../../app/shell/documentTitle';
import { useNote, type NoteDetail } from '../api';
import { NoteEditor, type NoteConnectionStatus, type NotePresence } from '../editor/NoteEditor';
import { HistoryDrawer } from '../history/HistoryDrawer';
import { NOTES_PATH } from '../paths';
import { ShareDialog } from '../share/ShareDialog';
import type { NewNoteState } from '../useCreateAndOpenNote';
import { NoteHeader } from './NoteHeader';

function NoteSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading note" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <Skeleton width="45%" height={44} />
      <Skeleton width={180} height={24} sx={{ mb: 3 }} />
      {[90, 80, 95, 60].map((width, row) => (
        <Skeleton key={row} width={`${width}%`} height={22} />
      ))}
    </Box>
  );
}

/** A note that cannot be opened (deleted, unshared, never there): said plainly, with a way back. */
function NoteGone({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon={SearchOffOutlined}
      title={title}
      description={description}
      action={
        <Button component={RouterLink} to={NOTES_PATH} variant="contained">
          Back to notes
        </Button>
      }
    />
  );
}

/** Why the live connection closed for good: only the owner cannot lose access, so for them it was deleted. */
function closedText(note: NoteDetail): string {
  return note.access === 'Owner' ? 'This note was deleted' : 'This note was deleted or your access was removed';
}

/** The right side of /notes: the open note from edge to edge, its header above the live editor. */
export function NoteView({ noteId, mentionKey }: { noteId: string; mentionKey: string | null }) {
  const note = useNote(noteId);
  const location = useLocation();
  const [people, setPeople] = useState<NotePresence[]>([]);
  const [status, setStatus] = useState<NoteConnectionStatus>('connecting');
  const [panel, setPanel] = useState<'share' | 'history' | null>(null);
  usePageTitle(note.data?.title ?? null);

  const detail = note.data;
  if (!detail) {
    if (note.error?.status === 404 || note.error?.status === 400) {
      return <NoteGone title="This note is not available" description="It was deleted, or it is no longer shared with you." />;
    }
    if (note.isError) return <QueryError message={note.error.message} onRetry={() => void note.refetch()} />;
    return <NoteSkeleton />;
  }
  // Deleted or unshared while open (the live connection closed, or the note now answers 404): what
  // is on screen stays readable, and nothing more can be done with it. A refetch that failed for
  // any other reason (the server restarting) changes nothing here: the editor carries on offline.
  const closed = status === 'closed' || note.error?.status === 404;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }}>
      <NoteHeader
        note={detail}
        people={people}
        status={status}
        closed={closed}
        autoFocusTitle={(location.state as NewNoteState | null)?.newNote === true}
        onShare={() => setPanel('share')}
        onHistory={() => setPanel('history')}
      />
      {status === 'offline' && (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: 0, borderWidth: '0 0 1px 0' }}>
          Offline — your changes are kept and will sync
        </Alert>
      )}
      {closed && (
        <Alert
          severity="warning"
          sx={{ borderRadius: 0 }}
          action={
            <Button component={RouterLink} to={NOTES_PATH} color="inherit" size="small">
              Back to notes
            </Button>
          }
        >
          {closedText(detail)}. What is on screen is no longer saved.
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <NoteEditor
          key={detail._id}
          noteId={detail._id}
          access={detail.access}
          initialHtml={detail.html}
          projectId={detail.projectId}
          focusMentionKey={mentionKey}
          onPeopleChange={setPeople}
          onStatusChange={setStatus}
        />
      </Box>
      {panel === 'share' && !closed && <ShareDialog note={detail} onClose={() => setPanel(null)} />}
      <HistoryDrawer note={detail} open={panel === 'history' && !closed} onClose={() => setPanel(null)} />
    </Box>
  );
}
