import { useState, type MouseEvent } from 'react';
import { Box, Collapse, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemSecondaryAction, ListItemText, Tooltip } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { Link as RouterLink } from 'react-router';
import { hasAbility } from '../../../../domain/permissions/roles';
import { useCurrentUser } from '../../../app/session/useSession';
import { NavLinkItem } from '../../../app/shell/NavLinkItem';
import { useStartProject } from '../useStartProject';
import { DrawerProjectList } from './DrawerProjectList';

/** Collapsible Projects entry (spec 2): the user's projects with their unfinished-task counts. */
export function ProjectsNavEntry({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(true);
  const canCreate = hasAbility(user.role, 'project_edit');
  const startProject = useStartProject();

  // One list item: the toggle, the create button and the nested list of projects (a <ul> holds only <li>).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ position: 'relative' }}>
        <ListItemButton
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="drawer-projects"
          sx={{ minHeight: 36, py: 0.5, pl: 1.5, pr: canCreate ? 6 : undefined }}
        >
          <ListItemIcon>
            <FolderOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Projects" slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
          {open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
        </ListItemButton>
        {canCreate && (
          <ListItemSecondaryAction>
            <Tooltip title="Create project">
              <IconButton
                component={RouterLink}
                to="/project/create"
                // Still a link (open in a new tab works); a plain click asks the plan first.
                onClick={(event: MouseEvent) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onNavigate?.();
                  startProject.start();
                }}
                edge="end"
                size="small"
                aria-label="Create project"
              >
                <AddRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </ListItemSecondaryAction>
        )}
      </Box>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* The 2 px the menu's grid puts between its entries. */}
        <List id="drawer-projects" disablePadding dense sx={{ pt: 0.25 }}>
          <NavLinkItem
            to="/task/projects"
            label="All projects"
            icon={<ViewListOutlined fontSize="small" />}
            activePrefixes={['/project/']}
            inset
            onNavigate={onNavigate}
          />
          <DrawerProjectList onNavigate={onNavigate} />
        </List>
      </Collapse>
    </ListItem>
  );
}
