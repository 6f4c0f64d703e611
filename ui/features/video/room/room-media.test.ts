import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkStateOf, RESUBSCRIBE_LIMIT, RemoteMediaSet, setMicrophone, startPublisher } from './room-media';
import { fakeSeams, fakeStream, fakeTrack, settle } from './room-media.test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('publishing the camera and microphone', () => {
  function publishing() {
    const { seams, peers } = fakeSeams();
    const stream = fakeStream([fakeTrack('video'), fakeTrack('audio')]);
    const offers: string[] = [];
    const links: string[] = [];
    let answer: (sdp: string) => void = () => {};
    let refuse: (error: Error) => void = () => {};
    const publisher = startPublisher({
      seams,
      stream,
      publish: (sdp) => {
        offers.push(sdp);
        return new Promise((resolve, reject) => {
          answer = resolve;
          refuse = reject;
        });
      },
      onLink: (event) => links.push(event),
    });
    return {
      publisher,
      peers,
      offers,
      links,
      answer: (sdp: string) => answer(sdp),
      refuse: (e: Error) => refuse(e),
    };
  }

  it('sends one sendonly offer with both tracks only after ICE gathering completes, then applies the answer', async () => {
    const h = publishing();
    const [peer] = h.peers;
    expect(h.peers).toHaveLength(1);
    expect(peer?.transceivers).toEqual([
      { what: 'video:video-1', direction: 'sendonly', streams: 1 },
      { what: 'audio:audio-1', direction: 'sendonly', streams: 1 },
    ]);
    await settle();
    // Non-trickle: nothing is sent while candidates are still being gathered.
    expect(h.offers).toEqual([]);
    peer?.gather();
    await settle();
    expect(h.offers).toHaveLength(1);
    expect(h.offers[0]).toContain('a=candidate:');
    h.answer('v=0 answer');
    await settle();
    expect(peer?.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' });
  });

  it('reports established when connected and lost once on failure, disconnection or closing', async () => {
    const h = publishing();
    const [peer] = h.peers;
    await settle();
    peer?.gather();
    await settle();
    h.answer('v=0 answer');
    await settle();
    expect(h.links).toEqual([]);
    peer?.connection('connecting');
    peer?.connection('connected');
    expect(h.links).toEqual(['established']);
    peer?.connection('disconnected');
    peer?.connection('failed');
    peer?.connection('closed');
    expect(h.links).toEqual(['established', 'lost']);
  });

  it('a refused offer is a lost link (the room reconnects)', async () => {
    const h = publishing();
    await settle();
    h.peers[0]?.gather();
    await settle();
    h.refuse(new Error('MINISTRY_UNAVAILABLE'));
    await settle();
    expect(h.links).toEqual(['lost']);
  });

  it('closing stops the connection and reports nothing more', async () => {
    const h = publishing();
    const [peer] = h.peers;
    h.publisher.close();
    expect(peer?.closed).toBe(true);
    peer?.gather();
    await settle();
    expect(h.offers).toEqual([]);
    peer?.connection('failed');
    expect(h.links).toEqual([]);
  });

  it('gathering that never completes sends the offer with what it has after the timeout', async () => {
    vi.useFakeTimers();
    const h = publishing();
    await settle();
    expect(h.offers).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.offers).toEqual([`v=0 offer of peer ${h.peers[0]?.id}`]);
  });
});

