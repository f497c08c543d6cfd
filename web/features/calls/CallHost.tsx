import { useEffect } from 'react';
import { useSocket } from '../../app/socket';
import { useCurrentUser } from '../../app/session/useSession';
import type { CallSocket } from './callController';
import { CallWindow } from './CallWindow';
import { IncomingCallDialog } from './IncomingCallDialog';
import { useCallController } from './useCall';

/** Mounted once in the shell: connects calls to the socket and shows the prompt and the call window. */
export function CallHost() {
  const socket = useSocket();
  const user = useCurrentUser();
  const controller = useCallController();
  useEffect(() => {
    if (!socket) return;
    return controller.attach(socket as unknown as CallSocket, { userId: user._id, name: user.name });
  }, [socket, controller, user._id, user.name]);

  return (
    <>
      <IncomingCallDialog />
      <CallWindow />
    </>
  );
}
