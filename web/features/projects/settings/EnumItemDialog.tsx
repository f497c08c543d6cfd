import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PALETTE_COLORS } from '../../../../domain/color/color';
import { STATUS_CATEGORIES, type StatusCategory } from '../../../../domain/projects/projectRules';
import { useAddEnum, useUpdateEnum, type EnumType, type ProjectEnum } from '../enumsApi';
import { ColorSwatchPicker } from './ColorSwatchPicker';
import { CATEGORY_HINTS, CATEGORY_LABELS } from './enumLabels';

const NAME_MAX = 40;

interface EnumItemDialogProps {
  projectId: string;
  type: EnumType;
  /** The status or epic being edited; none to add a new one. */
  item: ProjectEnum | null;
  /** Colours already used in the list, so a new item starts on a fresh one. */
  usedColors: string[];
  open: boolean;
  onClose: () => void;
}

/** Add or edit a status (name, category, colour) or an epic (name, colour). */
export function EnumItemDialog({ projectId, type, item, usedColors, open, onClose }: EnumItemDialogProps) {
  const id = useId();
  const add = useAddEnum(projectId);
  const update = useUpdateEnum(projectId);
  const [name, setName] = useState(item?.name ?? '');
  const [color, setColor] = useState(item?.color ?? PALETTE_COLORS.find((c) => !usedColors.includes(c)) ?? PALETTE_COLORS[0]);
  const [category, setCategory] = useState<StatusCategory>(item?.category ?? 'todo');
  const [nameError, setNameError] = useState<string | null>(null);
  const noun = type === 'status' ? 'status' : 'epic';
  const pending = add.isPending || update.isPending;
  const serverError = add.error ?? update.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Name is required');
    const fields = { name: trimmed, color, ...(type === 'status' ? { category } : {}) };
    if (item) update.mutate({ id: item._id, ...fields }, { onSuccess: onClose });
    else add.mutate({ type, ...fields }, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{item ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={Boolean(nameError)}
              helperText={nameError ?? `${name.trim().length}/${NAME_MAX}`}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            {type === 'status' && (
              <TextField
                select
                label="Category"
                value={category}
                onChange={(event) => setCategory(event.target.value as StatusCategory)}
                helperText={CATEGORY_HINTS[category]}
              >
                {STATUS_CATEGORIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {CATEGORY_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <div>
              <Typography id={`${id}-color`} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                Colour
              </Typography>
              <ColorSwatchPicker value={color} onChange={setColor} labelId={`${id}-color`} />
            </div>
            {serverError && <Alert severity="error">{serverError.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {item ? 'Save' : `Add ${noun}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