describe('receiving the others', () => {
  function receiving() {
    const { seams, peers } = fakeSeams();
    const requests: { mediaId: string; sdp: string }[] = [];
    const answers: ((sdp: string) => void)[] = [];
    const set = new RemoteMediaSet(seams, (mediaId, sdp) => {
      requests.push({ mediaId, sdp });
      return new Promise((resolve) => answers.push(resolve));
    });
    const notifications = { count: 0 };
    set.subscribe(() => notifications.count++);
    return { set, peers, requests, answers, notifications };
  }

  it('subscribes once per source with a recvonly video and audio offer, after gathering', async () => {
    const h = receiving();
    h.set.sync([
      { participantId: 'notary', mediaId: 'm-1' },
      { participantId: 'party-2', mediaId: 'm-2' },
    ]);
    expect(h.peers).toHaveLength(2);
    expect(h.peers[0]?.transceivers).toEqual([
      { what: 'video', direction: 'recvonly', streams: 0 },
      { what: 'audio', direction: 'recvonly', streams: 0 },
    ]);
    await settle();
    expect(h.requests).toEqual([]);
    for (const peer of h.peers) peer.gather();
    await settle();
    expect(h.requests.map((r) => r.mediaId)).toEqual(['m-1', 'm-2']);
    expect(h.requests.every((r) => r.sdp.includes('a=candidate:'))).toBe(true);
    // The same sources again change nothing.
    h.set.sync([
      { participantId: 'notary', mediaId: 'm-1' },
      { participantId: 'party-2', mediaId: 'm-2' },
    ]);
    expect(h.peers).toHaveLength(2);
    expect(Object.keys(h.set.getSnapshot())).toEqual(['notary', 'party-2']);
  });

  it('a new media id (a rejoin) closes the old connection and subscribes to the new publication', async () => {
    const h = receiving();
    h.set.sync([{ participantId: 'party-2', mediaId: 'm-2' }]);
    h.set.sync([{ participantId: 'party-2', mediaId: 'm-5' }]);
    expect(h.peers).toHaveLength(2);
    expect(h.peers[0]?.closed).toBe(true);
    expect(h.peers[1]?.closed).toBe(false);
    await settle();
    for (const peer of h.peers) peer.gather();
    await settle();
    // The closed one never asks the server.
    expect(h.requests.map((r) => r.mediaId)).toEqual(['m-5']);
    expect(h.set.getSnapshot()['party-2']).toMatchObject({ mediaId: 'm-5', state: 'connecting' });
  });

  it('a source that went away (paused, left) is closed and leaves the store', () => {
    const h = receiving();
    h.set.sync([
      { participantId: 'notary', mediaId: 'm-1' },
      { participantId: 'party-2', mediaId: 'm-2' },
    ]);
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    expect(h.peers.map((p) => p.closed)).toEqual([false, true]);
    expect(Object.keys(h.set.getSnapshot())).toEqual(['notary']);
  });

  it('tracks reach the store as one stream per participant; connected and lost are its state', async () => {
    const h = receiving();
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    const [peer] = h.peers;
    await settle();
    peer?.gather();
    await settle();
    h.answers[0]?.('v=0 answer');
    await settle();
    expect(peer?.remoteDescription?.sdp).toBe('v=0 answer');
    const before = h.set.getSnapshot();
    const video = fakeTrack('video');
    const audio = fakeTrack('audio');
    peer?.track(video);
    peer?.track(audio);
    peer?.connection('connected');
    const media = h.set.getSnapshot().notary;
    // A new snapshot object on change, so useSyncExternalStore renders it.
    expect(h.set.getSnapshot()).not.toBe(before);
    expect(media?.state).toBe('connected');
    expect(media?.stream?.getTracks()).toEqual([video, audio]);
    peer?.connection('failed');
    expect(h.set.getSnapshot().notary?.state).toBe('lost');
    expect(h.notifications.count).toBeGreaterThan(3);
  });

  it('a lost connection is subscribed again at the next sync, with the same media id', () => {
    const h = receiving();
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    h.peers[0]?.connection('failed');
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    expect(h.peers).toHaveLength(2);
    expect(h.peers[0]?.closed).toBe(true);
    expect(h.set.getSnapshot().notary).toMatchObject({ mediaId: 'm-1', state: 'connecting' });
  });

  it('a lost connection is subscribed again on its own after a wait, a few times in a row', async () => {
    vi.useFakeTimers();
    const h = receiving();
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    for (let attempt = 1; attempt <= RESUBSCRIBE_LIMIT; attempt++) {
      h.peers.at(-1)?.connection('failed');
      expect(h.set.getSnapshot().notary?.state).toBe('lost');
      await vi.advanceTimersByTimeAsync(1_999);
      expect(h.peers).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.peers).toHaveLength(attempt + 1);
      expect(h.peers.at(-2)?.closed).toBe(true);
      expect(h.set.getSnapshot().notary).toMatchObject({ mediaId: 'm-1', state: 'connecting' });
    }
    // The limit: the next loss waits for the room (the next sync).
    h.peers.at(-1)?.connection('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.peers).toHaveLength(RESUBSCRIBE_LIMIT + 1);
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    expect(h.peers).toHaveLength(RESUBSCRIBE_LIMIT + 2);
  });

  it('a connection that connects again starts the count again; a source gone meanwhile is not retried', async () => {
    vi.useFakeTimers();
    const h = receiving();
    h.set.sync([{ participantId: 'notary', mediaId: 'm-1' }]);
    h.peers[0]?.connection('failed');
    await vi.advanceTimersByTimeAsync(2_000);
    h.peers[1]?.connection('connected');
    for (let attempt = 1; attempt <= RESUBSCRIBE_LIMIT; attempt++) {
      h.peers.at(-1)?.connection('failed');
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(h.peers).toHaveLength(2 + RESUBSCRIBE_LIMIT);
    h.peers.at(-1)?.connection('failed');
    h.set.sync([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.peers).toHaveLength(2 + RESUBSCRIBE_LIMIT);
    expect(h.set.getSnapshot()).toEqual({});
  });

  it('a refused subscription is lost (retried at the next sync); close ends every connection', async () => {
    const { seams, peers } = fakeSeams();
    const set = new RemoteMediaSet(seams, () => Promise.reject(new Error('NOT_FOUND')));
    set.sync([
      { participantId: 'notary', mediaId: 'm-1' },
      { participantId: 'party-2', mediaId: 'm-2' },
    ]);
    await settle();
    peers[0]?.gather();
    await settle();
    expect(set.getSnapshot().notary?.state).toBe('lost');
    expect(set.getSnapshot()['party-2']?.state).toBe('connecting');
    set.close();
    expect(peers.every((p) => p.closed)).toBe(true);
    expect(set.getSnapshot()).toEqual({});
  });
});

describe('the notary muting this participant', () => {
  it('turns the microphone track off and on, the camera untouched', () => {
    const audio = fakeTrack('audio');
    const video = fakeTrack('video');
    const stream = fakeStream([video, audio]);
    setMicrophone(stream, false);
    expect([audio.enabled, video.enabled]).toEqual([false, true]);
    setMicrophone(stream, true);
    expect(audio.enabled).toBe(true);
  });
});

describe('what a connection state means', () => {
  it.each([
    ['new', 'pending'],
    ['connecting', 'pending'],
    ['connected', 'up'],
    ['disconnected', 'lost'],
    ['failed', 'lost'],
    ['closed', 'lost'],
  ] as const)('%s is %s', (state, meaning) => {
    expect(linkStateOf(state)).toBe(meaning);
  });
});
