import { memo, useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import { styled } from '@mui/material/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import type { FieldOption } from './FieldSelect';

/**
 * A table cell's value as a light button that opens a menu of choices. A list shows
 * dozens of rows at once; full select controls in every cell would cost far more to
 * render. Read-only cells are plain text.
 */
const Trigger = styled('button')(({ theme }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minWidth: 0,
  height: 32,
  padding: '0 8px',
  borderRadius: 6,
  fontFamily: 'inherit',
  fontSize: 14,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '& .value': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1, minWidth: 0 },
  '& .icon': { display: 'inline-flex', flexShrink: 0 },
  '& .arrow': { opacity: 0, fontSize: 18, color: theme.palette.text.secondary, transition: 'opacity 120ms' },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:hover .arrow, &:focus-visible .arrow, &[aria-expanded="true"] .arrow': { opacity: 1 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&[data-readonly]': { cursor: 'default', backgroundColor: 'transparent' },
}));

interface FieldMenuButtonProps {
  /** 'Status of WEB-42'. */
  label: string;
  value: string;
  options: FieldOption[];
  editable: boolean;
  onChange: (value: string) => void;
}

export const FieldMenuButton = memo(function FieldMenuButton({ label, value, options, editable, onChange }: FieldMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((o) => o.value === value);
  const content = (
    <>
      {current?.icon && (
        <span className="icon" aria-hidden>
          {current.icon}
        </span>
      )}
      <span className="value">{current?.label ?? ''}</span>
    </>
  );
  if (!editable) {
    return (
      <Trigger as="span" data-readonly="" aria-label={`${label}: ${current?.label ?? 'none'}`}>
        {content}
      </Trigger>
    );
  }
  return (
    <>
      <Trigger
        type="button"
        aria-label={`${label}: ${current?.label ?? 'none'}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        {content}
        <KeyboardArrowDownRounded className="arrow" aria-hidden />
      </Trigger>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          onClick={(event) => event.stopPropagation()}
          slotProps={{ paper: { sx: { maxHeight: 360, minWidth: 180 } }, list: { 'aria-label': label } }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.value}
              role="menuitemradio"
              aria-checked={option.value === value}
              selected={option.value === value}
              dense
              onClick={() => {
                setAnchor(null);
                if (option.value !== value) onChange(option.value);
              }}
              sx={{ gap: 1 }}
            >
              {option.icon && (
                <span aria-hidden style={{ display: 'inline-flex' }}>
                  {option.icon}
                </span>
              )}
              <span style={{ flex: 1 }}>{option.label}</span>
              {option.value === value && <CheckRounded fontSize="small" aria-hidden />}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
});
