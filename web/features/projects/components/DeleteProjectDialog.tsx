import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { useDeleteProject, type ProjectDetail } from '../api';

interface DeleteProjectDialogProps {
  project: ProjectDetail | undefined;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Names the project, and what goes with it, before anything is deleted. */
export function DeleteProjectDialog({ project, open, onClose, onDeleted }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  const confirm = () => {
    if (!project) return;
    remove.mutate(project, {
      onSuccess: () => {
        toast.success(`${project.name} was deleted`);
        onClose();
        onDeleted?.();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${project?.name ?? 'project'}?`}
      confirmLabel="Delete project"
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      This permanently deletes <strong>{project?.name}</strong> ({project?.key}) with its tasks, statuses and epics. Members lose access at once. This
      cannot be undone.
    </ConfirmDialog>
  );
}
