import { useState } from 'react';
import { Box, Button, Chip, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import { daysLeft, sprintRange } from '../tasks/sprintDates';
import type { Section } from './backlogModel';
import { useSectionDrop } from './useBacklogDnd';

interface SectionHeaderProps {
  section: Section;
  collapsed: boolean;
  highlighted: boolean;
  canEditSprints: boolean;
  canDrop: boolean;
  onToggle: () => void;
  onStart: () => void;
  onComplete: () => void;
  onEdit: () => void;
  onCreateSprint: () => void;
  creatingSprint: boolean;
}

/** The band above a sprint's (or the backlog's) tasks: name, dates, counts and the sprint's actions. */
export function SectionHeader({ section, collapsed, highlighted, canEditSprints, canDrop, onToggle, onStart, onComplete, onEdit, onCreateSprint, creatingSprint }: SectionHeaderProps) {
  const { setNodeRef } = useSectionDrop(`header:${section.id}`, section.id, !canDrop);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { sprint, tasks } = section;
  const name = sprint?.name ?? 'Backlog';
  const points = tasks.reduce((sum, t) => sum + (t.storyPoints ?? 0), 0);
  const range = sprint ? sprintRange(sprint.startDate, sprint.endDate) : '';
  const left = sprint?.status === 'active' ? daysLeft(sprint.endDate) : null;

  return (
    <Box
      ref={setNodeRef}
      sx={(theme) => ({
        mt: 2,
        px: 1,
        py: 1,
        borderRadius: '12px 12px 0 0',
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.08) : theme.palette.mode === 'dark' ? alpha(theme.palette.common.white, 0.03) : alpha(theme.palette.text.primary, 0.03),
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
      })}
    >
      <Button
        onClick={onToggle}
        aria-expanded={!collapsed}
        color="inherit"
        startIcon={<ExpandMoreRounded sx={{ transform: collapsed ? 'rotate(-90deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ fontWeight: 700, fontSize: 15, px: 1, minWidth: 0, maxWidth: '100%', justifyContent: 'flex-start' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      {sprint?.status === 'active' && <Chip size="small" color="success" label="Active" />}
      {range && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {range}
          {left ? ` · ${left}` : ''}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {tasks.length} {tasks.length === 1 ? 'task' : 'tasks'} · {points} pts
      </Typography>
      <Box sx={{ flex: 1 }} />
      {canEditSprints && sprint?.status === 'active' && (
        <Button size="small" variant="outlined" onClick={onComplete}>
          Complete sprint
        </Button>
      )}
      {canEditSprints && sprint?.status === 'planned' && (
        <Button size="small" variant="outlined" onClick={onStart}>
          Start sprint
        </Button>
      )}
      {canEditSprints && !sprint && (
        <Button size="small" variant="outlined" startIcon={<AddRounded />} onClick={onCreateSprint} loading={creatingSprint}>
          Create sprint
        </Button>
      )}
      {canEditSprints && sprint && (
        <>
          <Tooltip title="Sprint actions">
            <IconButton size="small" aria-label={`Actions for ${name}`} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
              <MoreHorizRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                onEdit();
              }}
            >
              <ListItemText primary="Edit sprint" />
            </MenuItem>
          </Menu>
        </>
      )}
      {sprint?.goal && (
        <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%', px: 1, overflowWrap: 'anywhere' }}>
          {sprint.goal}
        </Typography>
      )}
    </Box>
  );
}
