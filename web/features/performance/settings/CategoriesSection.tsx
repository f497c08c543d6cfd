import { useState } from 'react';
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { toast } from 'react-toastify';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { RowActionsMenu } from '../../../app/components/RowActionsMenu';
import { useDeleteCategory, useUpdateCategory, type CreditCategory } from '../api';
import { PointsText } from '../credits/CreditBadges';
import { CategoryDialog } from './CategoryDialog';
import { SettingsSection } from './SettingsSection';

const creditsWord = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

function CategoryRow({ category, onEdit, onDelete }: { category: CreditCategory; onEdit: () => void; onDelete: () => void }) {
  const update = useUpdateCategory();
  const setArchived = (archived: boolean) =>
    update.mutate(
      { id: category._id, archived },
      { onSuccess: () => toast.success(archived ? `${category.name} archived` : `${category.name} restored`), onError: (error) => toast.error(error.message) },
    );
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, opacity: category.archived ? 0.65 : 1 }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: category.color, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {category.name}
        </Typography>
        {category.archived && <Chip size="small" variant="outlined" label="Archived" sx={{ height: 20, fontSize: 11 }} />}
        <Typography variant="caption" sx={{ color: 'text.secondary', width: '100%', display: { sm: 'none' } }}>
          {creditsWord(category.creditCount)}
        </Typography>
      </Box>
      <Box sx={{ width: 56, textAlign: 'right' }} title="Default points">
        <PointsText points={category.defaultPoints} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', width: 84, textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
        {creditsWord(category.creditCount)}
      </Typography>
      <RowActionsMenu
        label={`Actions for ${category.name}`}
        actions={[
          { label: 'Edit', icon: <EditOutlined fontSize="small" />, onSelect: onEdit },
          category.archived
            ? { label: 'Restore', icon: <UnarchiveOutlined fontSize="small" />, onSelect: () => setArchived(false) }
            : { label: 'Archive', icon: <ArchiveOutlined fontSize="small" />, onSelect: () => setArchived(true) },
          { label: 'Delete', icon: <DeleteOutlineRounded fontSize="small" />, onSelect: onDelete, destructive: true },
        ]}
      />
    </Box>
  );
}

/** The credit categories: add, edit, archive or restore, delete (a used one is archived instead, and the owner is told). */
export function CategoriesSection({ categories }: { categories: CreditCategory[] }) {
  const [editing, setEditing] = useState<{ category: CreditCategory | null; open: boolean }>({ category: null, open: false });
  const deleting = useConfirmTarget<CreditCategory>();
  const remove = useDeleteCategory();

  const confirmDelete = () => {
    const category = deleting.target;
    if (!category) return;
    remove.mutate(category._id, {
      onSuccess: (answer) => {
        toast.success(answer.archived ? `${category.name} has credits, so it was archived instead of deleted` : `${category.name} deleted`);
        deleting.close();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <SettingsSection
      title="Categories"
      description="What credits are for. A category that has credits is archived rather than deleted, so its history stays."
      action={
        <Button startIcon={<AddRounded />} onClick={() => setEditing({ category: null, open: true })} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      }
    >
      {categories.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No categories yet. Add one to start recording credits.
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Categories" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0, mt: -1.25, mb: -1.25 }}>
          {categories.map((category) => (
            <CategoryRow key={category._id} category={category} onEdit={() => setEditing({ category, open: true })} onDelete={() => deleting.ask(category)} />
          ))}
        </Stack>
      )}
      <CategoryDialog open={editing.open} category={editing.category} onClose={() => setEditing((current) => ({ ...current, open: false }))} />
      <ConfirmDialog open={deleting.open} title={`Delete ${deleting.target?.name ?? 'category'}?`} confirmLabel="Delete" destructive pending={remove.isPending} onConfirm={confirmDelete} onClose={deleting.close}>
        {deleting.target && deleting.target.creditCount > 0
          ? `It has ${creditsWord(deleting.target.creditCount)}, so it will be archived instead: it takes no new credits and its credits stay.`
          : 'It has no credits and will be removed.'}
      </ConfirmDialog>
    </SettingsSection>
  );
}
