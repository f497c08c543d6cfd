import { useEffect, useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { useSocket } from '../../app/socket';
import { useCurrentUser } from '../../app/session/useSession';
import type { CallSocket } from './callController';
import { useCallController, useCallSnapshot } from './useCall';

// The controller listens from the moment the shell mounts; what it draws loads with the first call.
const CallWindow = lazyComponent(() => import('./CallWindow').then((m) => m.CallWindow));
const IncomingCallDialog = lazyComponent(() => import('./IncomingCallDialog').then((m) => m.IncomingCallDialog));

/** Mounted once in the shell: connects calls to the socket and shows the prompt and the call window. */
export function CallHost() {
  const socket = useSocket();
  const user = useCurrentUser();
  const controller = useCallController();
  const { incoming, call, busy } = useCallSnapshot();
  // Once it has rung, the prompt stays mounted so that it fades out when answered or over.
  const [rang, setRang] = useState(false);
  if (incoming && !rang) setRang(true);
  useEffect(() => {
    if (!socket) return;
    return controller.attach(socket as unknown as CallSocket, { userId: user._id, name: user.name });
  }, [socket, controller, user._id, user.name]);
  // Ringing or starting a call: the window is fetched while media and the server are awaited.
  useEffect(() => {
    if (incoming || busy) void CallWindow.preload();
  }, [incoming, busy]);

  return (
    <>
      {rang && <IncomingCallDialog />}
      {call && <CallWindow />}
    </>
  );
}
