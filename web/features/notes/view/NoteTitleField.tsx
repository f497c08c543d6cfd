import { useState, type Ref } from 'react';
import { Box, InputBase, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { canWriteNote } from '../../../../domain/notes/noteAccess';
import { noteTitleSchema } from '../../../../domain/notes/notes';
import { apiData, ApiError } from '../../../app/api/client';
import { useAutosave } from '../../../app/useAutosave';
import { queryKeys } from '../../../app/api/queryKeys';
import { refreshNotes, type NoteDetail, type NoteSummary } from '../api';

/** A document's title, larger than any heading in it. */
const titleFont = { fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.01em' } as const;

interface NoteTitleFieldProps {
  note: NoteSummary;
  /** Shown, not edited (the note was closed for this user). */
  readOnly?: boolean;
  /** A note just created opens with its title selected, ready to type over. */
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The note's title: text for a Viewer, a field for the Owner and Editors, saved once typing
 * pauses, on Enter and on blur. A title the rules refuse (empty, too long) is not sent; the
 * domain's message (the server's own) says why, as does any refusal from the server.
 */
export function NoteTitleField({ note, readOnly, autoFocus, inputRef }: NoteTitleFieldProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(note.title);
  const [refused, setRefused] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const autosave = useAutosave(async (title: string) => {
    try {
      const saved = await apiData('PUT /api/note/:id', { params: { id: note._id }, body: { title } });
      // The open note takes the saved title at once, so the field never flicks back to the old one.
      queryClient.setQueryData<NoteDetail>(queryKeys.note(note._id), (open) => open && { ...open, ...saved });
      setRefused(null);
    } catch (error) {
      setRefused(error instanceof ApiError ? error.message : 'The title was not saved');
      throw error;
    } finally {
      void refreshNotes(queryClient);
    }
  });

  // While this field holds text of its own it shows that; otherwise the saved title, so a rename by someone else shows at once.
  const holdsOwnText = focused || autosave.state === 'pending' || autosave.state === 'saving' || autosave.state === 'error';
  const value = holdsOwnText ? draft : note.title;

  if (readOnly || !canWriteNote(note.access)) {
    return (
      <Typography component="h2" noWrap title={note.title} sx={{ ...titleFont, minWidth: 0 }}>
        {note.title}
      </Typography>
    );
  }

  const parsed = noteTitleSchema.safeParse(value);
  const message = parsed.success ? refused : (parsed.error.issues[0]?.message ?? null);
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <InputBase
        fullWidth
        value={value}
        autoFocus={autoFocus}
        inputRef={inputRef}
        onFocus={(event) => {
          if (!holdsOwnText) setDraft(note.title);
          setFocused(true);
          if (autoFocus) event.target.select();
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefused(null);
          const next = noteTitleSchema.safeParse(event.target.value);
          if (next.success) autosave.schedule(next.data);
        }}
        onBlur={() => {
          setFocused(false);
          // A title the rules refuse was never scheduled: once nothing is pending, the field shows the saved one again.
          void autosave.flush();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
          if (event.key === 'Escape' && !parsed.success) setDraft(note.title);
        }}
        inputProps={{ 'aria-label': 'Title', 'aria-invalid': message ? 'true' : undefined, 'aria-describedby': message ? `title-error-${note._id}` : undefined }}
        sx={{ ...titleFont, '& input': { p: 0, textOverflow: 'ellipsis' }, borderRadius: 1, '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      />
      {message && (
        <Typography id={`title-error-${note._id}`} role="alert" variant="caption" sx={{ color: 'error.main', display: 'block' }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
