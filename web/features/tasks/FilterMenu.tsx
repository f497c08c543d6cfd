import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

export interface FilterChoice {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface FilterMenuProps {
  label: string;
  choices: FilterChoice[];
  selected: string[];
  onToggle: (value: string) => void;
  onClear: () => void;
}

/** A filter button ('Type', 'Type: Bug', 'Status · 2') opening a menu of check boxes. */
export function FilterMenu({ label, choices, selected, onToggle, onClear }: FilterMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = selected.length > 0;
  const single = selected.length === 1 ? choices.find((c) => c.value === selected[0])?.label : undefined;
  const caption = single ? `${label}: ${single}` : active ? `${label} · ${selected.length}` : label;
  return (
    <>
      <Button
        size="small"
        variant={active ? 'contained' : 'outlined'}
        color={active ? 'secondary' : 'inherit'}
        endIcon={<KeyboardArrowDownRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={active ? `${label} filter, ${selected.length} selected` : `${label} filter`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          flexShrink: 0,
          maxWidth: 220,
          whiteSpace: 'nowrap',
          borderColor: active ? undefined : 'divider',
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {caption}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 380, minWidth: 200 } } }}>
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <MenuItem key={choice.value} onClick={() => onToggle(choice.value)} role="menuitemcheckbox" aria-checked={checked} dense>
              <Checkbox size="small" checked={checked} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
              {choice.icon && (
                <ListItemIcon aria-hidden sx={{ minWidth: 28 }}>
                  {choice.icon}
                </ListItemIcon>
              )}
              <ListItemText primary={choice.label} />
            </MenuItem>
          );
        })}
        {active && <Divider />}
        {active && (
          <MenuItem
            dense
            onClick={() => {
              onClear();
              setAnchor(null);
            }}
          >
            <ListItemText primary="Clear" slotProps={{ primary: { color: 'primary' } }} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
