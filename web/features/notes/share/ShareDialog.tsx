import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, MenuItem, Select, Skeleton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { toast } from 'react-toastify';
import { NOTE_SHARE_PERMISSIONS, type NoteSharePermission } from '../../../../domain/notes/notes';
import { QueryError } from '../../../app/components/QueryError';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { useNoteShares, useShareNote, useUnshareNote, type NoteSharedUser, type NoteSummary } from '../api';
import { AddPeopleField } from './AddPeopleField';

interface PersonRowProps {
  person: NoteSharedUser;
  /** Null: shown, not changed (the owner's row, or someone who may not manage shares). */
  onChange: ((permission: NoteSharePermission) => void) | null;
  onRemove: (() => void) | null;
  busy: boolean;
}

function PersonRow({ person, onChange, onRemove, busy }: PersonRowProps) {
  return (
    <ListItem disableGutters sx={{ gap: 1.5 }}>
      <UserAvatar name={person.name} src={person.avatar} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {person.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
          {person.email}
        </Typography>
      </Box>
      {onChange && person.permission !== 'Owner' ? (
        <Select
          size="small"
          value={person.permission}
          disabled={busy}
          onChange={(event) => onChange(event.target.value as NoteSharePermission)}
          inputProps={{ 'aria-label': `Permission of ${person.name}` }}
          sx={{ minWidth: { xs: 96, sm: 104 } }}
        >
          {NOTE_SHARE_PERMISSIONS.map((permission) => (
            <MenuItem key={permission} value={permission}>
              {permission}
            </MenuItem>
          ))}
        </Select>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1 }}>
          {person.permission}
        </Typography>
      )}
      {onRemove && (
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove ${person.name}`} disabled={busy} onClick={onRemove}>
            <CloseRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}

/**
 * Spec 7's sharing: the owner first as Owner, then each share as Viewer or Editor. The owner and
 * the organisation's owners and admins add, change and remove shares; everyone else reads the list.
 */
export function ShareDialog({ note, onClose }: { note: NoteSummary; onClose: () => void }) {
  const id = useId();
  const shares = useNoteShares(note._id);
  const share = useShareNote(note._id);
  const unshare = useUnshareNote(note._id);
  const manage = note.canManageShares;
  const busy = share.isPending || unshare.isPending;
  // On a phone the dialog takes the whole screen, so names keep their room beside the selects.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const change = (person: NoteSharedUser, permission: NoteSharePermission) =>
    share.mutate({ change: 'update', userIds: [person.userId], permission }, { onSuccess: () => toast.success(`${person.name} is now ${permission === 'Editor' ? 'an Editor' : 'a Viewer'}`) });
  const remove = (person: NoteSharedUser) => unshare.mutate(person.userId, { onSuccess: () => toast.success(`${person.name} no longer has access`) });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
        Share “{note.title}”
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {manage ? (
          <AddPeopleField noteId={note._id} taken={shares.data?.map((person) => person.userId) ?? []} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Only the note&apos;s owner, and the organisation&apos;s owners and admins, change who it is shared with.
          </Typography>
        )}
        {note.project && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            Everyone in {note.project.name} can open it as well.
          </Typography>
        )}
        <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 2, color: 'text.secondary' }}>
          People with access
        </Typography>
        {shares.isPending && [0, 1].map((row) => <Skeleton key={row} height={48} />)}
        {shares.isError && <QueryError message={shares.error.message} onRetry={() => void shares.refetch()} />}
        {shares.data && (
          <List aria-label="People with access" disablePadding>
            {shares.data.map((person) => (
              <PersonRow
                key={person.userId}
                person={person}
                busy={busy}
                onChange={manage ? (permission) => change(person, permission) : null}
                onRemove={manage && person.permission !== 'Owner' ? () => remove(person) : null}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
