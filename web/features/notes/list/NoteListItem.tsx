import { useState } from 'react';
import { AvatarGroup, Box, Chip, ListItem, ListItemButton, TextField, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { NOTE_TITLE_MAX, noteTitleSchema } from '../../../../domain/notes/notes';
import { RowActionsMenu } from '../../../app/components/RowActionsMenu';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { formatRelative } from '../../../app/format';
import { useUpdateNote, type NoteSummary } from '../api';
import { useNoteActions } from '../actions/useNoteActions';
import { notePathFor } from '../paths';

interface NoteListItemProps {
  note: NoteSummary;
  selected?: boolean;
  /** The project's own tab leaves the project chip out: every row would say the same. */
  hideProject?: boolean;
}

/** Who is in the note right now, as small avatars with their names in the tooltip. */
export function ActiveUsers({ people }: { people: NoteSummary['activeUsers'] }) {
  if (people.length === 0) return null;
  const names = people.map((person) => person.name).join(', ');
  return (
    <Tooltip title={`In it now: ${names}`}>
      <AvatarGroup max={3} role="img" aria-label={`In it now: ${names}`} sx={{ '& .MuiAvatar-root': { width: 20, height: 20, fontSize: 10, borderWidth: 1 } }}>
        {people.map((person) => (
          <UserAvatar key={person._id} name={person.name} src={person.avatar} size={20} />
        ))}
      </AvatarGroup>
    </Tooltip>
  );
}

function RenameField({ note, onDone }: { note: NoteSummary; onDone: () => void }) {
  const [title, setTitle] = useState(note.title);
  const update = useUpdateNote();
  const parsed = noteTitleSchema.safeParse(title);
  const save = () => {
    if (!parsed.success || parsed.data === note.title) return onDone();
    update.mutate({ noteId: note._id, title: parsed.data }, { onSettled: onDone });
  };
  return (
    <ListItem sx={{ py: 1 }}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        value={title}
        disabled={update.isPending}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={save}
        onFocus={(event) => event.target.select()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') onDone();
        }}
        error={!parsed.success}
        helperText={parsed.success ? 'Enter saves, Escape cancels' : parsed.error.issues[0]?.message}
        slotProps={{ htmlInput: { 'aria-label': `Rename ${note.title}`, maxLength: NOTE_TITLE_MAX + 1 } }}
      />
    </ListItem>
  );
}

/** One note in a list: its title, owner, last change and who is in it now; its menu holds what one may do with it. */
export function NoteListItem({ note, selected, hideProject }: NoteListItemProps) {
  const [renaming, setRenaming] = useState(false);
  const { actions, dialogs } = useNoteActions(note, () => setRenaming(true));

  if (renaming) return <RenameField note={note} onDone={() => setRenaming(false)} />;
  return (
    <>
      <ListItem disablePadding secondaryAction={<RowActionsMenu label={`Actions for ${note.title}`} actions={actions} />} sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}>
        <ListItemButton
          component={RouterLink}
          to={notePathFor(note._id)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          sx={{ display: 'block', py: 1.25, pr: 6, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
              {note.title}
            </Typography>
            {!hideProject && note.project && <Chip size="small" variant="outlined" label={note.project.key} title={note.project.name} sx={{ height: 20, fontSize: 11, flexShrink: 0 }} />}
          </Box>
          {note.preview && (
            <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary', mt: 0.25 }}>
              {note.preview}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, minWidth: 0 }}>
            <UserAvatar name={note.owner.name} src={note.owner.avatar} size={18} />
            <Typography variant="caption" noWrap sx={{ color: 'text.secondary', flex: 1, minWidth: 0 }}>
              {note.owner.name} · {formatRelative(note.updatedAt)}
            </Typography>
            <ActiveUsers people={note.activeUsers} />
          </Box>
        </ListItemButton>
      </ListItem>
      {dialogs}
    </>
  );
}
