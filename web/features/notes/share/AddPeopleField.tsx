import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { PeopleAutocomplete } from '../../../app/components/PeopleAutocomplete';
import { NOTE_SHARE_PERMISSIONS, type NoteSharePermission } from '../../../../domain/notes/notes';
import { useEmployees, type Employee } from '../../projects/api';
import { useShareNote } from '../api';

/** Pick active members of the organisation who cannot open the note yet, and share with them as Viewer or Editor in one call. */
export function AddPeopleField({ noteId, taken }: { noteId: string; taken: readonly string[] }) {
  const employees = useEmployees();
  const share = useShareNote(noteId);
  const [picked, setPicked] = useState<Employee[]>([]);
  const [permission, setPermission] = useState<NoteSharePermission>('Viewer');
  const already = new Set(taken);
  const options = (employees.data ?? []).filter((person) => !already.has(person._id));

  const submit = () =>
    share.mutate(
      { change: 'add', userIds: picked.map((person) => person._id), permission },
      {
        onSuccess: () => {
          toast.success(picked.length === 1 ? `Shared with ${picked[0]!.name}` : `Shared with ${picked.length} people`);
          setPicked([]);
        },
      },
    );

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', pt: 1 }}
    >
      <PeopleAutocomplete
        options={options}
        value={picked}
        onChange={setPicked}
        loading={employees.isPending}
        noOptionsText="No one else to add"
        basis={220}
      />
      <TextField
        select
        size="small"
        label="Permission"
        value={permission}
        onChange={(event) => setPermission(event.target.value as NoteSharePermission)}
        sx={{ width: { xs: 'calc(50% - 4px)', sm: 120 } }}
      >
        {NOTE_SHARE_PERMISSIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={picked.length === 0} loading={share.isPending} sx={{ height: 40, width: { xs: 'calc(50% - 4px)', sm: 'auto' } }}>
        Share
      </Button>
    </Box>
  );
}
