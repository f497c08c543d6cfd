import type { CallType } from '../../../domain/chat/chat';
import type { ActiveCall, CallDependencies } from './callTypes';
import type { MediaState } from './meshPeer';

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export interface AcquiredMedia {
  stream: MediaStream | null;
  /** Why the camera or microphone is missing, if it is. */
  error: string | null;
}

/** The microphone, and the camera for a video call; whatever works of the two. */
export async function acquireMedia(getUserMedia: CallDependencies['getUserMedia'], type: CallType): Promise<AcquiredMedia> {
  try {
    return { stream: await getUserMedia({ audio: true, video: type === 'video' }), error: null };
  } catch {
    if (type === 'video') {
      try {
        return { stream: await getUserMedia({ audio: true, video: false }), error: 'Your camera is not available: you joined with audio only.' };
      } catch {
        // Neither: listen only.
      }
    }
    return { stream: null, error: 'Your microphone and camera are not available: others cannot hear or see you.' };
  }
}

export interface LocalMediaContext {
  deps(): CallDependencies;
  call(): ActiveCall | null;
  updateCall(patch: Partial<ActiveCall>): void;
  /** Sends this video (the camera, the screen, or nothing) to every peer instead of the current one. */
  replaceVideo(track: MediaStreamTrack | null): Promise<void>;
  /** Tells every peer what this tab now sends. */
  broadcastMediaState(): void;
}

/** This tab's microphone, camera and shared screen during a call. */
export class LocalMedia {
  private cameraTrack: MediaStreamTrack | null = null;
  private screenStream: MediaStream | null = null;

  constructor(private readonly context: LocalMediaContext) {}

  /** Takes the camera of a stream just acquired; returns it (null for none). */
  adopt(stream: MediaStream | null): MediaStreamTrack | null {
    this.cameraTrack = stream?.getVideoTracks()[0] ?? null;
    return this.cameraTrack;
  }

  audioTrack(): MediaStreamTrack | null {
    return this.context.call()?.localStream?.getAudioTracks()[0] ?? null;
  }

  outgoingVideo(): MediaStreamTrack | null {
    return this.screenStream?.getVideoTracks()[0] ?? this.cameraTrack;
  }

  state(): MediaState {
    const call = this.context.call();
    if (!call) return { audio: false, video: false };
    return {
      audio: Boolean(this.audioTrack()) && !call.muted,
      video: call.sharingScreen || (Boolean(this.cameraTrack) && !call.cameraOff),
    };
  }

  toggleMute(): void {
    const call = this.context.call();
    if (!call) return;
    const muted = !call.muted;
    for (const track of call.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.context.updateCall({ muted });
    this.context.broadcastMediaState();
  }

  async toggleCamera(): Promise<void> {
    const call = this.context.call();
    if (!call) return;
    if (!call.cameraOff) {
      if (this.cameraTrack) this.cameraTrack.enabled = false;
      this.context.updateCall({ cameraOff: true, localVersion: call.localVersion + 1 });
      this.context.broadcastMediaState();
      return;
    }
    if (!this.cameraTrack && !(await this.addCamera())) return;
    this.cameraTrack!.enabled = true;
    const current = this.context.call();
    if (!current) return;
    this.context.updateCall({ cameraOff: false, localVideo: this.screenStream ? current.localVideo : this.cameraTrack, localVersion: current.localVersion + 1 });
    this.context.broadcastMediaState();
  }

  /** A voice call, or the camera failed at first: asks for it now; false if there is none. */
  private async addCamera(): Promise<boolean> {
    try {
      const camera = await this.context.deps().getUserMedia({ video: true, audio: false });
      const track = camera.getVideoTracks()[0] ?? null;
      const call = this.context.call();
      if (!track || !call) {
        stopStream(camera);
        return false;
      }
      this.cameraTrack = track;
      const stream = call.localStream ?? new MediaStream();
      stream.addTrack(track);
      this.context.updateCall({ localStream: stream });
      if (!this.screenStream) await this.context.replaceVideo(track);
      return true;
    } catch {
      this.context.deps().notify('Your camera is not available.');
      return false;
    }
  }

  async toggleScreenShare(): Promise<void> {
    if (!this.context.call()) return;
    if (this.screenStream) return this.stopSharing();
    let screen: MediaStream;
    try {
      screen = await this.context.deps().getDisplayMedia();
    } catch {
      return; // Cancelled in the browser's picker, or not allowed.
    }
    const track = screen.getVideoTracks()[0];
    if (!track || !this.context.call()) return stopStream(screen);
    this.screenStream = screen;
    // The browser's own "Stop sharing" button ends the track.
    track.addEventListener('ended', () => void this.stopSharing());
    await this.context.replaceVideo(track);
    const current = this.context.call();
    if (!current) return;
    this.context.updateCall({ sharingScreen: true, localVideo: track, localVersion: current.localVersion + 1 });
    this.context.broadcastMediaState();
  }

  private async stopSharing(): Promise<void> {
    const screen = this.screenStream;
    if (!screen) return;
    this.screenStream = null;
    stopStream(screen);
    const camera = this.cameraTrack;
    await this.context.replaceVideo(camera);
    const current = this.context.call();
    if (!current) return;
    this.context.updateCall({ sharingScreen: false, localVideo: camera, localVersion: current.localVersion + 1 });
    this.context.broadcastMediaState();
  }

  /** Stops every track: the screen, the call's stream and the camera. */
  stop(localStream: MediaStream | null | undefined): void {
    stopStream(this.screenStream);
    this.screenStream = null;
    stopStream(localStream);
    this.cameraTrack?.stop();
    this.cameraTrack = null;
  }
}
