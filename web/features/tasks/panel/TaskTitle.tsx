import { useState } from 'react';
import { Box, InputBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { TITLE_MAX } from '../../../../domain/tasks/taskRules';

/**
 * The title, edited in place: click (or Enter on it) to edit, Enter or leaving the field
 * saves, Escape cancels. An empty title is not saved.
 */
export function TaskTitle({ title, editable, onSave }: { title: string; editable: boolean; onSave: (title: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const heading = (
    <Typography variant="h3" component="h2" id="task-panel-title" sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }}>
      {title}
    </Typography>
  );
  if (!editable) return heading;

  const commit = () => {
    const next = draft?.trim();
    setDraft(null);
    if (next && next !== title) onSave(next);
  };

  if (draft === null) {
    return (
      <Box
        role="button"
        tabIndex={0}
        aria-label={`Title: ${title}. Press Enter to edit`}
        onClick={() => setDraft(title)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setDraft(title);
          }
        }}
        sx={(theme) => ({
          mx: -1,
          px: 1,
          py: 0.25,
          borderRadius: 1.5,
          cursor: 'text',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: `2px solid ${alpha(theme.palette.primary.main, 0.6)}` },
        })}
      >
        {heading}
      </Box>
    );
  }

  return (
    <InputBase
      autoFocus
      multiline
      fullWidth
      value={draft}
      onChange={(event) => setDraft(event.target.value.replace(/\n/g, ' '))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        }
      }}
      inputProps={{ 'aria-label': 'Title', maxLength: TITLE_MAX }}
      sx={(theme) => ({
        mx: -1,
        px: 1,
        py: 0.25,
        borderRadius: 1.5,
        fontSize: theme.typography.h3.fontSize,
        fontWeight: theme.typography.h3.fontWeight,
        lineHeight: 1.35,
        boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
      })}
    />
  );
}
