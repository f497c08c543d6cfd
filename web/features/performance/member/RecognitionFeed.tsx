import { Box, Typography } from '@mui/material';
import type { Recognition } from '../../../../domain/performance/credits';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { formatDateTime, formatRelative } from '../../../app/format';

/** Who thanked whom, with how many points and why, newest first. */
export function RecognitionFeed({ items }: { items: Recognition[] }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No recognition yet. Be the first to thank a teammate.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Recognition feed" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Box component="li" key={item._id} sx={{ display: 'flex', gap: 1.5 }}>
          <UserAvatar name={item.from.name} src={item.from.avatar} size={32} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">
              <strong>{item.from.name}</strong> → <strong>{item.to.name}</strong>
              <Box component="span" sx={{ ml: 1, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText', fontWeight: 700, fontSize: 12 }}>
                +{item.points}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.25 }}>
              {item.message}
            </Typography>
            <Typography variant="caption" component="time" dateTime={item.createdAt} title={formatDateTime(item.createdAt)} sx={{ color: 'text.secondary' }}>
              {formatRelative(item.createdAt)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
