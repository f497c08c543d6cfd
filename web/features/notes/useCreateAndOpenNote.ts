import { useNavigate } from 'react-router';
import { useCreateNote } from './api';
import { notePathFor } from './paths';

/** What the note page is told when it opens a note just created: its title is ready to type over. */
export interface NewNoteState {
  newNote: true;
}

/** Creates a note (in a project, or none) and opens it on /notes. */
export function useCreateAndOpenNote() {
  const create = useCreateNote();
  const navigate = useNavigate();
  return {
    isPending: create.isPending,
    mutate: (body: { projectId: string | null }) =>
      create.mutate(body, { onSuccess: (note) => void navigate(notePathFor(note._id), { state: { newNote: true } satisfies NewNoteState }) }),
  };
}
