import type { Logger } from 'pino';
import type { z } from 'zod';
import { deleteMessageSchema, editMessageSchema, reactionInputSchema, readChannelSchema, typingSchema } from '../../../domain/chat/chat';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { clientEvent, type AckResult } from '../../platform/realtime/clientEvent';
import { channelRoom, type AppSocket, type Realtime } from '../../platform/realtime/realtime';
import { channelIdsOf, type ChatActor } from './channelAccess';
import { socketActor } from './chatRules';
import type { MessagesService } from './messages.service';

/** As the HTTP error handler says it: PostgreSQL refuses NUL and unencodable characters in text. */
function isUnstorableText(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return code === '22021' || code === '22P05';
}

/** The first problem of a payload, named by field as the HTTP API names it. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The chat socket protocol (spec 7): every client event is validated with the domain's
 * schema, runs the same service function as its HTTP twin and answers through its ack.
 * A socket is in its user room (realtime does that) and the rooms of its conversations;
 * there is no client 'join' event, so a non-member never hears a conversation.
 */
export function registerChatSocket(deps: { realtime: Realtime; messages: MessagesService; db: Db; logger: Logger }): void {
  const { realtime, messages, db, logger } = deps;

  realtime.onConnection(async (socket: AppSocket) => {
    const typingIn = new Set<string>();
    // One socket's sends are stored and emitted in the order it sent them, even though
    // each is an async transaction that could otherwise overtake the previous one.
    let sends: Promise<unknown> = Promise.resolve();

    const run = async (reply: (result: AckResult) => void, work: (actor: ChatActor) => Promise<unknown>) => {
      try {
        // The organisation is read from the session on every event, never from the payload.
        const data = await work(socketActor(socket.data.user));
        reply({ ok: true, data });
      } catch (error) {
        if (error instanceof AppError) return reply({ ok: false, message: error.message });
        if (isUnstorableText(error)) return reply({ ok: false, message: 'The request contains characters that are not allowed' });
        logger.error({ err: error, userId: socket.data.user?.id }, 'chat socket event failed');
        reply({ ok: false, message: 'Something went wrong' });
      }
    };

    /** A client event with a payload schema: garbage is answered, never thrown. */
    const handle = <S extends z.ZodType>(schema: S, work: (actor: ChatActor, input: z.infer<S>) => Promise<unknown>) => {
      return (sent: unknown, ack: unknown) => {
        const { payload, reply } = clientEvent(sent, ack);
        const parsed = schema.safeParse(payload ?? {});
        if (!parsed.success) return Promise.resolve(reply({ ok: false, message: problemOf(parsed.error) }));
        return run(reply, (actor) => work(actor, parsed.data));
      };
    };

    const stopTyping = (channelId: string) => {
      if (!typingIn.delete(channelId)) return;
      socket.to(channelRoom(channelId)).emit('user_stopped_typing', { userId: socket.data.user.id, channelId });
    };

    // Every listener is registered before the first await: socket.io drops events that arrive before their listener.
    socket.on('send_message', (sent: unknown, ack: unknown) => {
      const { payload, reply } = clientEvent(sent, ack);
      const channelId = (payload as { channelId?: unknown } | null)?.channelId;
      sends = sends.then(() =>
        run(reply, async (actor) => {
          // The service validates the whole payload (sendMessageSchema) and answers a 400 text.
          const message = await messages.send(actor, payload);
          if (typeof channelId === 'string') stopTyping(channelId);
          return message;
        }),
      );
    });
    socket.on('edit_message', handle(editMessageSchema, (actor, input) => messages.edit(actor, input.messageId, input)));
    socket.on('delete_message', handle(deleteMessageSchema, (actor, input) => messages.remove(actor, input.messageId)));
    socket.on('add_reaction', handle(reactionInputSchema, (actor, input) => messages.react(actor, input.messageId, input.emoji)));
    socket.on(
      'msg_read',
      handle(readChannelSchema, async (actor, input) => {
        await messages.read(actor, input.channelId);
        return undefined;
      }),
    );

    // Typing is never stored: it goes only to the other sockets of a room this socket is in.
    socket.on('typing', (payload: unknown) => {
      const parsed = typingSchema.safeParse(payload ?? {});
      if (!parsed.success || !socket.data.user?.organizationId) return;
      const room = channelRoom(parsed.data.channelId);
      if (!socket.rooms.has(room)) return;
      typingIn.add(parsed.data.channelId);
      socket.to(room).emit('user_typing', { userId: socket.data.user.id, channelId: parsed.data.channelId, name: socket.data.user.name });
    });
    socket.on('stop_typing', (payload: unknown) => {
      const parsed = typingSchema.safeParse(payload ?? {});
      if (parsed.success) stopTyping(parsed.data.channelId);
    });
    // 'disconnecting', not 'disconnect': the socket is still in its rooms, so the others hear it stop.
    socket.on('disconnecting', () => {
      for (const channelId of [...typingIn]) stopTyping(channelId);
    });

    const user = socket.data.user;
    if (!user?.organizationId || user.role === 'super_admin') return;
    const channelIds = await channelIdsOf(db, user.id);
    if (socket.connected && channelIds.length > 0) await socket.join(channelIds.map(channelRoom));
  });
}
