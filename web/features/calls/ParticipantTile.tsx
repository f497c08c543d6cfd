import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import MicOff from '@mui/icons-material/MicOff';
import { UserAvatar } from '../../app/components/UserAvatar';
import { useSpeaking } from './speaking';

export interface ParticipantTileProps {
  name: string;
  /** The tile's label: the name, with '(you)' on your own. */
  label: string;
  /** Their audio (and video): played, and listened to for the speaking indicator. */
  stream: MediaStream | null;
  /** What the picture shows: the stream's video, or your camera or screen. */
  videoStream: MediaStream | null;
  showVideo: boolean;
  audioOn: boolean;
  /** 'Connecting…' and the like; nothing once connected. */
  status: string | null;
  /** Your own tile is never played back (no echo). */
  playAudio: boolean;
  version: number;
  mirrored?: boolean;
}

function useMediaSource(stream: MediaStream | null, version: number) {
  const ref = useRef<HTMLMediaElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    // New or unmuted tracks: make sure it plays (autoplay covers the first time).
    if (stream && typeof element.play === 'function' && element.paused) element.play().catch(() => undefined);
  }, [stream, version]);
  return ref;
}

/** One person in the call: their picture (or avatar), name, a muted mark and a border that lights up while they speak. */
export function ParticipantTile({ name, label, stream, videoStream, showVideo, audioOn, status, playAudio, version, mirrored }: ParticipantTileProps) {
  const speaking = useSpeaking(stream, version, audioOn);
  const videoRef = useMediaSource(showVideo ? videoStream : null, version);
  const audioRef = useMediaSource(playAudio ? stream : null, version);

  return (
    <Box
      role="group"
      aria-label={label}
      data-speaking={speaking ? 'true' : 'false'}
      sx={{
        position: 'relative',
        // 16:9 in the dialog; on a phone, as tall as its share of the screen.
        aspectRatio: { xs: 'auto', sm: '16 / 9' },
        height: { xs: '100%', sm: 'auto' },
        minWidth: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.800'),
        outline: '3px solid',
        outlineColor: speaking ? 'success.main' : 'transparent',
        outlineOffset: -3,
        transition: (theme) => theme.transitions.create('outline-color', { duration: theme.transitions.duration.shortest }),
      }}
    >
      {showVideo ? (
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          playsInline
          muted
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transform: mirrored ? 'scaleX(-1)' : 'none' }}
        />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <UserAvatar name={name} size={64} />
        </Box>
      )}
      {playAudio && <audio ref={audioRef} autoPlay />}
      {status && (
        <Typography
          variant="body2"
          sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: 1, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.55)' }}
        >
          {status}
        </Typography>
      )}
      <Box
        sx={{
          position: 'absolute',
          left: 8,
          right: 8,
          bottom: 8,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minWidth: 0,
        }}
      >
        <Typography
          variant="body2"
          noWrap
          sx={{ px: 1, py: 0.25, borderRadius: 1, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.55)', maxWidth: '100%', fontWeight: 600 }}
        >
          {label}
        </Typography>
        {!audioOn && (
          <Box
            component="span"
            role="img"
            aria-label={`${name} is muted`}
            sx={{ display: 'inline-flex', p: 0.25, borderRadius: 1, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.55)' }}
          >
            <MicOff fontSize="small" />
          </Box>
        )}
      </Box>
    </Box>
  );
}
