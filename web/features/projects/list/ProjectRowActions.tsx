import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router';
import type { ProjectDetail } from '../api';
import { projectSpacePath } from '../paths';

interface ProjectRowActionsProps {
  project: ProjectDetail;
  canDelete: boolean;
  onDelete: (project: ProjectDetail) => void;
}

/** Shown to those who may change projects: settings, members and (owner/admin) delete. */
export function ProjectRowActions({ project, canDelete, onDelete }: ProjectRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `project-actions-${project._id}`;
  return (
    <>
      <Tooltip title="More actions">
        <IconButton
          size="small"
          aria-label={`Actions for ${project.name}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreHorizRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={projectSpacePath(project._id, 'settings')}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Settings</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={projectSpacePath(project._id, 'members')}>
          <ListItemIcon>
            <GroupOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Members</ListItemText>
        </MenuItem>
        {canDelete && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onDelete(project);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete project</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
