import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePeer } from './callTestFakes';
import { DISCONNECTED_GRACE_MS, ICE_RESTART_ATTEMPTS, ICE_RESTART_TIMEOUT_MS, PeerLink, sdpSessionId } from './meshPeer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

/** One link of the mesh on a fake peer connection; `offering` makes it the side that made the first offer. */
async function link(offering: boolean) {
  const peer = new FakePeer({});
  const signal = { offer: vi.fn(), answer: vi.fn(), candidate: vi.fn() };
  const onChange = vi.fn();
  const peerLink = new PeerLink({
    userId: 'user-grace',
    peer: peer as unknown as RTCPeerConnection,
    localTracks: () => ({ audio: null, video: null, stream: null }),
    mediaState: () => ({ audio: true, video: false }),
    signal,
    onChange,
  });
  if (offering) {
    await peerLink.offer();
    await peerLink.acceptAnswer({ type: 'answer', sdp: 'v=0\r\no=- 77 1 IN IP4 127.0.0.1\r\n' });
  } else {
    await peerLink.acceptOffer({ type: 'offer', sdp: 'v=0\r\no=- 42 1 IN IP4 127.0.0.1\r\n' });
  }
  peer.becomes('connected');
  signal.offer.mockClear();
  signal.answer.mockClear();
  return { peer, signal, onChange, link: peerLink };
}

const restartOffers = (peer: FakePeer) => peer.offerOptions.filter((options) => options?.iceRestart === true).length;

describe('ICE restart', () => {
  it('restarts ICE from the side that offered when the connection fails, and is fine again once connected', async () => {
    const { peer, signal, onChange, link: peerLink } = await link(true);
    peer.becomes('failed');
    await settle();
    expect(peerLink.recovery).toBe('reconnecting');
    expect(onChange).toHaveBeenCalled();
    expect(peer.restartIce).toHaveBeenCalledTimes(1);
    expect(restartOffers(peer)).toBe(1);
    // Over the usual signalling: a new offer the other side answers.
    expect(signal.offer).toHaveBeenCalledWith({ type: 'offer', sdp: 'fake offer' });
    expect(peer.signalingState).toBe('have-local-offer');
    await peerLink.acceptAnswer({ type: 'answer', sdp: 'v=0\r\no=- 77 2 IN IP4 127.0.0.1\r\n' });
    peer.becomes('connected');
    expect(peerLink.recovery).toBeNull();
    // Nothing more is tried once it is back.
    await vi.advanceTimersByTimeAsync(ICE_RESTART_TIMEOUT_MS * 2);
    expect(restartOffers(peer)).toBe(1);
  });

  it('waits out a short disconnection, and restarts after one that lasts', async () => {
    const { peer, link: peerLink } = await link(true);
    peer.becomes('disconnected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS - 1);
    peer.becomes('connected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS);
    expect(restartOffers(peer)).toBe(0);
    expect(peerLink.recovery).toBeNull();

    peer.becomes('disconnected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS);
    expect(restartOffers(peer)).toBe(1);
    expect(peerLink.recovery).toBe('reconnecting');
  });

  it(`tries ${ICE_RESTART_ATTEMPTS} times, spaced out, then counts the peer as lost (and takes it back if it recovers)`, async () => {
    const { peer, signal, link: peerLink } = await link(true);
    peer.becomes('failed');
    await settle();
    // A second 'failed' during an attempt does not start another at once.
    peer.becomes('failed');
    await settle();
    expect(restartOffers(peer)).toBe(1);
    for (let attempt = 2; attempt <= ICE_RESTART_ATTEMPTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(ICE_RESTART_TIMEOUT_MS);
      expect(restartOffers(peer)).toBe(attempt);
      expect(peerLink.recovery).toBe('reconnecting');
    }
    await vi.advanceTimersByTimeAsync(ICE_RESTART_TIMEOUT_MS);
    expect(peerLink.recovery).toBe('lost');
    expect(signal.offer).toHaveBeenCalledTimes(ICE_RESTART_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(ICE_RESTART_TIMEOUT_MS * 5);
    expect(restartOffers(peer)).toBe(ICE_RESTART_ATTEMPTS);
    expect(peer.closed).toBe(false);

    peer.becomes('connected');
    expect(peerLink.recovery).toBeNull();
    // A later failure gets the full number of attempts again.
    peer.becomes('failed');
    await settle();
    expect(restartOffers(peer)).toBe(ICE_RESTART_ATTEMPTS + 1);
  });

  it('never offers from the answering side: it shows reconnecting, answers the restart, and gives up as late as the other side', async () => {
    const { peer, signal, link: peerLink } = await link(false);
    peer.becomes('failed');
    await settle();
    expect(peerLink.recovery).toBe('reconnecting');
    expect(restartOffers(peer)).toBe(0);
    expect(signal.offer).not.toHaveBeenCalled();

    // The other side's restart is an offer of the same session: answered on this connection.
    const restart = { type: 'offer' as const, sdp: 'v=0\r\no=- 42 2 IN IP4 127.0.0.1\r\n' };
    expect(peerLink.isSameSession(restart)).toBe(true);
    expect(peerLink.isSameSession({ type: 'offer', sdp: 'v=0\r\no=- 99 1 IN IP4 127.0.0.1\r\n' })).toBe(false);
    await peerLink.acceptOffer(restart);
    expect(signal.answer).toHaveBeenCalledWith({ type: 'answer', sdp: 'fake answer' });

    await vi.advanceTimersByTimeAsync(ICE_RESTART_ATTEMPTS * ICE_RESTART_TIMEOUT_MS);
    expect(peerLink.recovery).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(ICE_RESTART_TIMEOUT_MS);
    expect(peerLink.recovery).toBe('lost');
  });

  it('stops trying once closed', async () => {
    const { peer, signal, link: peerLink } = await link(true);
    peer.becomes('disconnected');
    peerLink.close();
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS + ICE_RESTART_TIMEOUT_MS * ICE_RESTART_ATTEMPTS);
    expect(signal.offer).not.toHaveBeenCalled();
  });
});

describe('sdpSessionId', () => {
  it('reads the o= line, or nothing', () => {
    expect(sdpSessionId('v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\n')).toBe('4611731400430051336');
    expect(sdpSessionId('fake offer')).toBeNull();
    expect(sdpSessionId(undefined)).toBeNull();
  });
});
