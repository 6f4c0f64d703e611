/**
 * The media server forwards real VP8 and Opus between werift peers over loopback (decision 043):
 * publish, subscribe, mute, leave, and the refusals of bad input.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMediaServer,
  MediaError,
  type MediaEvent,
  type MediaServer,
  maxSdpBytes,
} from '../../ministry/video/media';
import {
  createPublisher,
  createViewer,
  type Publisher,
  until,
  type Viewer,
} from '../../scripts/support/media-peers';

let dir: string;
let server: MediaServer;
const events: MediaEvent[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'media-server-'));
  server = createMediaServer({ recordingsDir: dir, host: '127.0.0.1' });
  server.on((event) => events.push(event));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function expectRefusal(call: () => unknown, code: string) {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('forwarding', () => {
  let alice: Publisher;
  let bob: Viewer;

  afterAll(async () => {
    await alice?.close();
    await bob?.close();
  });

  it('forwards a publisher’s video and audio to a viewer, and muting stops only the audio', async () => {
    alice = await createPublisher();
    await alice.accept(await server.publish('room1', 'alice', alice.offer));
    await until(
      () => events.some((e) => e.type === 'participant.connected' && e.participant === 'alice'),
      'alice connected',
    );
    // The viewer must be in the room: it publishes too (its own camera), as every participant does.
    const bobCamera = await createPublisher();
    await bobCamera.accept(await server.publish('room1', 'bob', bobCamera.offer));
    bob = await createViewer();
    await bob.accept(await server.subscribe('room1', 'bob', 'alice', bob.offer));
    await until(() => bob.received.video > 50 && bob.received.audio > 50, 'video and audio at the viewer');
    expect(alice.produced.video).toBeGreaterThan(0);

    server.setMuted('room1', 'alice', true);
    // Packets already in flight still arrive: wait until a poll sees no new audio (it comes every 20 ms).
    let lastAudio = -1;
    await until(() => {
      const stopped = bob.received.audio === lastAudio;
      lastAudio = bob.received.audio;
      return stopped;
    }, 'audio forwarding to stop');
    const audioAtMute = bob.received.audio;
    const videoAtMute = bob.received.video;
    await until(() => bob.received.video > videoAtMute + 40, 'video after muting');
    expect(bob.received.audio).toBe(audioAtMute);

    server.setMuted('room1', 'alice', false);
    await until(() => bob.received.audio > audioAtMute + 20, 'audio after unmuting');

    await server.leave('room1', 'alice');
    expect(events).toContainEqual({ type: 'participant.disconnected', room: 'room1', participant: 'alice' });
    await expectRefusal(
      () => server.subscribe('room1', 'bob', 'alice', bob.offer),
      'media_unknown_participant',
    );
    await server.leave('room1', 'bob');
    await bobCamera.close();
  });
});

describe('bounded input', () => {
  const sdp =
    'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=sendonly\r\n';

  it('refuses bad ids, oversized or foreign SDP, and unknown rooms and participants', async () => {
    await expectRefusal(() => server.publish('room/../x', 'a', sdp), 'media_invalid_id');
    await expectRefusal(() => server.publish('r', 'x'.repeat(65), sdp), 'media_invalid_id');
    await expectRefusal(
      () => server.publish('r', 'a', `${sdp}a=x:${'y'.repeat(maxSdpBytes)}\r\n`),
      'media_sdp_too_large',
    );
    await expectRefusal(() => server.publish('r', 'a', 'hello'), 'media_invalid_sdp');
    await expectRefusal(
      () => server.publish('r', 'a', `${sdp}m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n`),
      'media_invalid_sdp',
    );
    await expectRefusal(
      () => server.publish('r', 'a', `${sdp}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n`),
      'media_invalid_sdp',
    );
    await expectRefusal(() => server.subscribe('nowhere', 'a', 'b', sdp), 'media_unknown_room');
    await expectRefusal(() => server.startRecording('nowhere'), 'media_unknown_room');
    await expectRefusal(() => server.setMuted('nowhere', 'a', true), 'media_unknown_room');
    await expectRefusal(() => server.leave('nowhere', 'a'), 'media_unknown_room');
  });

  it('refuses a subscription offer that sends, and a viewer who is not in the room', async () => {
    const camera = await createPublisher();
    try {
      await camera.accept(await server.publish('room2', 'carol', camera.offer));
      await expectRefusal(
        () => server.subscribe('room2', 'carol', 'carol', camera.offer),
        'media_invalid_sdp',
      );
      const viewer = await createViewer();
      await expectRefusal(
        () => server.subscribe('room2', 'dave', 'carol', viewer.offer),
        'media_unknown_participant',
      );
      // Self-view (the room test page) is a subscription to oneself.
      await viewer.accept(await server.subscribe('room2', 'carol', 'carol', viewer.offer));
      await until(() => viewer.received.video > 10, 'self-view video');
      await viewer.close();
      await server.leave('room2', 'carol');
    } finally {
      await camera.close();
    }
  });
});
