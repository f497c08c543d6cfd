import { lazy, Suspense, useEffect } from 'react';
import { useSocket } from '../../app/socket';
import { useCurrentUser } from '../../app/session/useSession';
import type { CallSocket } from './callController';
import { useCallController } from './useCall';

// The controller listens from the moment the shell mounts; what it draws loads beside the shell.
const CallWindow = lazy(() => import('./CallWindow').then((m) => ({ default: m.CallWindow })));
const IncomingCallDialog = lazy(() => import('./IncomingCallDialog').then((m) => ({ default: m.IncomingCallDialog })));

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
    <Suspense fallback={null}>
      <IncomingCallDialog />
      <CallWindow />
    </Suspense>
  );
}
