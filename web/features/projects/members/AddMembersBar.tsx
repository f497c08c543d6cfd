import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { toast } from 'react-toastify';
import { PeopleAutocomplete } from '../../../app/components/PeopleAutocomplete';
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
      <PeopleAutocomplete
        options={options}
        value={picked}
        onChange={setPicked}
        loading={employees.isPending}
        noOptionsText="Everyone is already a member"
        checkboxes
        basis={260}
      />
      <Button type="submit" variant="contained" disabled={picked.length === 0} loading={add.isPending} sx={{ height: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        Add{picked.length > 1 ? ` ${picked.length}` : ''}
      </Button>
    </Box>
  );
}
