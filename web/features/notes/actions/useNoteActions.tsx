import { useState } from 'react';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { canDeleteNote, canWriteNote } from '../../../../domain/notes/noteAccess';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import type { RowAction } from '../../../app/components/RowActionsMenu';
import { useDeleteNote, useDuplicateNote, type NoteSummary } from '../api';
import { NOTES_PATH, notePathFor, useOpenNote } from '../paths';
import { MoveNoteDialog } from './MoveNoteDialog';

type Dialog = 'delete' | 'move' | null;

/**
 * What one may do with a note from its row or its header, each behind its own dialog where it
 * takes something away: rename (Owner, Editor; the caller says how), duplicate (anyone who can
 * read it), move to another project and delete (Owner only).
 */
export function useNoteActions(note: NoteSummary, onRename?: () => void) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const open = useOpenNote();
  const duplicate = useDuplicateNote();
  const remove = useDeleteNote();

  const actions: RowAction[] = [];
  if (onRename && canWriteNote(note.access)) actions.push({ label: 'Rename', icon: <EditOutlined fontSize="small" />, onSelect: onRename });
  actions.push({
    label: 'Duplicate',
    icon: <ContentCopyOutlined fontSize="small" />,
    disabled: duplicate.isPending,
    onSelect: () =>
      duplicate.mutate(note._id, {
        onSuccess: (copy) => {
          toast.success(`Made a copy: ${copy.title}`);
          void navigate(notePathFor(copy._id));
        },
      }),
  });
  if (canDeleteNote(note.access)) {
    actions.push({ label: 'Move to project', icon: <DriveFileMoveOutlined fontSize="small" />, onSelect: () => setDialog('move') });
    actions.push({ label: 'Delete', icon: <DeleteOutlineRounded fontSize="small" />, destructive: true, onSelect: () => setDialog('delete') });
  }

  // Awaited rather than given to mutate(): the note may close before the answer comes (the live
  // connection hears of the deletion first, and the header with this menu unmounts), and mutate()'s
  // own callbacks do not run for an unmounted component: the page stayed on the gone note.
  // A refusal is said by the app's mutation toast.
  const confirmDelete = () =>
    remove.mutateAsync(note._id).then(
      () => {
        toast.success(`${note.title} was deleted`);
        setDialog(null);
        if (open.noteId === note._id) void navigate(NOTES_PATH, { replace: true });
      },
      () => undefined,
    );

  const dialogs = (
    <>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete “${note.title}”?`}
        confirmLabel="Delete note"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      >
        Everyone it is shared with loses it at once, and anyone with it open is closed out. Its history goes with it. This cannot be undone.
      </ConfirmDialog>
      {dialog === 'move' && <MoveNoteDialog note={note} onClose={() => setDialog(null)} />}
    </>
  );

  return { actions, dialogs };
}
