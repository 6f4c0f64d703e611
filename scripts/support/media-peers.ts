/**
 * Real media for the media server's tests and bench: Debian's ffmpeg encodes a test pattern (VP8)
 * and a sine tone (Opus) to RTP on loopback UDP ports; a werift peer reads those ports and sends
 * the packets as its camera and microphone. A viewer is a werift peer with receive-only sections
 * that counts what arrives.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { MediaStreamTrack, type PeerConfig, RTCPeerConnection } from 'werift';

const loopback: Partial<PeerConfig> = {
  iceUseIpv6: false,
  iceInterfaceAddresses: { udp4: '127.0.0.1' },
  iceAdditionalHostAddresses: ['127.0.0.1'],
};

/** Fails loudly, saying how to install it, when Debian's ffmpeg is missing. */
export function requireFfmpeg(): void {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    const found = spawnSync(tool, ['-version'], { stdio: 'ignore' });
    if (found.error || found.status !== 0)
      throw new Error(
        `${tool} is missing: the media tests need Debian's ffmpeg. Install it with \`apt-get update && apt-get install -y ffmpeg\` (as root), or run \`npm test\`, which installs it (scripts/ensure-ffmpeg.sh).`,
      );
  }
}

async function bindUdp(): Promise<Socket> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return socket;
}

/**
 * Waits for the peer's connection (ICE, then DTLS) to the server. 30 s: the handshake runs on the
 * same loaded CPU as the rest of a test run, where 10 s was once not enough for werift; a failure
 * says what did not happen rather than werift's "Event watch timeout".
 */
async function connected(pc: RTCPeerConnection): Promise<void> {
  if (pc.connectionState === 'connected') return;
  await pc.connectionStateChange
    .watch((state) => state === 'connected', 30_000)
    .catch(() => {
      throw new Error(`the peer did not connect to the media server within 30 s (${pc.connectionState})`);
    });
}

async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete')
    await pc.iceGatheringStateChange.watch((state) => state === 'complete', 5000).catch(() => undefined);
  return pc.localDescription?.sdp ?? '';
}

export type Publisher = {
  pc: RTCPeerConnection;
  offer: string;
  accept(answerSdp: string): Promise<void>;
  /** RTP packets ffmpeg produced, by kind, and when the first of each kind came (ms epoch, 0 before). */
  produced: { audio: number; video: number; firstAudioAt: number; firstVideoAt: number };
  close(): Promise<void>;
};

