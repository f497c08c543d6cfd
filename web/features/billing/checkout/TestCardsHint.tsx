import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { number: '4000 0000 0000 0341', outcome: 'Pays now, fails on renewal' },
] as const;

/** The sandbox charges nothing: these numbers decide how the payment ends, like Stripe's test cards. */
export function TestCardsHint({ onPick }: { onPick: (number: string) => void }) {
  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderStyle: 'dashed',
        borderColor: alpha(theme.palette.warning.main, 0.5),
        bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.08 : 0.06),
        borderRadius: 2,
        p: 1.5,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.75 }}>
        <ScienceOutlined fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Test cards
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {TEST_CARDS.map((card) => (
          <Box component="li" key={card.number}>
            <ButtonBase
              onClick={() => onPick(card.number)}
              aria-label={`Use test card ${card.number} (${card.outcome.toLowerCase()})`}
              sx={{ width: '100%', justifyContent: 'space-between', gap: 1, px: 0.75, py: 0.5, borderRadius: 1, textAlign: 'left', '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
            >
              <Typography variant="body2" component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', whiteSpace: 'nowrap' }}>
                {card.number}
              </Typography>
              <Typography variant="caption" component="span" sx={{ color: 'text.secondary', textAlign: 'right' }}>
                {card.outcome}
              </Typography>
            </ButtonBase>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75, px: 0.75 }}>
        Use any future expiry date and any CVC. Click a number to fill it in.
      </Typography>
    </Box>
  );
}
