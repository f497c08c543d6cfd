import { Box, Button, Divider, Typography } from '@mui/material';

/** 'Today', 'Yesterday' or the date, between the days of a conversation. */
export function DateSeparator({ label }: { label: string }) {
  return (
    <Divider sx={{ px: 2, py: 1, '&::before, &::after': { borderColor: 'divider' } }}>
      <Typography variant="caption" sx={{ fontWeight: 650, color: 'text.secondary', px: 1 }}>
        {label}
      </Typography>
    </Divider>
  );
}

/** Where the unread part of the conversation begins (as it was when it was opened). */
export function UnreadDivider() {
  return (
    <Divider
      role="separator"
      aria-label="New messages"
      textAlign="right"
      sx={{ px: 2, py: 0.5, color: 'error.main', '&::before, &::after': { borderColor: 'error.main' } }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'error.main' }}>
        New messages
      </Typography>
    </Divider>
  );
}

/** The top of a conversation that has older pages: a button, for keyboards, besides scrolling up. */
export function OlderMessagesRow({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
      <Button size="small" onClick={onLoad} loading={loading} loadingPosition="start">
        {loading ? 'Loading older messages…' : 'Load older messages'}
      </Button>
    </Box>
  );
}
