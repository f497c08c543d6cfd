import type { Logger } from 'pino';
import type { z } from 'zod';
import type { IceConfiguration } from '../../../domain/chat/events';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';
import { AppError, forbidden } from '../../platform/http/errors';
import { clientEvent } from '../../platform/realtime/clientEvent';
import { userRoom, type AppSocket, type Realtime } from '../../platform/realtime/realtime';
import type { ChatActor } from '../chat';
import { callIdSchema, callInitiateSchema, callInviteSchema, firstIssue, webrtcCandidateSchema, webrtcDescriptionSchema } from './calls.schemas';
import { callIdOfUserRoom, callRoom, callUserRoom } from './callRooms';
import { createCallsService, type CallsService } from './calls.service';

export interface CallSocketOptions {
  realtime: Realtime;
  db: Db;
  logger: Logger;
  iceServers?: IceConfiguration['iceServers'];
  /** Spec: 30 s; shorter in tests. */
  ringTimeoutMs?: number;
  sweepIntervalMs?: number;
  orphanGraceMs?: number;
}

function actorOf(user: SessionUser | undefined): ChatActor {
  if (!user?.organizationId || user.role === 'super_admin') throw forbidden('Calls are only available to members of an organization');
  return { userId: user.id, organizationId: user.organizationId, name: user.name, email: user.email, role: user.role };
}

class InvalidPayload extends AppError {
  constructor(message: string) {
    super(400, 'VALIDATION_FAILED', message);
  }
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new InvalidPayload(firstIssue(parsed.error));
  return parsed.data;
}

/**
 * The call events of every authenticated socket (spec 7): accept, reject, leave, end and
 * invite are acknowledged with `{ ok, data }` or `{ ok: false, message }`; WebRTC signals
 * are relayed to the other participant's sockets, or dropped.
 */
export function registerCallSocket(options: CallSocketOptions): { service: CallsService; close(): Promise<void> } {
  const { realtime, logger } = options;
  const service = createCallsService(options);
  // Leaves started by closing sockets; shutting down waits for them before the database goes.
  const pendingLeaves = new Set<Promise<void>>();

  realtime.onConnection((socket: AppSocket) => {
    // Signals of one socket are relayed in the order they came: an ICE candidate never overtakes its offer.
    let signalQueue: Promise<void> = Promise.resolve();

    const respond = (sent: unknown, ack: unknown, work: (payload: unknown) => Promise<unknown>) => {
      const { payload, reply } = clientEvent(sent, ack);
      work(payload).then(
        (data) => reply({ ok: true, data }),
        (error: unknown) => {
          if (error instanceof AppError) return reply({ ok: false, message: error.message });
          logger.error({ err: error, userId: socket.data.user?.id }, 'call event failed');
          reply({ ok: false, message: 'Something went wrong' });
        },
      );
    };

    // The socket (the tab) that is in a call joins the call's room, and a room of its own for
    // that call; another tab of the same user joining the call takes that one over.
    const enter = (callId: string) => {
      const mine = callUserRoom(callId, socket.data.user.id);
      // On every node; with Redis this round-trips, so this socket is excluded rather than re-joined after.
      realtime.io.in(mine).except(socket.id).socketsLeave(mine);
      void socket.join([callRoom(callId), mine]);
    };
    const exit = (callId: string) => {
      void socket.leave(callRoom(callId));
      void socket.leave(callUserRoom(callId, socket.data.user.id));
    };

    socket.on('call_initiate', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        const result = await service.initiate(actorOf(socket.data.user), parse(callInitiateSchema, payload));
        enter(result.callId);
        return result;
      }),
    );
    socket.on('call_accept', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        const result = await service.accept(actorOf(socket.data.user), parse(callIdSchema, payload).callId);
        enter(result.callId);
        return result;
      }),
    );
    socket.on('call_reject', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        await service.reject(actorOf(socket.data.user), parse(callIdSchema, payload).callId);
        return undefined;
      }),
    );
    socket.on('call_leave', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        const { callId } = parse(callIdSchema, payload);
        exit(callId);
        await service.leave(actorOf(socket.data.user), callId);
        return undefined;
      }),
    );
    socket.on('call_end', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        const { callId } = parse(callIdSchema, payload);
        await service.end(actorOf(socket.data.user), callId);
        exit(callId);
        return undefined;
      }),
    );
    socket.on('call_invite', (sent, ack) =>
      respond(sent, ack, async (payload) => {
        await service.invite(actorOf(socket.data.user), parse(callInviteSchema, payload));
        return undefined;
      }),
    );

    const relay = (event: 'webrtc_offer' | 'webrtc_answer' | 'webrtc_ice_candidate', payload: unknown) => {
      signalQueue = signalQueue.then(async () => {
        try {
          const user = socket.data.user;
          if (!user?.organizationId) return;
          const actor = actorOf(user);
          if (event === 'webrtc_ice_candidate') {
            const parsed = webrtcCandidateSchema.safeParse(payload);
            if (!parsed.success) return logger.debug({ userId: user.id, event }, 'invalid webrtc signal dropped');
            const { callId, to, candidate } = parsed.data;
            if (!(await service.canSignal(actor, callId, to, 'candidate'))) return logger.debug({ userId: user.id, callId, to, event }, 'webrtc signal dropped');
            realtime.io.to(userRoom(to)).emit('webrtc_ice_candidate', { callId, from: actor.userId, candidate });
            return;
          }
          const parsed = webrtcDescriptionSchema.safeParse(payload);
          if (!parsed.success) return logger.debug({ userId: user.id, event }, 'invalid webrtc signal dropped');
          const { callId, to, sdp } = parsed.data;
          if (!(await service.canSignal(actor, callId, to, event === 'webrtc_offer' ? 'offer' : 'answer'))) {
            return logger.debug({ userId: user.id, callId, to, event }, 'webrtc signal dropped');
          }
          realtime.io.to(userRoom(to)).emit(event, { callId, from: actor.userId, sdp });
        } catch (error) {
          logger.warn({ err: error, userId: socket.data.user?.id, event }, 'webrtc signal failed');
        }
      });
    };
    socket.on('webrtc_offer', (payload) => relay('webrtc_offer', payload));
    socket.on('webrtc_answer', (payload) => relay('webrtc_answer', payload));
    socket.on('webrtc_ice_candidate', (payload) => relay('webrtc_ice_candidate', payload));

    // A tab that goes away leaves the calls it is in (the database says whether it still is).
    // Not when the server drops it (shutting down, or a forced sign-out): nothing may be sent
    // from a closing node; the page sends call_leave when it reconnects elsewhere, and the
    // periodic sweep takes out whoever never comes back.
    socket.on('disconnecting', (reason) => {
      const user = socket.data.user;
      if (!user?.organizationId || reason === 'server namespace disconnect' || reason === 'server shutting down') return;
      const organizationId = user.organizationId;
      for (const room of socket.rooms) {
        const callId = callIdOfUserRoom(room, user.id);
        if (!callId) continue;
        const leaving = service
          .leaveAs(user.id, organizationId, callId)
          .catch((error: unknown) => {
            if (!(error instanceof AppError)) logger.error({ err: error, userId: user.id, callId }, 'leaving a call on disconnect failed');
          })
          .finally(() => pendingLeaves.delete(leaving));
        pendingLeaves.add(leaving);
      }
    });
  });

  return {
    service,
    async close() {
      await Promise.allSettled([...pendingLeaves]);
      service.close();
    },
  };
}
