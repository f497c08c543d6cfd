import { useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { toast } from 'react-toastify';
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
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={picked}
        onChange={(_event, value) => setPicked(value)}
        loading={employees.isPending}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        noOptionsText={employees.isPending ? 'Loading…' : 'No one else to add'}
        renderOption={({ key, ...props }, person) => (
          <li key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontSize: 14 }}>{person.name}</Box>
              <Box sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>{person.email}</Box>
            </Box>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="Add people" placeholder={picked.length ? '' : 'Search by name'} />}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
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
