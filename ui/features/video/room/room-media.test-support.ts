import type { MediaSeams, RoomPeer } from './room-media';

type Listener = (event: unknown) => void;

/** A fake track: kind and the enabled switch, as the media client uses them. */
export function fakeTrack(kind: 'audio' | 'video', id = `${kind}-1`): MediaStreamTrack {
  return { kind, id, enabled: true, readyState: 'live' } as unknown as MediaStreamTrack;
}

/** A fake MediaStream holding tracks. */
export function fakeStream(tracks: MediaStreamTrack[] = []): MediaStream {
  const list = [...tracks];
  // Where the DOM has a MediaStream class (happy-dom), the fake is one, so <video>.srcObject takes it.
  const stream: MediaStream =
    typeof MediaStream === 'function' ? Object.create(MediaStream.prototype) : ({} as MediaStream);
  return Object.assign(stream, {
    getTracks: () => [...list],
    getAudioTracks: () => list.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => list.filter((t) => t.kind === 'video'),
    addTrack: (track: MediaStreamTrack) => list.push(track),
  });
}

/**
 * RTCPeerConnection at the seam: records transceivers and descriptions; ICE gathering completes when
 * the test says so (`gather()`), adding a host candidate to the local SDP the way a browser does.
 */
export class FakePeer {
  static count = 0;
  readonly id = ++FakePeer.count;
  readonly transceivers: { what: string; direction: string | undefined; streams: number }[] = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  iceGatheringState: RTCIceGatheringState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  readonly #listeners = new Map<string, Set<Listener>>();

  addTransceiver(what: MediaStreamTrack | string, init?: RTCRtpTransceiverInit) {
    this.transceivers.push({
      what: typeof what === 'string' ? what : `${what.kind}:${what.id}`,
      direction: init?.direction,
      streams: init?.streams?.length ?? 0,
    });
    return {} as RTCRtpTransceiver;
  }

  async createOffer() {
    return { type: 'offer' as const, sdp: `v=0 offer of peer ${this.id}` };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = { type: description.type ?? 'offer', sdp: description.sdp ?? '' };
    this.iceGatheringState = 'gathering';
    this.#emit('icegatheringstatechange', {});
  }

  /** ICE gathering completes: the local SDP now carries the candidate. */
  gather() {
    if (this.localDescription)
      this.localDescription.sdp += '\na=candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host';
    this.iceGatheringState = 'complete';
    this.#emit('icegatheringstatechange', {});
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = { type: description.type ?? 'answer', sdp: description.sdp ?? '' };
  }

  connection(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.#emit('connectionstatechange', {});
  }

  /** The media server's track arrives, in a stream or (streams: []) without one. */
  track(track: MediaStreamTrack, stream?: MediaStream) {
    this.#emit('track', { track, streams: stream ? [stream] : [] });
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
    this.#listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.#listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }

  #emit(type: string, event: unknown) {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) listener(event);
  }
}

/** Seams over fake peers; `peers` lists every one created, in order. */
export function fakeSeams() {
  const peers: FakePeer[] = [];
  const seams: MediaSeams = {
    createPeer: () => {
      const peer = new FakePeer();
      peers.push(peer);
      return peer as unknown as RoomPeer;
    },
    createStream: () => fakeStream(),
    gatheringTimeoutMs: 5_000,
    resubscribeDelayMs: 2_000,
  };
  return { seams, peers };
}

/** Lets pending promise callbacks run (no timer, so it works under fake timers too). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