/** A peer that publishes ffmpeg's VP8 test pattern and Opus tone, live (`-re`), until closed. */
export async function createPublisher(
  // grain: film grain on the test pattern, so the encoder really spends the bitrate (the bench).
  options: { seconds?: number; videoKbps?: number; grain?: boolean } = {},
): Promise<Publisher> {
  requireFfmpeg();
  const pc = new RTCPeerConnection(loopback);
  const audio = new MediaStreamTrack({ kind: 'audio' });
  const video = new MediaStreamTrack({ kind: 'video' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  const produced = { audio: 0, video: 0, firstAudioAt: 0, firstVideoAt: 0 };
  const videoSocket = await bindUdp();
  const audioSocket = await bindUdp();
  videoSocket.on('message', (data) => {
    produced.video++;
    produced.firstVideoAt ||= Date.now();
    video.writeRtp(data);
  });
  audioSocket.on('message', (data) => {
    produced.audio++;
    produced.firstAudioAt ||= Date.now();
    audio.writeRtp(data);
  });
  await pc.setLocalDescription(await pc.createOffer());
  const offer = await gathered(pc);
  let ffmpeg: ChildProcess | undefined;
  let closed = false;
  const duration = String(options.seconds ?? 600);
  return {
    pc,
    offer,
    produced,
    async accept(answerSdp) {
      await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
      await connected(pc);
      const videoPort = (videoSocket.address() as AddressInfo).port;
      const audioPort = (audioSocket.address() as AddressInfo).port;
      // A keyframe every second: ffmpeg cannot hear the server's PLI, so a recording or a new viewer
      // gets a picture within a second.
      ffmpeg = spawn(
        'ffmpeg',
        [
          ...['-hide_banner', '-loglevel', 'error', '-re'],
          ...[
            '-f',
            'lavfi',
            '-i',
            `testsrc=size=640x480:rate=20:duration=${duration}${options.grain ? ',noise=alls=40:allf=t' : ''}`,
          ],
          ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${duration}`],
          ...[
            '-map',
            '0:v',
            '-c:v',
            'libvpx',
            '-deadline',
            'realtime',
            '-cpu-used',
            '8',
            '-b:v',
            `${options.videoKbps ?? 500}k`,
          ],
          ...['-g', '20', '-keyint_min', '20', '-error-resilient', '1'],
          ...['-f', 'rtp', '-payload_type', '96', `rtp://127.0.0.1:${videoPort}?pkt_size=1200`],
          ...['-map', '1:a', '-c:a', 'libopus', '-b:a', '48k', '-ac', '2'],
          ...['-f', 'rtp', '-payload_type', '111', `rtp://127.0.0.1:${audioPort}?pkt_size=1200`],
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      if (ffmpeg && ffmpeg.exitCode === null) {
        const exited = new Promise((resolve) => ffmpeg?.once('exit', resolve));
        ffmpeg.kill('SIGKILL');
        await exited;
      }
      videoSocket.close();
      audioSocket.close();
      await pc.close();
    },
  };
}

export type Viewer = {
  pc: RTCPeerConnection;
  offer: string;
  accept(answerSdp: string): Promise<void>;
  received: { audio: number; video: number };
  close(): Promise<void>;
};

/** A peer with receive-only audio and video that counts the RTP packets it gets of each kind. */
export async function createViewer(): Promise<Viewer> {
  const pc = new RTCPeerConnection(loopback);
  const received = { audio: 0, video: 0 };
  pc.addTransceiver('video', { direction: 'recvonly' });
  pc.addTransceiver('audio', { direction: 'recvonly' });
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      received[track.kind as 'audio' | 'video']++;
    });
  });
  await pc.setLocalDescription(await pc.createOffer());
  const offer = await gathered(pc);
  return {
    pc,
    offer,
    received,
    async accept(answerSdp) {
      await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
      await connected(pc);
    },
    async close() {
      await pc.close();
    },
  };
}

/** Resolves when `check` holds, polling every 100 ms; rejects with `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Probe = {
  streams: { codec_type: string; codec_name: string }[];
  format: { duration?: string; format_name: string };
};

/** ffprobe's JSON of a file; throws with ffprobe's message when it cannot read it. */
export function ffprobe(path: string): Probe {
  requireFfmpeg();
  const result = spawnSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ffprobe failed on ${path}: ${result.stderr}`);
  return JSON.parse(result.stdout) as Probe;
}

/**
 * ffmpeg's arguments to decode every frame of `path` into nothing. The decoded frames keep the file's
 * own time base (`-enc_time_base -1`): by default ffmpeg retimes video to 1/frame rate, and two frames
 * a few milliseconds apart (a loaded machine bunches Chromium's captures) then share a tick, so ffmpeg
 * reported "non monotonically increasing dts" for a file whose times do increase. Two frames at the
 * same time in the file are still reported.
 */
export const decodeArgs = (path: string) => [
  '-v',
  'error',
  '-i',
  path,
  '-enc_time_base',
  '-1',
  '-f',
  'null',
  '-',
];

/** Decodes the whole file; returns ffmpeg's error output (empty when every frame decodes, in time order). */
export function decodeErrors(path: string): string {
  const result = spawnSync('ffmpeg', decodeArgs(path), { encoding: 'utf8' });
  return result.status === 0 ? result.stderr.trim() : `exit ${result.status}: ${result.stderr}`;
}

export type MediaChild = {
  child: import('node:child_process').ChildProcess;
  call<T = unknown>(call: string, ...args: unknown[]): Promise<T>;
};

/** Starts scripts/support/media-child.ts under tsx with an IPC channel; resolves once it is ready. */
export async function startMediaChild(recordingsDir: string): Promise<MediaChild> {
  const entry = new URL('./media-child.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, MEDIA_RECORDINGS_DIR: recordingsDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`media child exited (${code}) before it was ready`)));
    child.on(
      'message',
      (message: { ready?: boolean; id?: number; result?: unknown; error?: { message: string } }) => {
        if (message.ready) resolve();
        const waiting = message.id === undefined ? undefined : pending.get(message.id);
        if (!waiting || message.id === undefined) return;
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      },
    );
  });
  await ready;
  return {
    child,
    call<T>(call: string, ...args: unknown[]) {
      const id = ++next;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, call, args });
      });
    },
  };
}
