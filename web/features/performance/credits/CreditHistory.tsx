import { Box, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { formatDateTime } from '../../../app/format';
import type { CreditHistoryEntry } from '../api';
import { describeHistoryEntry } from './creditHistory';

/** Who did what to the credit, and when, oldest first: the record of every change the issue asks to keep. */
export function CreditHistory({ history }: { history: CreditHistoryEntry[] }) {
  return (
    <Stack component="ol" spacing={1.5} aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((entry) => (
        <Box component="li" key={entry._id} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          {entry.actor ? (
            <UserAvatar name={entry.actor.name} src={entry.actor.avatar} size={24} />
          ) : (
            <Box sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.selected', flexShrink: 0 }}>
              <AutoAwesomeOutlined sx={{ fontSize: 14 }} aria-hidden />
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {entry.actor?.name ?? 'Automatic credits'}
              </Box>{' '}
              {describeHistoryEntry(entry)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatDateTime(entry.at)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
