/**
 * The browser's WebRTC with the ministry's media server (issue 11, decisions 043, 047 and 048): one
 * sendonly connection with this participant's camera and microphone, and one recvonly connection per
 * other participant's publication. The client offers, waits for ICE gathering to complete (no
 * trickle: the media server answers one complete offer) and applies the server's answer. Remote
 * streams reach the view as data, a small external store read with useSyncExternalStore.
 */

/** What this module uses of RTCPeerConnection: the seam the tests fake. */
export type RoomPeer = Pick<
  RTCPeerConnection,
  | 'addTransceiver'
  | 'createOffer'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'localDescription'
  | 'iceGatheringState'
  | 'connectionState'
  | 'addEventListener'
  | 'removeEventListener'
  | 'close'
>;

export interface MediaSeams {
  createPeer: () => RoomPeer;
  /** A stream to gather a received connection's tracks into, when its track event names none. */
  createStream: () => MediaStream;
  /** The longest wait for ICE gathering; the offer then goes with the candidates found so far. */
  gatheringTimeoutMs: number;
  /** A received connection that was lost is subscribed again after this wait, a few times. */
  resubscribeDelayMs: number;
}

/** Attempts to receive one publication again on its own before waiting for the next `sync`. */
export const RESUBSCRIBE_LIMIT = 3;

/** The browser's own, with host candidates only: the sandbox's media server is on loopback. */
export function browserSeams(iceServers: RTCIceServer[] = []): MediaSeams {
  return {
    createPeer: () => new RTCPeerConnection({ iceServers }),
    createStream: () => new MediaStream(),
    gatheringTimeoutMs: 5_000,
    resubscribeDelayMs: 2_000,
  };
}

