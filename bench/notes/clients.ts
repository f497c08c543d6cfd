/**
 * bench/notes' load: real Hocuspocus providers in a process of their own (forked by notes.ts), so
 * the clients never share the servers' event loop. Two plans: 'typing' (every client types into
 * one note and every other client's document is watched for each keystroke) and 'open' (one
 * client per note on many notes, held open until told to close, while the server is measured).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { NOTE_FRAGMENT } from '../../domain/notes/notes';

export interface TypingPlan {
  kind: 'typing';
  url: string;
  documentName: string;
  tokens: string[];
  charsPerSecond: number;
  warmupMs: number;
  durationMs: number;
}
export interface OpenPlan {
  kind: 'open';
  url: string;
  documents: { name: string; token: string }[];
}
export type ClientPlan = TypingPlan | OpenPlan;

export interface TypingReport {
  /** Keystroke to another client's document, one sample per (keystroke, receiver). */
  latencies: number[];
  keystrokes: number;
  expectedDeliveries: number;
  elapsedMs: number;
}

const TAG = (index: number) => `#${String(index).padStart(3, '0')} `;

function connect(url: string, name: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token });
  provider.attach();
  const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()));
  return {
    doc,
    synced,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runTyping(plan: TypingPlan): Promise<TypingReport> {
  const clients = plan.tokens.map((token) => connect(plan.url, plan.documentName, token));
  await Promise.all(clients.map((client) => client.synced));
  // Each client writes in a paragraph of its own, tagged with its number.
  const own = clients.map((client, index) => {
    const text = new Y.XmlText(TAG(index));
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [text]);
    const fragment = client.doc.getXmlFragment(NOTE_FRAGMENT);
    fragment.insert(fragment.length, [paragraph]);
    return text;
  });
  const tagLength = TAG(0).length;
  /** sentAt[writer][k]: when writer typed its k-th character. */
  const sentAt: number[][] = clients.map(() => []);
  const latencies: number[] = [];
  let measuring = false;

  // Every client watches the others' paragraphs grow; each new character is one delivery.
  clients.forEach((client, receiver) => {
    const texts = new Map<number, Y.XmlText>();
    const seen = new Map<number, number>();
    const fragment = client.doc.getXmlFragment(NOTE_FRAGMENT);
    client.doc.on('afterTransaction', () => {
      const now = performance.now();
      if (texts.size < clients.length - 1) {
        for (const paragraph of fragment.toArray()) {
          const text = (paragraph as Y.XmlElement).firstChild as Y.XmlText | null;
          const tag = text?.toString().slice(0, tagLength);
          const writer = tag?.startsWith('#') ? Number(tag.slice(1)) : NaN;
          if (text && Number.isInteger(writer) && writer !== receiver && !texts.has(writer)) texts.set(writer, text);
        }
      }
      for (const [writer, text] of texts) {
        const typed = text.length - tagLength;
        const before = seen.get(writer) ?? 0;
        if (typed <= before) continue;
        seen.set(writer, typed);
        if (!measuring) continue;
        for (let k = before; k < typed; k++) {
          const sent = sentAt[writer]![k];
          if (sent !== undefined && !Number.isNaN(sent)) latencies.push(now - sent);
        }
      }
    });
  });

  const intervalMs = 1000 / plan.charsPerSecond;
  let keystrokes = 0;
  const timers = own.map((text, writer) =>
    setInterval(() => {
      sentAt[writer]!.push(performance.now());
      text.insert(text.length, 'a');
      if (measuring) keystrokes++;
    }, intervalMs),
  );
  await sleep(plan.warmupMs);
  // Only keystrokes typed while measuring count: those of the warm-up are forgotten.
  for (const times of sentAt) times.fill(NaN);
  measuring = true;
  const started = performance.now();
  await sleep(plan.durationMs);
  for (const timer of timers) clearInterval(timer);
  const elapsedMs = performance.now() - started;
  // Let the last keystrokes arrive.
  await sleep(1000);
  measuring = false;
  for (const client of clients) client.close();
  return { latencies, keystrokes, expectedDeliveries: keystrokes * (clients.length - 1), elapsedMs };
}

async function runOpen(plan: OpenPlan): Promise<void> {
  const clients = plan.documents.map(({ name, token }) => connect(plan.url, name, token));
  await Promise.all(clients.map((client) => client.synced));
  await sendToParent({ opened: clients.length });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  for (const client of clients) client.close();
}

/** Resolves once the message is handed to the parent: disconnecting earlier could drop a large report. */
const sendToParent = (message: unknown) => new Promise<void>((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));

process.once('message', (plan: ClientPlan) => {
  const run = plan.kind === 'typing' ? runTyping(plan).then(sendToParent) : runOpen(plan);
  run
    .then(() => process.disconnect())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
