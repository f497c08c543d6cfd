import { useState } from 'react';
import { Box, Button, CircularProgress, InputBase } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { TITLE_MAX } from '../../../domain/tasks/taskRules';
import { useCreateTask } from '../tasks/api';
import { BACKLOG } from './backlogModel';
import { useSectionDrop } from './useBacklogDnd';

/** '+ Create task' at the end of a sprint or the backlog: type a title, Enter, and the next one. */
export function QuickCreate({ projectId, sectionId, sectionName }: { projectId: string; sectionId: string; sectionName: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const create = useCreateTask(projectId);
  const { setNodeRef } = useSectionDrop(`create:${sectionId}`, sectionId, false);
  const submit = () => {
    const trimmed = title.trim();
    if (!trimmed || create.isPending) return;
    create.mutate({ title: trimmed, sprintId: sectionId === BACKLOG ? null : sectionId }, { onSuccess: () => setTitle('') });
  };
  return (
    <Box ref={setNodeRef} sx={{ border: 1, borderTop: 0, borderColor: 'divider', borderRadius: '0 0 12px 12px', px: 1, py: 0.5, bgcolor: 'background.paper' }}>
      {open ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 36 }}>
          <InputBase
            autoFocus
            fullWidth
            value={title}
            placeholder="What needs to be done? Enter to create, Esc to close"
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
              if (event.key === 'Escape') {
                event.stopPropagation();
                setOpen(false);
              }
            }}
            onBlur={() => !title.trim() && setOpen(false)}
            inputProps={{ 'aria-label': `New task title in ${sectionName}`, maxLength: TITLE_MAX }}
            sx={{ px: 1, fontSize: 14 }}
          />
          {create.isPending && <CircularProgress size={18} aria-label="Creating" />}
        </Box>
      ) : (
        <Button size="small" color="inherit" startIcon={<AddRounded />} onClick={() => setOpen(true)} sx={{ color: 'text.secondary', height: 36 }}>
          Create task
        </Button>
      )}
    </Box>
  );
}
