import type { Platform } from '../../platform/modules';
import { registerCallSocket } from './calls.socket';

/** Voice and video calls: signalling over the socket only (no routes), ICE servers from ICE_SERVERS. */
export function startCalls(deps: Pick<Platform, 'db' | 'realtime' | 'logger' | 'config' | 'onClose'>): void {
  const callSocket = registerCallSocket({ realtime: deps.realtime, db: deps.db, logger: deps.logger, iceServers: deps.config.ICE_SERVERS });
  deps.onClose(() => callSocket.close());
}
