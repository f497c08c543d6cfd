import { Box, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';

/** The organisation's visitor agreement, as plain text, and the visitor's 'I accept'. */
export function AgreementField({ text, accepted, onChange, error }: { text: string; accepted: boolean; onChange: (accepted: boolean) => void; error?: string | null }) {
  return (
    <Stack spacing={1} component="section" aria-label="Visitor agreement">
      <Typography variant="h3" component="h2">
        Visitor agreement
      </Typography>
      <Box
        tabIndex={0}
        sx={{ maxHeight: 220, overflowY: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', whiteSpace: 'pre-wrap', fontSize: '1.05rem', userSelect: 'text' }}
      >
        {text}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => onChange(event.target.checked)} sx={{ '& .MuiSvgIcon-root': { fontSize: 36 } }} />}
        label={<Typography sx={{ fontSize: '1.2rem' }}>I accept</Typography>}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
