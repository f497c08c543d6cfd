import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, List, Skeleton, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { NOTE_SEARCH_MAX } from '../../../../domain/notes/notes';
import { hasAbility } from '../../../../domain/permissions/roles';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { SearchField } from '../../../app/components/SearchField';
import { useCurrentUser } from '../../../app/session/useSession';
import { useNotes, type NoteFilter } from '../api';
import { useCreateAndOpenNote } from '../useCreateAndOpenNote';
import { NoteFilterField, useFilterProject } from './NoteFilterField';
import { NoteListItem } from './NoteListItem';

const SEARCH_DELAY_MS = 250;

function ListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading notes" sx={{ px: 2, py: 1 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ py: 1.25 }}>
          <Skeleton width="70%" height={20} />
          <Skeleton width="45%" height={16} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The left side of /notes: the notes one can read, newest change first, narrowed to mine, shared
 * with me or one project, and searched on the server by title and text.
 */
export function NoteList({ openNoteId }: { openNoteId: string | null }) {
  const me = useCurrentUser();
  const [filter, setFilter] = useState<Omit<NoteFilter, 'search'>>({ scope: 'all' });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const notes = useNotes({ ...filter, search });
  const project = useFilterProject(filter);
  const create = useCreateAndOpenNote();
  // Writing in a project's notes is for those who edit its tasks (domain/notes/noteAccess).
  const mayCreateHere = filter.scope !== 'project' || hasAbility(me.role, 'task_edit');

  const createButton = (
    <Tooltip title={mayCreateHere ? '' : 'Only people who edit this project’s tasks add notes to it'}>
      <span>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddRounded />}
          disabled={!mayCreateHere}
          loading={create.isPending}
          onClick={() => create.mutate({ projectId: project?._id ?? null })}
        >
          New note
        </Button>
      </span>
    </Tooltip>
  );

  let body;
  if (notes.isPending) body = <ListSkeleton />;
  else if (notes.isError) body = <QueryError message={notes.error.message} onRetry={() => void notes.refetch()} />;
  else if (notes.data.length === 0)
    body = (
      <EmptyList
        filter={filter}
        search={search}
        projectName={project?.name}
        action={
          mayCreateHere && !search ? (
            <Button variant="outlined" loading={create.isPending} onClick={() => create.mutate({ projectId: project?._id ?? null })}>
              Write the first one
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <List aria-label="Notes" disablePadding>
        {notes.data.map((note) => (
          <NoteListItem key={note._id} note={note} selected={note._id === openNoteId} />
        ))}
      </List>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            Notes
          </Typography>
          {createButton}
        </Box>
        <SearchField
          size="small"
          placeholder="Search notes"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search notes', maxLength: NOTE_SEARCH_MAX } }}
        />
        <NoteFilterField value={filter} onChange={setFilter} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} aria-busy={notes.isFetching ? 'true' : undefined}>
        {body}
      </Box>
    </Box>
  );
}

interface EmptyListProps {
  filter: Omit<NoteFilter, 'search'>;
  search: string;
  projectName?: string;
  action?: ReactNode;
}

function EmptyList({ filter, search, projectName, action }: EmptyListProps) {
  if (search)
    return <EmptyState compact icon={SearchOffOutlined} title="No notes match" description={`Nothing you can open has “${search}” in its title or text. Try other words.`} />;
  if (filter.scope === 'shared')
    return <EmptyState compact icon={ShareOutlined} title="Nothing shared with you yet" description="When someone shares a note with you as a viewer or an editor, it appears here." />;
  if (filter.scope === 'project')
    return (
      <EmptyState
        compact
        icon={StickyNote2Outlined}
        title={`No notes in ${projectName ?? 'this project'} yet`}
        description="Meeting notes, specs and decisions written here are open to everyone in the project."
        action={action}
      />
    );
  return (
    <EmptyState
      compact
      icon={StickyNote2Outlined}
      title="No notes yet"
      description="Write meeting notes, specs and ideas, and share them with teammates as viewers or editors."
      action={action}
    />
  );
}
