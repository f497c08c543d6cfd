import { Box, Radio, RadioGroup, Tooltip } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { contrastText, PALETTE_COLORS } from '../../../../domain/color/color';
import { colorName } from './enumLabels';

function Swatch({ color, checked }: { color: string; checked?: boolean }) {
  return (
    <Box
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        display: 'grid',
        placeItems: 'center',
        color: contrastText(color),
        boxShadow: (theme) => (checked ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${color}` : 'none'),
      }}
    >
      {checked && <CheckRounded sx={{ fontSize: 18 }} />}
    </Box>
  );
}

/** One of the 12 palette colours, as a radio group: arrow keys move between swatches. */
export function ColorSwatchPicker({ value, onChange, labelId }: { value: string; onChange: (color: string) => void; labelId: string }) {
  return (
    <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} sx={{ gap: 0.5 }}>
      {PALETTE_COLORS.map((color) => (
        <Tooltip key={color} title={colorName(color)}>
          <Radio
            value={color}
            icon={<Swatch color={color} />}
            checkedIcon={<Swatch color={color} checked />}
            slotProps={{ input: { 'aria-label': colorName(color) } }}
            sx={{ p: 0.5 }}
          />
        </Tooltip>
      ))}
    </RadioGroup>
  );
}
