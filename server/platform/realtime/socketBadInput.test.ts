import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../domain/chat/chat';
import { CHAT_CLIENT_EVENTS, type ChatClientToServerEvents } from '../../../domain/chat/events';
import { chatApi, chatOrganization, clientId, joined, listen, openSocket } from '../../modules/chat/test/chatKit';
import { createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { AckResult } from './clientEvent';

/**
 * Every client-to-server socket event (CHAT_CLIENT_EVENTS, so a new one is walked without anyone
 * adding it) fed garbage (DESIGN.md, Security habits; issue 13 'Make it stay closed'): whole
 * payloads that are not objects, huge, or carry `__proto__`; each field of a valid payload
 * replaced by a wrong type, a huge string or a bad id; each field left out; sent with an
 * acknowledgement, without one, and with one that is not a function. The socket stays connected,
 * every acknowledged event answers `{ ok: false, message }` (never 'Something went wrong'), the
 * server logs no warning or error, and afterwards a valid send_message still works.
 */

type Event = keyof ChatClientToServerEvents;
type Payload<E extends Event> = Parameters<ChatClientToServerEvents[E]>[0];
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** The fields the protocol lets a client leave out: only without these may a payload still be good. */
const OPTIONAL_FIELDS: { [E in Event]?: readonly OptionalKeys<Payload<E>>[] } = {
  send_message: ['mentions', 'attachmentIds', 'parentMessageId'],
  edit_message: ['mentions'],
};

// Socket.io closes a connection whose message passes maxHttpBufferSize (1 MB) by design: the huge
// strings stay under it, so what is tested is the handlers, not the transport's limit.
const HUGE = 'x'.repeat(200_000);
const PROTO = JSON.parse('{"__proto__":{"polluted":true}}') as object;
const CONSTRUCTOR = { constructor: { prototype: { polluted: true } } };
const deep = (depth: number): unknown => (depth === 0 ? [] : [deep(depth - 1)]);

/** Whole payloads: none of them is a valid payload of any event. */
const GARBAGE: unknown[] = [null, undefined, 0, -1, 2 ** 53, Number.NaN, true, '', 'text', HUGE, [], [null], ['x', 1], deep(500), {}, PROTO, CONSTRUCTOR, Buffer.from('binary')];
/** Field values of the wrong type or size for every field of the protocol. */
const WRONG_VALUES: unknown[] = [null, 12_345, 2 ** 53, true, {}, [[]], HUGE, PROTO];
/** Answers come in milliseconds; one that has not come in this long is not coming. */
const ACK_TIMEOUT_MS = 1000;

const show = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string' && value.length > 40) return `'x' × ${value.length}`;
  if (Buffer.isBuffer(value)) return 'a Buffer';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

interface Case {
  what: string;
  args: unknown[];
  /** The payload is bad: an acknowledged event must answer ok: false. */
  bad: boolean;
}

let t: TestApp;
let url: string;
const logged: { level: number; msg?: string; err?: unknown }[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  // The server's warnings and errors, kept: a handler that threw where it should have answered logs one.
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  t = await createTestApp({ logger });
  url = await listen(t.app);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await t?.close();
});

