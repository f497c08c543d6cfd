import { IconButton, Tooltip } from '@mui/material';
import CallOutlined from '@mui/icons-material/CallOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { ChannelType } from '../../../domain/chat/chat';
import { useCallController, useCallSnapshot } from './useCall';

/**
 * The voice and video call buttons of a conversation's header: direct and group
 * conversations only, and disabled while a call is ringing or going on in this tab.
 */
export function CallButtons({ channelId, channelType }: { channelId: string; channelType: ChannelType }) {
  const controller = useCallController();
  const { call, incoming, busy } = useCallSnapshot();
  if (channelType !== 'direct' && channelType !== 'group') return null;
  const disabled = Boolean(call || incoming || busy);

  return (
    <>
      <Tooltip title="Start voice call">
        <span>
          <IconButton aria-label="Start voice call" disabled={disabled} onClick={() => void controller.start(channelId, 'audio')}>
            <CallOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Start video call">
        <span>
          <IconButton aria-label="Start video call" disabled={disabled} onClick={() => void controller.start(channelId, 'video')}>
            <VideocamOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
