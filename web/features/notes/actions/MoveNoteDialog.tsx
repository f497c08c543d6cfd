import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { useProjects } from '../../projects/api';
import { useUpdateNote, type NoteSummary } from '../api';

const NO_PROJECT = '';

/** Attach a note to a project the owner can open, or take it out of its project. */
export function MoveNoteDialog({ note, onClose }: { note: NoteSummary; onClose: () => void }) {
  const id = useId();
  const projects = useProjects();
  const update = useUpdateNote();
  const [projectId, setProjectId] = useState(note.projectId ?? NO_PROJECT);
  const unchanged = projectId === (note.projectId ?? NO_PROJECT);

  const move = () =>
    update.mutate(
      { noteId: note._id, projectId: projectId || null },
      {
        onSuccess: (moved) => {
          toast.success(moved.project ? `${moved.title} is now in ${moved.project.name}` : `${moved.title} is no longer in a project`);
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Move “{note.title}”</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The project&apos;s members can open a note in it: those who edit its tasks may write in it, the others read it.</DialogContentText>
        <TextField select fullWidth label="Project" value={projectId} onChange={(event) => setProjectId(event.target.value)} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value={NO_PROJECT}>No project</MenuItem>
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project._id} value={project._id}>
              {project.name} ({project.key})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={move} disabled={unchanged} loading={update.isPending}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
