/** What a client event's acknowledgement carries (the Ack of domain/chat/events): the result, or why there is none. */
export type AckResult = { ok: true; data: unknown } | { ok: false; message: string };

/**
 * A client event's payload, and a way to answer it, from the two arguments socket.io hands a
 * handler. A client that sends only an acknowledgement has it arrive where the payload goes: it is
 * answered all the same, the payload being missing. An acknowledgement that is not a function, or
 * that throws, is the client's own business and never takes the connection down.
 */
export function clientEvent(payload: unknown, ack: unknown): { payload: unknown; reply: (result: AckResult) => void } {
  const [data, callback] = typeof payload === 'function' && ack === undefined ? [undefined, payload] : [payload, ack];
  return {
    payload: data,
    reply(result) {
      if (typeof callback !== 'function') return;
      try {
        (callback as (result: AckResult) => void)(result);
      } catch {
        // Nothing to answer to.
      }
    },
  };
}
