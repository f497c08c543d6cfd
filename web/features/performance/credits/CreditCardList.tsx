import { Box, ButtonBase, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { UserAvatar } from '../../../app/components/UserAvatar';
import type { Credit } from '../api';
import { CategoryChip, PointsText, SourceBadge } from './CreditBadges';
import { formatDay } from './creditFormat';

/** The credits on a phone: one card per credit, the points at the right, tapping opens its details. */
export function CreditCardList({ credits, onOpen }: { credits: Credit[] | undefined; onOpen: (credit: Credit) => void }) {
  if (credits === undefined) {
    return (
      <Stack divider={<Divider />} aria-hidden>
        {[0, 1, 2, 3].map((row) => (
          <Box key={row} sx={{ p: 2 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" divider={<Divider component="li" aria-hidden />} aria-label="Credits" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {credits.map((credit) => (
        <li key={credit._id}>
          <ButtonBase
            onClick={() => onOpen(credit)}
            aria-label={`Open the credit for ${credit.member.name}: ${credit.reason}`}
            sx={{ display: 'flex', width: '100%', textAlign: 'left', alignItems: 'flex-start', gap: 1.5, p: 2, opacity: credit.deletedAt ? 0.6 : 1 }}
          >
            <UserAvatar name={credit.member.name} src={credit.member.avatar} size={36} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                  {credit.member.name}
                </Typography>
                <PointsText points={credit.points} />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mt: 0.25 }}>
                {credit.reason}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1 }}>
                <CategoryChip category={credit.category} />
                <SourceBadge source={credit.source} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDay(credit.date)}
                  {credit.task?.key ? ` · ${credit.task.key}` : ''}
                  {credit.deletedAt ? ' · Deleted' : ''}
                </Typography>
              </Box>
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Stack>
  );
}
