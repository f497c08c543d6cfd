import { useState } from 'react';
import { Autocomplete, Box, Button, Checkbox, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { useAddProjectMembers, useEmployees, type Employee, type ProjectPerson } from '../api';

/** Pick people of the organisation who are not in the project yet, then add them in one call. */
export function AddMembersBar({ projectId, members }: { projectId: string; members: ProjectPerson[] }) {
  const employees = useEmployees();
  const add = useAddProjectMembers(projectId);
  const [picked, setPicked] = useState<Employee[]>([]);
  const current = new Set(members.map((member) => member._id));
  const options = (employees.data ?? []).filter((person) => !current.has(person._id));

  const submit = () =>
    add.mutate(
      picked.map((person) => person._id),
      {
        onSuccess: () => {
          toast.success(picked.length === 1 ? `${picked[0]!.name} was added` : `${picked.length} members were added`);
          setPicked([]);
        },
      },
    );

  return (
    <Box component="form" onSubmit={(event) => {
        event.preventDefault();
        submit();
      }} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        size="small"
        options={options}
        value={picked}
        onChange={(_event, value) => setPicked(value)}
        loading={employees.isPending}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        noOptionsText={employees.isPending ? 'Loading…' : 'Everyone is already a member'}
        renderOption={({ key, ...props }, person, { selected }) => (
          <li key={key} {...props}>
            <Checkbox size="small" checked={selected} sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }} />
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontSize: 14 }}>{person.name}</Box>
              <Box sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>{person.email}</Box>
            </Box>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="Add people" placeholder={picked.length ? '' : 'Search by name'} />}
        sx={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <Button type="submit" variant="contained" disabled={picked.length === 0} loading={add.isPending} sx={{ height: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        Add{picked.length > 1 ? ` ${picked.length}` : ''}
      </Button>
    </Box>
  );
}
