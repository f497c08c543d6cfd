import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import { PALETTE_COLORS } from '../../../../domain/color/color';
import { categoryCreateBodySchema, CREDIT_CATEGORY_NAME_MAX, CREDIT_POINTS_MAX } from '../../../../domain/performance/credits';
import { ColorSwatchPicker } from '../../projects/settings/ColorSwatchPicker';
import { useCreateCategory, useUpdateCategory, type CreditCategory } from '../api';

type Field = 'name' | 'color' | 'defaultPoints' | 'root';

/** The API names the default points 'points' in its messages (they share the credit's bounds). */
function fieldOf(message: string): { field: Field; message: string } {
  const match = /^(name|color|points|defaultPoints)(?::\s|\s+must\b)/.exec(message);
  if (!match) return { field: 'root', message };
  const field = match[1] === 'points' ? 'defaultPoints' : (match[1] as Field);
  const text = message.startsWith(`${match[1]}: `) ? message.slice(match[1]!.length + 2) : message.replace(/^points/, 'Default points').replace(/^(\w)/, (c) => c.toUpperCase());
  return { field, message: text };
}

function CategoryForm({ category, onClose }: { category: CreditCategory | null; onClose: () => void }) {
  const labelId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? PALETTE_COLORS[0]);
  const [points, setPoints] = useState(String(category?.defaultPoints ?? 5));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateCategory();
  const update = useUpdateCategory();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = categoryCreateBodySchema.safeParse({ name, color, defaultPoints: points.trim() === '' ? undefined : Number(points) });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const found = fieldOf(issue.message);
        next[(issue.path[0] as Field | undefined) ?? found.field] ??= found.field === 'root' ? 'Enter a whole number' : found.message;
      }
      setErrors(next);
      return;
    }
    const onError = (error: Error) => {
      const { field, message } = fieldOf(error.message);
      setErrors({ [field]: message });
    };
    const onSuccess = (saved: CreditCategory) => {
      toast.success(category ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    };
    if (category) update.mutate({ id: category._id, ...parsed.data }, { onSuccess, onError });
    else create.mutate(parsed.data, { onSuccess, onError });
  };

  const pending = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.root && <Alert severity="error">{errors.root}</Alert>}
        <TextField
          label="Name"
          required
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: CREDIT_CATEGORY_NAME_MAX } }}
        />
        <TextField
          label="Default points"
          type="number"
          required
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={Boolean(errors.defaultPoints)}
          helperText={errors.defaultPoints ?? 'Filled in when a credit of this category is recorded'}
          slotProps={{ htmlInput: { min: -CREDIT_POINTS_MAX, max: CREDIT_POINTS_MAX } }}
        />
        <Box>
          <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Colour
          </Typography>
          <ColorSwatchPicker value={color} onChange={setColor} labelId={labelId} />
          {errors.color && <Typography variant="caption" sx={{ color: 'error.main' }}>{errors.color}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {category ? 'Save' : 'Add category'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Add a category, or edit one's name, colour and default points. */
export function CategoryDialog({ open, category, onClose }: { open: boolean; category: CreditCategory | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{category ? 'Edit category' : 'New category'}</DialogTitle>
      {open && <CategoryForm category={category} onClose={onClose} />}
    </Dialog>
  );
}
