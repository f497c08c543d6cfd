import { useState } from 'react';
import { Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, Skeleton, TextField, Tooltip, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { toast } from 'react-toastify';
import { canWriteNote } from '../../../../domain/notes/noteAccess';
import { NOTE_VERSION_NAME_MAX } from '../../../../domain/notes/notes';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { formatDateTime, formatRelative } from '../../../app/format';
import { useNoteVersions, useSaveNoteVersion, type NoteDetail, type NoteVersion } from '../api';
import { VersionDetail } from './VersionDetail';

function SaveVersionForm({ noteId }: { noteId: string }) {
  const [name, setName] = useState('');
  const save = useSaveNoteVersion(noteId);
  const submit = () =>
    save.mutate(name.trim(), {
      onSuccess: (version) => {
        toast.success(`Saved the version “${version.name}”`);
        setName('');
      },
    });
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <TextField
        size="small"
        fullWidth
        label="Version name"
        placeholder="e.g. Sent to the client"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_VERSION_NAME_MAX } }}
      />
      <Button type="submit" variant="outlined" disabled={!name.trim()} loading={save.isPending} sx={{ flexShrink: 0 }}>
        Save version
      </Button>
    </Box>
  );
}

function versionByline(version: NoteVersion): string {
  const who = version.auto ? 'Saved automatically' : `By ${version.createdBy?.name ?? 'a former member'}`;
  return `${who} · ${formatRelative(version.createdAt)}`;
}

function VersionList({ note, onPick }: { note: NoteDetail; onPick: (version: NoteVersion) => void }) {
  const versions = useNoteVersions(note._id);
  if (versions.isPending) return <Box sx={{ p: 2 }}>{[0, 1, 2].map((row) => <Skeleton key={row} height={52} />)}</Box>;
  if (versions.isError) return <QueryError message={versions.error.message} onRetry={() => void versions.refetch()} />;
  if (versions.data.length === 0) {
    return (
      <EmptyState
        compact
        icon={HistoryRounded}
        title="No versions yet"
        description="A version is kept by itself after a pause in writing. Name one above to mark a moment you may want to come back to."
      />
    );
  }
  return (
    <List aria-label="Versions" disablePadding>
      {versions.data.map((version) => (
        <ListItemButton key={version._id} onClick={() => onPick(version)} sx={{ px: 2 }}>
          <ListItemText
            primary={version.name}
            secondary={<span title={formatDateTime(version.createdAt)}>{versionByline(version)}</span>}
            slotProps={{ primary: { sx: { fontWeight: version.auto ? 400 : 600 }, noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The note's saved versions, newest first: save one by name, open one to read it or see what changed since, and restore it. */
export function HistoryDrawer({ note, open, onClose }: { note: NoteDetail; open: boolean; onClose: () => void }) {
  const [picked, setPicked] = useState<NoteVersion | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      // Over the top bar (which sits above the navigation drawer), as a dialog is.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, 'aria-label': 'History' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          History
        </Typography>
        <Tooltip title="Close">
          <IconButton aria-label="Close history" onClick={close}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {picked ? (
        <VersionDetail note={note} version={picked} onBack={() => setPicked(null)} onRestored={close} />
      ) : (
        <>
          {canWriteNote(note.access) && <SaveVersionForm noteId={note._id} />}
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            <VersionList note={note} onPick={setPicked} />
          </Box>
        </>
      )}
    </Drawer>
  );
}
