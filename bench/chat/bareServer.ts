import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { presentFresh } from '../../server/modules/chat/messages.presenter';
import { createPlainSender, plainMessageRow } from '../../server/modules/chat/plainSend';
import type { Db } from '../../server/platform/db/database';

/**
 * The baseline of the socket benches (bench/chat, bench/fanout): socket.io alone, rooms and
 * sender from the handshake, every send broadcast to its room as the product presents a
 * message. With `writeTo`, each message is first stored by the product's plain-send statement
 * (the membership check, the insert and the sidebar counters, committed) and nothing else.
 * REDIS_URL puts it on the Redis adapter, as the product.
 */
export async function startBareServer(writeTo?: { db: Db; organizationId: string }) {
  const write = writeTo ? createPlainSender(writeTo.db) : null;
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  if (redis) io.adapter(createAdapter(redis, redis.duplicate()));
  io.on('connection', (socket) => {
    const { channels: rooms, person } = socket.handshake.auth as { channels: string[]; person: { id: string; name: string; email: string } };
    void socket.join(rooms);
    socket.on('send_message', async (payload: { channelId: string; message: string; clientId: string }, ack: (result: unknown) => void) => {
      const actor = { userId: person.id, organizationId: writeTo?.organizationId ?? '', name: person.name, email: person.email, role: 'editor' };
      const input = { channelId: payload.channelId, clientId: payload.clientId, body: payload.message, preview: payload.message.slice(0, 40) };
      const row = write ? await write(actor, input) : plainMessageRow(actor, input, { id: randomUUID(), seq: 0, created_at: new Date() });
      if (!row) return ack({ ok: false, message: 'not stored' });
      // The product's own presenter of a fresh message, so both servers put the same bytes on the wire.
      const message = presentFresh(row, actor, []);
      io.to(payload.channelId).emit('new_message', message);
      ack({ ok: true, data: message });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      io.local.disconnectSockets(true);
      await new Promise((resolve) => io.close(resolve));
      await redis?.quit();
    },
  };
}
