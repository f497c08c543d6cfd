import { useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import { CREDIT_REASON_MAX } from '../../../../domain/performance/credits';
import { ApiError } from '../../../app/api/client';
import { useCurrentUser } from '../../../app/session/useSession';
import { useEmployees, type Employee } from '../../projects/api';
import { useGiveRecognition } from '../api';

type Field = 'userId' | 'points' | 'message';
type Errors = Partial<Record<Field, string>>;

/** '400 points: Only 40 points left this month' names its field; anything else goes under the button. */
function serverErrors(error: unknown): Errors & { form?: string } {
  const message = error instanceof Error ? error.message : 'Recognition could not be given.';
  const match = /^(userId|points|message)(?:: | )(.+)$/.exec(message);
  if (!match) return { form: message };
  const text = match[2]!;
  return { [match[1] as Field]: text.startsWith('must') ? `${match[1]} ${text}` : text };
}

interface GiveRecognitionProps {
  allowance: { monthly: number; remaining: number };
}

/** Thank a teammate with points from this month's allowance and a message; refused at the field beyond what is left. */
export function GiveRecognition({ allowance }: GiveRecognitionProps) {
  const me = useCurrentUser();
  const employees = useEmployees();
  const give = useGiveRecognition();
  const [person, setPerson] = useState<Employee | null>(null);
  const [points, setPoints] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors & { form?: string }>({});
  const others = (employees.data ?? []).filter((employee) => employee._id !== me._id);

  function validate(): Errors {
    const found: Errors = {};
    const value = Number(points);
    if (!person) found.userId = 'Choose who to recognise';
    if (!points.trim() || !Number.isInteger(value) || value < 1) found.points = 'Give at least 1 point';
    else if (value > allowance.remaining) found.points = `You have ${allowance.remaining} ${allowance.remaining === 1 ? 'point' : 'points'} left this month`;
    if (!message.trim()) found.message = 'Say what it is for';
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !person) return;
    give.mutate(
      { userId: person._id, points: Number(points), message: message.trim() },
      {
        onSuccess: () => {
          toast.success(`${person.name} got ${points} ${Number(points) === 1 ? 'point' : 'points'}`);
          setPerson(null);
          setPoints('');
          setMessage('');
        },
        onError: (error) => setErrors(error instanceof ApiError ? serverErrors(error) : { form: 'Recognition could not be given.' }),
      },
    );
  }

  const outOfPoints = allowance.remaining <= 0;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Give recognition" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" sx={{ color: outOfPoints ? 'warning.main' : 'text.secondary', fontWeight: 500 }}>
        {allowance.remaining} of {allowance.monthly} points left this month
      </Typography>
      <Autocomplete
        size="small"
        options={others}
        value={person}
        onChange={(_event, picked) => setPerson(picked)}
        loading={employees.isPending}
        getOptionLabel={(employee) => employee.name}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        renderInput={(params) => <TextField {...params} label="Member" error={Boolean(errors.userId)} helperText={errors.userId} />}
      />
      <TextField
        size="small"
        label="Points"
        type="number"
        value={points}
        onChange={(event) => setPoints(event.target.value)}
        error={Boolean(errors.points)}
        helperText={errors.points ?? `Up to ${allowance.remaining}`}
        slotProps={{ htmlInput: { min: 1, max: Math.max(allowance.remaining, 1), step: 1, inputMode: 'numeric' } }}
        disabled={outOfPoints}
      />
      <TextField
        size="small"
        label="Message"
        multiline
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message ?? `${message.length}/${CREDIT_REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: CREDIT_REASON_MAX } }}
      />
      {errors.form && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {errors.form}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={give.isPending || outOfPoints}>
          Give recognition
        </Button>
      </Box>
    </Box>
  );
}