describe('garbage on every client socket event', () => {
  it('is answered, never thrown: the socket stays, nothing is logged, and a valid send still works', async () => {
    const api = chatApi(t.app);
    const { members, tokens } = await chatOrganization(t.db, ['owner', 'admin', 'editor']);
    const channel = await api.create(tokens.owner, { channelType: 'group', name: 'Garbage', members: [members.admin.id, members.editor.id] });
    const message = await api.send(tokens.owner, channel._id, 'to edit, react to and delete');
    // Another organisation's ids, which must be as unknown here as random ones.
    const other = await chatOrganization(t.db, ['owner']);
    const theirChannel = (await api.channels(other.tokens.owner))[0]!;
    const theirMessage = await api.send(other.tokens.owner, theirChannel._id, 'not yours');
    const badIds = [randomUUID(), 'not-an-id', theirChannel._id, theirMessage._id, other.members.owner.id];

    const callId = randomUUID();
    const valid = (): { [E in Event]: Payload<E> } => ({
      send_message: { channelId: channel._id, message: 'hello', clientId: clientId(), mentions: [members.admin.id], attachmentIds: [], parentMessageId: message._id },
      edit_message: { messageId: message._id, message: 'edited', mentions: [] },
      delete_message: { messageId: message._id },
      add_reaction: { messageId: message._id, emoji: '👍' },
      msg_read: { channelId: channel._id },
      typing: { channelId: channel._id },
      stop_typing: { channelId: channel._id },
      set_status: { status: 'busy' },
      call_initiate: { channelId: channel._id, type: 'audio' },
      call_accept: { callId },
      call_reject: { callId },
      call_leave: { callId },
      call_end: { callId },
      call_invite: { callId, userId: members.admin.id },
      webrtc_offer: { callId, to: members.admin.id, sdp: { type: 'offer', sdp: 'v=0' } },
      webrtc_answer: { callId, to: members.admin.id, sdp: { type: 'answer', sdp: 'v=0' } },
      webrtc_ice_candidate: { callId, to: members.admin.id, candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 } },
    });

    const ids = new Set([channel._id, message._id, members.admin.id, callId]);
    const casesOf = (event: Event): Case[] => {
      const cases: Case[] = GARBAGE.map((payload) => ({ what: `payload ${show(payload)}`, args: [payload], bad: true }));
      cases.push({ what: 'no payload at all', args: [], bad: true });
      // A fresh valid payload per case: a send that repeats a stored clientId is a retry, answered with the stored message.
      const template = () => valid()[event] as Record<string, unknown>;
      for (const [key, good] of Object.entries(template())) {
        for (const value of [...WRONG_VALUES, ...(ids.has(good as string) ? badIds : [])]) {
          cases.push({ what: `${key}: ${show(value)}`, args: [{ ...template(), [key]: value }], bad: true });
        }
        const rest = template();
        delete rest[key];
        const optional = (OPTIONAL_FIELDS[event] as readonly string[] | undefined)?.includes(key) ?? false;
        cases.push({ what: `${key} left out`, args: [rest], bad: !optional });
      }
      return cases;
    };

    /** Sends every case of the event on the socket; returns what went wrong, one line a case. */
    const walk = async (socket: Socket, who: string, event: Event): Promise<string[]> => {
      const problems: string[] = [];
      for (const { what, args, bad } of casesOf(event)) {
        socket.emit(event, ...(args as [never]));
        socket.emit(event, ...(args as [never]), 'not a function');
        if (CHAT_CLIENT_EVENTS[event] !== 'ack') continue;
        let answer: AckResult | undefined;
        try {
          answer = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...(args as [never]))) as AckResult;
        } catch {
          problems.push(`${who} ${event} ${what}: no acknowledgement within ${ACK_TIMEOUT_MS} ms`);
          continue;
        }
        const wellFormed = typeof answer === 'object' && answer !== null && (answer.ok === true || (answer.ok === false && typeof answer.message === 'string' && answer.message.length > 0));
        if (!wellFormed) problems.push(`${who} ${event} ${what}: answered ${show(answer)}`);
        else if (!answer.ok && answer.message === 'Something went wrong') problems.push(`${who} ${event} ${what}: failed inside (${answer.message})`);
        else if (bad && answer.ok) problems.push(`${who} ${event} ${what}: accepted`);
      }
      if (!socket.connected) problems.push(`${who} ${event}: the socket was disconnected`);
      return problems;
    };

    const owner = await openSocket(url, tokens.owner);
    await joined(t.realtime, owner, channel._id);
    const superAdmin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    const platform = await openSocket(url, await tokenFor(t.db, superAdmin));
    const disconnects: string[] = [];
    owner.on('disconnect', (reason) => disconnects.push(`owner: ${reason}`));
    platform.on('disconnect', (reason) => disconnects.push(`super admin: ${reason}`));

    const problems: string[] = [];
    const events = Object.keys(CHAT_CLIENT_EVENTS) as Event[];
    for (const event of events) {
      problems.push(...(await walk(owner, 'owner', event)));
      // The platform administrator belongs to no organisation: every chat and call event is refused, and answered.
      problems.push(...(await walk(platform, 'super admin', event)));
    }

    // The garbage sent without an acknowledgement has been handled too: a round trip after it on the same socket.
    const sent = (await owner.timeout(5000).emitWithAck('send_message', { channelId: channel._id, message: 'still here', clientId: clientId() })) as AckResult;
    expect(sent, 'a valid send_message after the garbage').toMatchObject({ ok: true, data: { message: 'still here' } });
    expect((sent as { data: Message }).data.channelId).toBe(channel._id);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(disconnects, 'sockets the server disconnected').toEqual([]);
    for (const socket of [owner, platform]) socket.off('disconnect').close();
    expect(problems, `${problems.length} problems:\n${problems.join('\n')}`).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted, 'nothing reached Object.prototype').toBeUndefined();
    expect(unhandled, 'unhandled rejections or exceptions').toEqual([]);
    expect(logged.map((entry) => `${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg ?? ''} ${JSON.stringify(entry.err ?? '').slice(0, 300)}`), 'what the server logged').toEqual([]);
  }, 120_000);
});
