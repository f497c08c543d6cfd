import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { typingText } from './chatText';

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-2px); }
`;

/** 'X is typing…' under the list; the line keeps its height so the list does not jump. */
export function TypingIndicator({ names }: { names: readonly string[] }) {
  const text = typingText(names);
  return (
    <Box aria-live="polite" sx={{ minHeight: 22, px: 2, display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {text && (
        <>
          <Box aria-hidden sx={{ display: 'inline-flex', gap: '3px' }}>
            {[0, 1, 2].map((dot) => (
              <Box
                key={dot}
                sx={{
                  width: 5,
                  height: 5,
                  borderRadius: '50%',
                  bgcolor: 'text.secondary',
                  animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {text}
          </Typography>
        </>
      )}
    </Box>
  );
}
