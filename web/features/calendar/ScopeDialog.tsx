import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { EVENT_SCOPES, type EventScope } from '../../../domain/calendar/events';

const TITLES: Record<ScopeAction, string> = {
  edit: 'Edit recurring event',
  delete: 'Delete recurring event',
  move: 'Move recurring event',
};

const CONFIRM_LABELS: Record<ScopeAction, string> = { edit: 'Save', delete: 'Delete', move: 'Move' };

export const SCOPE_LABELS: Record<EventScope, string> = {
  this: 'This event',
  following: 'This and following events',
  all: 'All events',
};

export type ScopeAction = 'edit' | 'delete' | 'move';

/**
 * Which occurrences of a series a change, a move or a deletion applies to: this event, this and
 * following events, or all events. 'This event' is chosen first, as the least a user can change.
 * `scopes` narrows the choice (a change of the recurrence itself cannot apply to one occurrence).
 */
export function ScopeDialog({
  open,
  action,
  onChoose,
  onCancel,
  scopes = EVENT_SCOPES,
}: {
  open: boolean;
  action: ScopeAction;
  onChoose(scope: EventScope): void;
  onCancel(): void;
  scopes?: readonly EventScope[];
}) {
  const id = useId();
  const [picked, setScope] = useState<EventScope>('this');
  const scope = scopes.includes(picked) ? picked : scopes[0]!;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      // Each time it opens it starts again from 'This event' (reset once it has faded out, so the choice does not flip on screen).
      slotProps={{ transition: { onExited: () => setScope('this') } }}
    >
      <DialogTitle id={`${id}-title`}>{TITLES[action]}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-labelledby={`${id}-title`} value={scope} onChange={(event) => setScope(event.target.value as EventScope)}>
          {scopes.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={SCOPE_LABELS[value]} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => onChoose(scope)} variant="contained" color={action === 'delete' ? 'error' : 'primary'} autoFocus>
          {CONFIRM_LABELS[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
