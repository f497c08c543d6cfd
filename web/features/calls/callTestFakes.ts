import { vi } from 'vitest';
import type { CallState } from '../../../domain/chat/events';
import { CallController, type CallDependencies, type CallSocket } from './callController';

/** Stand-ins for the browser's media and WebRTC, so jsdom tests never touch either. */

export class FakeTrack {
  enabled = true;
  readonly stop = vi.fn();
  readonly addEventListener = vi.fn();
  constructor(readonly kind: 'audio' | 'video') {}
}

export class FakeStream {
  constructor(private tracks: FakeTrack[]) {}
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
}

interface FakeTransceiver {
  direction: string;
  receiver: { track: { kind: string } };
  sender: { track: unknown; replaceTrack: (track: unknown) => Promise<void>; setStreams: () => void };
}

export class FakePeer {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp?: string } | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): unknown } | null }) => void) | null = null;
  ontrack: ((event: { track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  readonly candidates: unknown[] = [];
  closed = false;

  constructor(readonly configuration: RTCConfiguration) {}

  createDataChannel() {
    return { readyState: 'connecting', send: vi.fn(), close: vi.fn(), onopen: null, onmessage: null };
  }

  addTransceiver(trackOrKind: FakeTrack | string, init: { direction: string }) {
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    const transceiver: FakeTransceiver = {
      direction: init.direction,
      receiver: { track: { kind } },
      sender: {
        track: typeof trackOrKind === 'string' ? null : trackOrKind,
        replaceTrack: async (track) => {
          transceiver.sender.track = track;
        },
        setStreams: () => undefined,
      },
    };
    this.transceivers.push(transceiver);
    return transceiver;
  }

  getTransceivers() {
    return this.transceivers;
  }

  /** The options of each createOffer: an ICE restart asks for { iceRestart: true }. */
  readonly offerOptions: (RTCOfferOptions | undefined)[] = [];
  readonly restartIce = vi.fn();

  async createOffer(options?: RTCOfferOptions) {
    this.offerOptions.push(options);
    return { type: 'offer', sdp: 'fake offer' };
  }

  async createAnswer() {
    return { type: 'answer', sdp: 'fake answer' };
  }

  async setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }

  async setRemoteDescription(description: { type: string; sdp?: string }) {
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      if (this.transceivers.length === 0) {
        this.addTransceiver('audio', { direction: 'recvonly' });
        this.addTransceiver('video', { direction: 'recvonly' });
      }
    } else {
      this.signalingState = 'stable';
    }
  }

  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }

  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }

  /** What the browser does when ICE and DTLS come up (or fail). */
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

type Listener = (...args: never[]) => void;

/** A socket that records what the page emits and lets the test play the server. */
export class FakeSocket implements CallSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly emitted: { event: string; payload: unknown; ack?: (result: unknown) => void }[] = [];

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, payload?: unknown, ack?: (result: unknown) => void) {
    this.emitted.push({ event, payload, ack });
  }

  /** The server sends an event. */
  serve(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }

  last(event: string) {
    return [...this.emitted].reverse().find((entry) => entry.event === event);
  }

  events() {
    return this.emitted.map((entry) => entry.event);
  }
}

/**
 * socket.io-client for vi.mock: each io() hands out a new FakeSocket and adds it to `sockets`,
 * the last being the app's, so a test plays the server through it:
 * `vi.mock('socket.io-client', async () => (await import('./callTestFakes')).fakeSocketIoModule(state.sockets))`.
 */
export function fakeSocketIoModule(sockets: FakeSocket[]) {
  return {
    io: () => {
      const socket = Object.assign(new FakeSocket(), { disconnect: () => undefined, connected: true });
      sockets.push(socket);
      return socket;
    },
  };
}

export function fakeDependencies(options: { media?: 'ok' | 'no-camera' | 'none' } = {}) {
  const peers: FakePeer[] = [];
  const streams: FakeStream[] = [];
  const ringtoneFake = { play: vi.fn<(kind: 'incoming' | 'outgoing') => void>(), stop: vi.fn<() => void>() };
  const deps: CallDependencies & { ringtone: typeof ringtoneFake } = {
    createPeerConnection: (configuration) => {
      const peer = new FakePeer(configuration);
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) => {
      const media = options.media ?? 'ok';
      if (media === 'none' || (media === 'no-camera' && constraints.video)) throw new Error('NotAllowedError');
      const stream = new FakeStream([...(constraints.audio ? [new FakeTrack('audio')] : []), ...(constraints.video ? [new FakeTrack('video')] : [])]);
      streams.push(stream);
      return stream as unknown as MediaStream;
    }),
    getDisplayMedia: vi.fn(async () => new FakeStream([new FakeTrack('video')]) as unknown as MediaStream),
    notify: vi.fn(),
    ringtone: ringtoneFake,
  };
  return { deps, peers, streams };
}

export const ME = { userId: 'user-owner', name: 'Ada Lovelace' };
export const GRACE = { userId: 'user-grace', name: 'Grace Hopper' };
export const ALAN = { userId: 'user-alan', name: 'Alan Turing' };

export function callState(overrides: Partial<CallState> = {}): CallState {
  return {
    callId: 'call-1',
    channelId: 'channel-1',
    type: 'video',
    initiator: GRACE,
    participants: [GRACE],
    ringing: [],
    startedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A controller on a fake socket with fake media, signed in as ME. */
export function controllerWithFakes(options: { media?: 'ok' | 'no-camera' | 'none' } = {}) {
  const fakes = fakeDependencies(options);
  const controller = new CallController(fakes.deps);
  const socket = new FakeSocket();
  const detach = controller.attach(socket, ME);
  return { controller, socket, detach, ...fakes };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
