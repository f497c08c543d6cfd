import { Box, Button, Card, List, Skeleton, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { hasAbility } from '../../../../domain/permissions/roles';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { useCurrentUser } from '../../../app/session/useSession';
import { useProjectNotes } from '../../notes/api';
import { NoteListItem } from '../../notes/list/NoteListItem';
import { useCreateAndOpenNote } from '../../notes/useCreateAndOpenNote';
import type { ProjectDetail } from '../api';

/**
 * The project's notes, for everyone who can open the project. A note opens on /notes (its link,
 * the history, sharing and the editor edge to edge live there, and the back button returns here)
 * rather than squeezed into the tab. Those who edit the project's tasks add notes to it; the
 * others read them.
 */
export function ProjectNotesTab({ project }: { project: ProjectDetail }) {
  const me = useCurrentUser();
  const notes = useProjectNotes(project._id);
  const create = useCreateAndOpenNote();
  const mayCreate = hasAbility(me.role, 'task_edit');
  const createButton = mayCreate && (
    <Button variant="contained" size="small" startIcon={<AddRounded />} loading={create.isPending} onClick={() => create.mutate({ projectId: project._id })}>
      New note
    </Button>
  );

  return (
    <Card component="section" aria-labelledby="project-notes-heading" sx={{ maxWidth: 820 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography id="project-notes-heading" variant="h4" component="h2" sx={{ flex: 1 }}>
          Notes
          {notes.data && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
              {notes.data.length}
            </Box>
          )}
        </Typography>
        {createButton}
      </Box>
      {notes.isPending && (
        <Box aria-busy="true" aria-label="Loading notes" sx={{ p: 2 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} />
          ))}
        </Box>
      )}
      {notes.isError && <QueryError message={notes.error.message} onRetry={() => void notes.refetch()} />}
      {notes.data?.length === 0 && (
        <EmptyState
          compact
          icon={StickyNote2Outlined}
          title={`No notes in ${project.name} yet`}
          description={
            mayCreate
              ? 'Meeting notes, specs and decisions written here are open to everyone in the project, and written together live.'
              : 'Notes written for this project appear here. Those who edit its tasks add them.'
          }
        />
      )}
      {notes.data && notes.data.length > 0 && (
        <List aria-label={`Notes of ${project.name}`} disablePadding>
          {notes.data.map((note) => (
            <NoteListItem key={note._id} note={note} hideProject />
          ))}
        </List>
      )}
    </Card>
  );
}