/** Sets a fresh offer and waits until ICE gathering is complete; the SDP then carries the candidates. */
export async function offerAfterGathering(peer: RoomPeer, timeoutMs: number): Promise<string> {
  const gathered = new Promise<void>((resolve) => {
    if (peer.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() {
      if (peer.iceGatheringState === 'complete') done();
    }
    peer.addEventListener('icegatheringstatechange', check);
  });
  await peer.setLocalDescription(await peer.createOffer());
  await gathered;
  const sdp = peer.localDescription?.sdp;
  if (!sdp) throw new Error('no local description');
  return sdp;
}

/** What a connection's state means for the room: up, or lost (failed, disconnected or closed). */
export function linkStateOf(state: RTCPeerConnectionState): 'up' | 'lost' | 'pending' {
  if (state === 'connected') return 'up';
  if (state === 'failed' || state === 'disconnected' || state === 'closed') return 'lost';
  return 'pending';
}

export interface PublisherOptions {
  seams: MediaSeams;
  stream: MediaStream;
  /** Sends the offer (videoPublish) and resolves with the server's answer. */
  publish: (sdp: string) => Promise<string>;
  /** `established` when connected; `lost` once, on failure of any kind (the room then reconnects). */
  onLink: (event: 'established' | 'lost') => void;
}

/** This participant's camera and microphone to the media server; `close()` ends it. */
export function startPublisher({ seams, stream, publish, onLink }: PublisherOptions): { close: () => void } {
  const peer = seams.createPeer();
  let closed = false;
  let lost = false;
  const report = (event: 'established' | 'lost') => {
    if (closed || lost) return;
    if (event === 'lost') lost = true;
    onLink(event);
  };
  peer.addEventListener('connectionstatechange', () => {
    const state = linkStateOf(peer.connectionState);
    if (state === 'up') report('established');
    else if (state === 'lost') report('lost');
  });
  for (const track of stream.getTracks()) {
    peer.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
  }
  void (async () => {
    const offer = await offerAfterGathering(peer, seams.gatheringTimeoutMs);
    if (closed) return;
    const answer = await publish(offer);
    if (closed) return;
    await peer.setRemoteDescription({ type: 'answer', sdp: answer });
  })().catch(() => report('lost'));
  return {
    close() {
      closed = true;
      peer.close();
    },
  };
}

export interface RoomSource {
  participantId: string;
  mediaId: string;
}

/** One other participant's media as the view shows it. */
export interface RemoteMedia {
  mediaId: string;
  state: 'connecting' | 'connected' | 'lost';
  /** Their audio and video, once the first track arrived. */
  stream: MediaStream | null;
}

export type RemoteMediaSnapshot = Readonly<Record<string, RemoteMedia>>;

interface Subscription {
  mediaId: string;
  peer: RoomPeer;
  /** Consecutive losses of this publication's reception, this one included. */
  attempt: number;
}

/**
 * The recvonly connections, kept in step with the room's sources (`sync`): a new source is
 * subscribed, a source gone or with another media id (a rejoin publishes anew) is closed and, for
 * the new id, subscribed again; a connection that was lost is subscribed again after a short wait
 * (up to RESUBSCRIBE_LIMIT times in a row; one that connects starts the count again), and at the
 * next `sync` in any case.
 * A small external store for the view: `subscribe` and `getSnapshot` as useSyncExternalStore wants.
 */
export class RemoteMediaSet {
  readonly #seams: MediaSeams;
  readonly #subscribe: (mediaId: string, sdp: string) => Promise<string>;
  readonly #subscriptions = new Map<string, Subscription>();
  readonly #listeners = new Set<() => void>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #snapshot: RemoteMediaSnapshot = {};

  constructor(seams: MediaSeams, subscribe: (mediaId: string, sdp: string) => Promise<string>) {
    this.#seams = seams;
    this.#subscribe = subscribe;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): RemoteMediaSnapshot => this.#snapshot;

  /** Brings the connections in line with `sources`, the room projection's list. */
  sync(sources: readonly RoomSource[]): void {
    const wanted = new Map(sources.map((source) => [source.participantId, source.mediaId]));
    for (const [participantId, subscription] of this.#subscriptions) {
      const mediaId = wanted.get(participantId);
      const lost = this.#snapshot[participantId]?.state === 'lost';
      if (mediaId !== subscription.mediaId || lost) this.#drop(participantId);
    }
    for (const [participantId, mediaId] of wanted) {
      if (!this.#subscriptions.has(participantId)) this.#open(participantId, mediaId, 0);
    }
  }

  /** Closes every connection (the room is over or the view went away). */
  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const participantId of [...this.#subscriptions.keys()]) this.#drop(participantId);
  }

  #open(participantId: string, mediaId: string, attempt: number): void {
    const peer = this.#seams.createPeer();
    const subscription: Subscription = { mediaId, peer, attempt };
    this.#subscriptions.set(participantId, subscription);
    const current = () => this.#subscriptions.get(participantId) === subscription;
    const update = (change: Partial<RemoteMedia>) => {
      if (!current()) return;
      const before = this.#snapshot[participantId] ?? { mediaId, state: 'connecting', stream: null };
      if (before.state === 'lost') return;
      this.#set(participantId, { ...before, ...change });
      if (change.state === 'connected') subscription.attempt = 0;
      if (change.state === 'lost') this.#retryLater(participantId, subscription);
    };
    this.#set(participantId, { mediaId, state: 'connecting', stream: null });
    peer.addEventListener('track', (event: RTCTrackEvent) => {
      const known = this.#snapshot[participantId]?.stream ?? null;
      const stream = event.streams[0] ?? known ?? this.#seams.createStream();
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
      update({ stream });
    });
    peer.addEventListener('connectionstatechange', () => {
      const state = linkStateOf(peer.connectionState);
      if (state === 'up') update({ state: 'connected' });
      else if (state === 'lost') update({ state: 'lost' });
    });
    peer.addTransceiver('video', { direction: 'recvonly' });
    peer.addTransceiver('audio', { direction: 'recvonly' });
    void (async () => {
      const offer = await offerAfterGathering(peer, this.#seams.gatheringTimeoutMs);
      if (!current()) return;
      const answer = await this.#subscribe(mediaId, offer);
      if (!current()) return;
      await peer.setRemoteDescription({ type: 'answer', sdp: answer });
    })().catch(() => update({ state: 'lost' }));
  }

  #retryLater(participantId: string, lost: Subscription): void {
    if (lost.attempt + 1 > RESUBSCRIBE_LIMIT) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (this.#subscriptions.get(participantId) !== lost) return;
      this.#drop(participantId);
      this.#open(participantId, lost.mediaId, lost.attempt + 1);
    }, this.#seams.resubscribeDelayMs);
    this.#timers.add(timer);
  }

  #drop(participantId: string): void {
    this.#subscriptions.get(participantId)?.peer.close();
    this.#subscriptions.delete(participantId);
    const { [participantId]: _gone, ...rest } = this.#snapshot;
    this.#snapshot = rest;
    this.#notify();
  }

  #set(participantId: string, media: RemoteMedia): void {
    this.#snapshot = { ...this.#snapshot, [participantId]: media };
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * The local microphone as the notary left it: muting this participant turns the track off (the
 * media server then receives silence), unmuting turns it back on.
 */
export function setMicrophone(stream: MediaStream | null, enabled: boolean): void {
  for (const track of stream?.getAudioTracks() ?? []) track.enabled = enabled;
}
