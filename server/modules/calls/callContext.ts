import type { IceConfiguration } from '../../../domain/chat/events';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { announceEnded } from './callAnnouncements';
import type { CallRow } from './calls.presenter';
import type { RingTimers } from './ringTimers';

/** What every call action needs: the shared database, the sockets, and this node's ring timers. */
export interface CallsContext {
  db: Db;
  realtime: Realtime;
  ice: IceConfiguration;
  ringTimers: RingTimers;
}

/** The call is over: this node stops its ring timer and everyone hears it. */
export async function callEnded(ctx: CallsContext, call: CallRow): Promise<void> {
  ctx.ringTimers.clear(call.id);
  await announceEnded(ctx.db, ctx.realtime, call);
}

