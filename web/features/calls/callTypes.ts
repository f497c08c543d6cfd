import { toast } from 'react-toastify';
import type { CallType } from '../../../domain/chat/chat';
import type { CallParticipant, CallState } from '../../../domain/chat/events';
import type { LinkRecovery } from './meshPeer';
import { ringtone, type Ringtone } from './ringtone';

/** A socket as far as calls need one (the app's socket, or a fake in tests). */
export interface CallSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off?(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export interface CallDependencies {
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  getDisplayMedia(): Promise<MediaStream>;
  /** An error the user should see (a toast). */
  notify(message: string): void;
  ringtone: Ringtone;
}

export const browserCallDependencies: CallDependencies = {
  createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
  getUserMedia: (constraints) =>
    navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia(constraints)
      : Promise.reject(new Error('This browser gives no access to a camera or microphone')),
  getDisplayMedia: () =>
    navigator.mediaDevices?.getDisplayMedia
      ? navigator.mediaDevices.getDisplayMedia({ video: true, audio: false })
      : Promise.reject(new Error('This browser cannot share the screen')),
  notify: (message) => void toast.error(message),
  ringtone,
};

/** Another participant as a tile shows them. */
export interface PeerView {
  userId: string;
  name: string;
  stream: MediaStream | null;
  /** Changes when the stream's tracks change. */
  version: number;
  /** 'new' until their connection exists; 'connected' once media flows. */
  connectionState: RTCPeerConnectionState;
  audioOn: boolean;
  videoOn: boolean;
  /** Their connection dropped: being brought back (ICE restart), or given up on. */
  recovery: LinkRecovery;
}

export interface ActiveCall {
  callId: string;
  channelId: string;
  type: CallType;
  initiator: CallParticipant;
  /** Everyone in the call, this user included, in join order. */
  participants: CallParticipant[];
  localStream: MediaStream | null;
  /** What this tab shows as its own picture: the camera, or the shared screen. */
  localVideo: MediaStreamTrack | null;
  localVersion: number;
  muted: boolean;
  cameraOff: boolean;
  sharingScreen: boolean;
  /** Why the camera or microphone is missing, if it is. */
  mediaError: string | null;
  peers: PeerView[];
  /** People asked into the call who have not answered yet (tiles say 'Ringing…'). */
  ringing: CallParticipant[];
  /** When the first peer connection came up (the call timer starts there). */
  connectedAt: number | null;
}

export interface CallSnapshot {
  /** The ringing prompt. */
  incoming: CallState | null;
  /** The call this tab is in (its window). */
  call: ActiveCall | null;
  /** Starting or accepting: waiting for media and the server. */
  busy: boolean;
}

export function capitalisedCallType(type: CallType): string {
  return type === 'video' ? 'Video' : 'Audio';
}
