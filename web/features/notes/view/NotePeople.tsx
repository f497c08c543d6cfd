import { Avatar, Box, Tooltip } from '@mui/material';
import { UserAvatar } from '../../../app/components/UserAvatar';
import type { NotePresence } from '../editor/NoteEditor';

const SHOWN = 4;

/** One entry per person: someone with the note open in two tabs is in it once. */
function byPerson(people: readonly NotePresence[]): NotePresence[] {
  const seen = new Map<string, NotePresence>();
  for (const person of people) if (!seen.has(person.userId)) seen.set(person.userId, person);
  return [...seen.values()];
}

/** Who is in the note now, each ringed in their caret's colour so a cursor can be told by its avatar. */
export function NotePeople({ people }: { people: readonly NotePresence[] }) {
  const everyone = byPerson(people);
  if (everyone.length === 0) return null;
  const names = everyone.map((person) => person.name).join(', ');
  const more = everyone.length - SHOWN;
  return (
    <Tooltip title={`In this note now: ${names}`}>
      <Box role="img" aria-label={`In this note now: ${names}`} sx={{ display: 'flex', alignItems: 'center', pl: 0.75, flexShrink: 0 }}>
        {everyone.slice(0, SHOWN).map((person) => (
          <Box key={person.userId} sx={{ ml: -0.75, borderRadius: '50%', border: '2px solid', borderColor: person.color, bgcolor: 'background.paper', p: '1px', display: 'flex' }}>
            <UserAvatar name={person.name} src={person.avatar} size={24} />
          </Box>
        ))}
        {more > 0 && <Avatar sx={{ ml: -0.75, width: 30, height: 30, fontSize: 12, bgcolor: 'action.selected', color: 'text.primary' }}>+{more}</Avatar>}
      </Box>
    </Tooltip>
  );
}
