import { useState } from 'react';
import { Collapse, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { Link as RouterLink } from 'react-router';
import { hasAbility } from '../../../domain/permissions/roles';
import { useCurrentUser } from '../session/useSession';
import { NavLinkItem } from './NavLinkItem';

/** Collapsible Projects entry (spec 2). Projects are listed here once the project API exists. */
export function ProjectsNavEntry({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(true);
  const canCreate = hasAbility(user.role, 'project_edit');

  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          canCreate && (
            <Tooltip title="Create project">
              <IconButton
                component={RouterLink}
                to="/project/create"
                onClick={onNavigate}
                edge="end"
                size="small"
                aria-label="Create project"
              >
                <AddRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        }
      >
        <ListItemButton
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="drawer-projects"
          sx={{ minHeight: 36, py: 0.5, pl: 1.5 }}
        >
          <ListItemIcon>
            <FolderOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Projects" slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
          {open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
        </ListItemButton>
      </ListItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id="drawer-projects" disablePadding dense>
          <NavLinkItem
            to="/task/projects"
            label="All projects"
            icon={<ViewListOutlined fontSize="small" />}
            activePrefixes={['/task/projects/', '/project/']}
            inset
            onNavigate={onNavigate}
          />
          {/* Indented by the inset plus the icon column, so it lines up with the labels above. */}
          <Typography variant="body2" sx={{ color: 'text.secondary', pl: 8.75, py: 0.75 }}>
            No Projects
          </Typography>
        </List>
      </Collapse>
    </>
  );
}
