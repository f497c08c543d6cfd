import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Dialog, DialogContent, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CallEnd from '@mui/icons-material/CallEnd';
import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import ScreenShare from '@mui/icons-material/ScreenShare';
import StopScreenShare from '@mui/icons-material/StopScreenShare';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import { useQueryClient } from '@tanstack/react-query';
import type { Channel } from '../../../domain/chat/chat';
import { queryKeys } from '../../app/api/queryKeys';
import { AddPeopleControl } from './AddPeopleControl';
import { capitalisedCallType, type ActiveCall, type PeerView } from './callController';
import { ControlButton } from './ControlButton';
import { ParticipantTile } from './ParticipantTile';
import { useCallController, useCallSnapshot } from './useCall';

export function formatCallDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export const CONNECTION_LOST_TEXT = 'Connection lost';

function connectionText(peer: PeerView): string | null {
  if (peer.recovery === 'lost') return CONNECTION_LOST_TEXT;
  if (peer.recovery === 'reconnecting') return 'Reconnecting…';
  if (peer.connectionState === 'connected') return null;
  if (peer.connectionState === 'failed' || peer.connectionState === 'disconnected') return 'Reconnecting…';
  return 'Connecting…';
}

/** 'connected' once media flows to at least one other person (browser tests wait for it). */
export function callWindowState(call: ActiveCall): 'connected' | 'connecting' | 'ringing' {
  if (call.peers.some((peer) => peer.connectionState === 'connected')) return 'connected';
  return call.peers.length > 0 ? 'connecting' : 'ringing';
}

function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-label="Call duration">
      {formatCallDuration(now - since)}
    </Typography>
  );
}

/** The conversation's title as the sidebar would show it, if the sidebar has loaded it. */
function useConversationName(channelId: string, myId: string): string | null {
  const queryClient = useQueryClient();
  const channel = queryClient.getQueryData<Channel[]>(queryKeys.conversations)?.find((entry) => entry._id === channelId);
  if (!channel) return null;
  if (channel.channelType === 'direct') return channel.members.find((member) => member._id !== myId)?.name ?? null;
  return channel.name || null;
}

const canShareScreen = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** This tab's call: a tile per participant, the timer and the controls. Full screen on a phone. */
export function CallWindow() {
  const { call } = useCallSnapshot();
  const controller = useCallController();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const me = call?.participants.find((person) => person.userId === controller.myId);
  const conversationName = useConversationName(call?.channelId ?? '', controller.myId ?? '');
  const localVideo = call?.localVideo ?? null;
  const localPreview = useMemo(() => (localVideo && typeof MediaStream !== 'undefined' ? new MediaStream([localVideo]) : null), [localVideo]);

  if (!call) return null;
  const state = callWindowState(call);
  const hasAudio = Boolean(call.localStream?.getAudioTracks().length);
  const typeLabel = `${capitalisedCallType(call.type)} call`;
  const others = call.peers.map((peer) => peer.name).join(', ');
  const tiles = 1 + call.peers.length + call.ringing.length;
  // Wider screens: a row of up to three, then a square 2x2, then rows of three or four (never 3 + 1).
  const wideColumns = tiles <= 3 ? tiles : tiles === 4 ? 2 : tiles <= 6 ? 3 : 4;

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth={!fullScreen}
      maxWidth="md"
      aria-labelledby="call-window-title"
      data-call-state={state}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography id="call-window-title" component="h2" variant="h4" noWrap sx={{ minWidth: 0, flexShrink: 1 }}>
          {conversationName ? `${typeLabel} · ${conversationName}` : typeLabel}
        </Typography>
        {call.connectedAt ? (
          <CallTimer since={call.connectedAt} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {state === 'ringing' ? 'Ringing…' : 'Connecting…'}
          </Typography>
        )}
      </Box>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 }, py: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {call.mediaError && <Alert severity="warning">{call.mediaError}</Alert>}
        <Box
          aria-label={others ? `In the call with ${others}` : 'Waiting for others to join'}
          role="list"
          sx={{
            display: 'grid',
            gap: 1,
            // Full screen on a phone: the tiles share the height between the title and the
            // controls (one column up to three people, two from four), never running below them.
            gridTemplateColumns: { xs: tiles > 3 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)', sm: `repeat(${wideColumns}, minmax(0, 1fr))` },
            alignContent: { xs: 'stretch', sm: 'start' },
            flex: { xs: '1 1 0', sm: 'none' },
            minHeight: { xs: 0, sm: 'auto' },
            gridAutoRows: { xs: 'minmax(0, 1fr)', sm: 'auto' },
            '& > [role="listitem"]': { minWidth: 0, minHeight: 0 },
          }}
        >
          <Box role="listitem">
            <ParticipantTile
              name={me?.name ?? 'You'}
              label={`${me?.name ?? 'You'} (you)`}
              stream={call.localStream}
              videoStream={localPreview}
              showVideo={Boolean(localPreview) && (call.sharingScreen || !call.cameraOff)}
              audioOn={hasAudio && !call.muted}
              status={null}
              playAudio={false}
              version={call.localVersion}
              mirrored={!call.sharingScreen}
            />
          </Box>
          {call.peers.map((peer) => (
            <Box role="listitem" key={peer.userId}>
              <ParticipantTile
                name={peer.name}
                label={peer.name}
                stream={peer.stream}
                videoStream={peer.stream}
                showVideo={Boolean(peer.stream?.getVideoTracks().length) && peer.videoOn}
                audioOn={peer.audioOn}
                status={connectionText(peer)}
                playAudio
                version={peer.version}
              />
            </Box>
          ))}
          {call.ringing.map((person) => (
            <Box role="listitem" key={person.userId}>
              <ParticipantTile
                name={person.name}
                label={person.name}
                stream={null}
                videoStream={null}
                showVideo={false}
                audioOn
                status="Ringing…"
                playAudio={false}
                version={0}
              />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <Box
        role="toolbar"
        aria-label="Call controls"
        sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1.5, sm: 2 }, flexWrap: 'wrap', px: 2, pt: 1, pb: 2.5 }}
      >
        <ControlButton label={call.muted ? 'Unmute' : 'Mute'} onClick={() => controller.toggleMute()} disabled={!hasAudio} active={call.muted}>
          {call.muted ? <MicOff /> : <Mic />}
        </ControlButton>
        <ControlButton label={call.cameraOff ? 'Turn camera on' : 'Turn camera off'} onClick={() => void controller.toggleCamera()} active={call.cameraOff}>
          {call.cameraOff ? <VideocamOff /> : <Videocam />}
        </ControlButton>
        <ControlButton
          label={call.sharingScreen ? 'Stop sharing' : 'Share screen'}
          onClick={() => void controller.toggleScreenShare()}
          disabled={!call.sharingScreen && !canShareScreen()}
          active={call.sharingScreen}
        >
          {call.sharingScreen ? <StopScreenShare /> : <ScreenShare />}
        </ControlButton>
        <AddPeopleControl call={call} />
        <ControlButton label="Hang up" onClick={() => void controller.hangUp()} danger>
          <CallEnd />
        </ControlButton>
      </Box>
    </Dialog>
  );
}
