import { useMemo } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { PeopleAutocomplete } from '../../../app/components/PeopleAutocomplete';
import { useEmployees } from '../../projects/api';

interface Person {
  _id: string;
  name: string;
  email: string;
}

interface AttendeesFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
  /** The organiser: never offered as an attendee of their own event. */
  organizerId: string;
  /** People already invited, by name, for those the member list no longer has (deactivated since). */
  invited: readonly { _id: string; name: string }[];
  error?: string;
}

/** Attendees: active members of the organisation, picked by name (ids are what the form keeps). */
export function AttendeesField({ value, onChange, organizerId, invited, error }: AttendeesFieldProps) {
  const employees = useEmployees();
  const people = useMemo(() => {
    const byId = new Map<string, Person>(invited.map((person) => [person._id, { _id: person._id, name: person.name, email: '' }]));
    for (const person of employees.data ?? []) byId.set(person._id, person);
    byId.delete(organizerId);
    return byId;
  }, [employees.data, invited, organizerId]);
  const picked = value.flatMap((id) => people.get(id) ?? []);
  return (
    <Box>
      <Box sx={{ display: 'flex' }}>
        <PeopleAutocomplete
          label="Attendees"
          options={[...people.values()]}
          value={picked}
          onChange={(next) => onChange(next.map((person) => person._id))}
          loading={employees.isPending}
          noOptionsText="No one else in the organisation"
          checkboxes
          basis={320}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
