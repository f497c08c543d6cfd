import { useRef } from 'react';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { RowActionsMenu } from '../../../app/components/RowActionsMenu';
import { projectSpacePath } from '../../projects/paths';
import type { NoteDetail } from '../api';
import { useNoteActions } from '../actions/useNoteActions';
import type { NoteConnectionStatus, NotePresence } from '../editor/NoteEditor';
import { NOTES_PATH } from '../paths';
import { ExportMenu } from './ExportMenu';
import { NotePeople } from './NotePeople';
import { NoteTitleField } from './NoteTitleField';

interface NoteHeaderProps {
  note: NoteDetail;
  people: readonly NotePresence[];
  status: NoteConnectionStatus;
  /** Deleted or unshared while open: the title and the actions go, the text stays readable. */
  closed: boolean;
  autoFocusTitle: boolean;
  onShare: () => void;
  onHistory: () => void;
}

const STATUS_TEXT: Partial<Record<NoteConnectionStatus, string>> = { connecting: 'Connecting…', synced: 'Live' };

function ConnectionBadge({ status }: { status: NoteConnectionStatus }) {
  const text = STATUS_TEXT[status];
  if (!text) return null;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', flexShrink: 0 }}>
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: status === 'synced' ? 'success.main' : 'warning.main' }} />
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
}

/** The open note's title, who is in it, and what one can do with it: share, history, export and the rest. */
export function NoteHeader({ note, people, status, closed, autoFocusTitle, onShare, onHistory }: NoteHeaderProps) {
  const titleInput = useRef<HTMLInputElement | null>(null);
  const { actions, dialogs } = useNoteActions(note, () => titleInput.current?.focus());
  return (
    <Box component="header" sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 1.5, sm: 2 }, pb: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Tooltip title="All notes">
          <IconButton component={RouterLink} to={NOTES_PATH} aria-label="Back to all notes" sx={{ display: { md: 'none' }, mt: 0.25 }}>
            <ArrowBackRounded />
          </IconButton>
        </Tooltip>
        <NoteTitleField key={note._id} note={note} readOnly={closed} autoFocus={autoFocusTitle} inputRef={titleInput} />
        <Box sx={{ display: closed ? 'none' : 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
          <Button variant="outlined" size="small" startIcon={<ShareOutlined />} onClick={onShare} aria-label="Share" sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Share
            </Box>
          </Button>
          <Tooltip title="History">
            <IconButton aria-label="History" onClick={onHistory}>
              <HistoryRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <ExportMenu noteId={note._id} />
          <RowActionsMenu label="More actions" actions={actions} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, pl: { xs: 6, md: 0 } }}>
        {note.access === 'Viewer' && <Chip size="small" icon={<VisibilityOutlined />} label="View only" color="default" />}
        {note.project && (
          <Chip
            size="small"
            variant="outlined"
            clickable
            component={RouterLink}
            to={projectSpacePath(note.project._id, 'notes')}
            label={`${note.project.key} · ${note.project.name}`}
            aria-label={`Project: ${note.project.name}`}
          />
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Owner: {note.owner.name}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <NotePeople people={people} />
        <ConnectionBadge status={status} />
      </Box>
      {dialogs}
    </Box>
  );
}
