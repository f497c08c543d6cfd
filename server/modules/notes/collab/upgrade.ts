import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import { NOTE_COLLAB_PATH, NOTE_DOCUMENT_MAX_BYTES } from '../../../../domain/notes/notes';

/** Room for a message's own framing (document name, message types, lengths) around a Yjs update. */
const MESSAGE_OVERHEAD_BYTES = 1024;

/**
 * Answers the HTTP server's WebSocket upgrades for NOTE_COLLAB_PATH and hands each socket to
 * Hocuspocus; every other path is left alone for socket.io (whose engine ends upgrades nobody
 * answered after a second: this answers its own at once, so engine.io sees them written to).
 * A frame past the document bound is refused by ws itself (closed with 1009) before it is read.
 */
export function attachCollabSocket(server: HttpServer, hocuspocus: Hocuspocus) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: NOTE_DOCUMENT_MAX_BYTES + MESSAGE_OVERHEAD_BYTES });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) !== NOTE_COLLAB_PATH) return;
    wss.handleUpgrade(request, socket, head, (websocket) => {
      hocuspocus.handleConnection(websocket, request);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    /** New connections are no longer answered (those open stay). */
    stopAccepting() {
      server.off('upgrade', onUpgrade);
    },
    /** Ends the open sockets: their providers reconnect, to this node when it is back or to another. */
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?')[0]!;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
