import { Box, Card, Divider, Skeleton, Typography } from '@mui/material';
import { usePerformanceSettings, useRecognition } from '../api';
import { GiveRecognition } from './GiveRecognition';
import { RecognitionFeed } from './RecognitionFeed';

/** Peer recognition, when the owner turned it on: give from this month's allowance, and read the feed. */
export function RecognitionSection() {
  const settings = usePerformanceSettings();
  const enabled = settings.data?.data.peerRecognition.enabled === true;
  if (!enabled) return null;
  return <RecognitionCard />;
}

function RecognitionCard() {
  const recognition = useRecognition({ pageSize: 20 });
  return (
    <Card component="section" aria-labelledby="recognition-heading" sx={{ p: 2 }}>
      <Typography id="recognition-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Recognition
      </Typography>
      {recognition.isError ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Recognition could not be loaded.
        </Typography>
      ) : recognition.data ? (
        <>
          <GiveRecognition allowance={recognition.data.allowance} />
          <Divider sx={{ my: 2 }} />
          <Box>
            <RecognitionFeed items={recognition.data.data} />
          </Box>
        </>
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
    </Card>
  );
}
