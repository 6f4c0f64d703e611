/**
 * The media server's CPU per two-participant room with recording, printed, never asserted
 * (decision 043). The server runs alone in a child process (scripts/support/media-child.ts); two
 * werift peers publish ffmpeg's VP8 640x480 20 fps (1.5 Mb/s, with film grain so the encoder spends it) and Opus, each subscribes to the other, the
 * room records, and the child's own CPU time over the window is the room's cost. Rooms per core
 * is extrapolated from that (1 / cost per room), not measured with many rooms, and says so.
 * `npx tsx scripts/bench-video.ts` prints the lines alone; `npm run bench` includes them.
 * BENCH_VIDEO_SECONDS changes the window (default 30).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createPublisher,
  createViewer,
  type Publisher,
  startMediaChild,
  until,
  type Viewer,
} from './support/media-peers';

type Cpu = { user: number; system: number };
const cpuSeconds = (a: Cpu, b: Cpu) => (b.user - a.user + b.system - a.system) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchVideo(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
  // What a 640x480 camera sends in a call near the specification's 2 Mb/s minimum link.
  const videoKbps = 1500;
  const dir = mkdtempSync(join(tmpdir(), 'bench-video-'));
  const media = await startMediaChild(dir);
  const peers: (Publisher | Viewer)[] = [];
  try {
    // Idle cost of the process (timers, GC) before any room, to tell it apart from the room's.
    const idleStart = await media.call<Cpu>('cpu');
    await sleep(3000);
    const idle = cpuSeconds(idleStart, await media.call<Cpu>('cpu')) / 3;

    const people = ['a', 'b'];
    const cameras: Publisher[] = [];
    for (const person of people) {
      const camera = await createPublisher({ videoKbps, grain: true });
      peers.push(camera);
      await camera.accept(await media.call<string>('publish', 'bench', person, camera.offer));
      cameras.push(camera);
    }
    const viewers: Viewer[] = [];
    for (const [viewer, source] of [
      ['a', 'b'],
      ['b', 'a'],
    ] as const) {
      const peer = await createViewer();
      peers.push(peer);
      await peer.accept(await media.call<string>('subscribe', 'bench', viewer, source, peer.offer));
      viewers.push(peer);
    }
    await until(
      () => viewers.every((v) => v.received.video > 20 && v.received.audio > 20),
      'media at both viewers',
    );
    await media.call('startRecording', 'bench');
    await sleep(2000); // segments open, first keyframes

    const before = await media.call<Cpu>('cpu');
    const received = viewers.map((v) => ({ ...v.received }));
    const started = performance.now();
    await sleep(seconds * 1000);
    const after = await media.call<Cpu>('cpu');
    const wall = (performance.now() - started) / 1000;
    const rss = await media.call<number>('memory');
    const forwarded = viewers.reduce(
      (sum, v, i) =>
        sum + v.received.video - (received[i]?.video ?? 0) + v.received.audio - (received[i]?.audio ?? 0),
      0,
    );
    const files = await media.call<{ bytes: number; complete: boolean }[]>('stopRecording', 'bench');

    const room = cpuSeconds(before, after) / wall;
    const perRoom = Math.max(room - idle, 1e-6);
    const recorded = readdirSync(join(dir, 'bench')).reduce(
      (sum, n) => sum + statSync(join(dir, 'bench', n)).size,
      0,
    );
    return [
      `Media server (werift SFU, one process), one room of two participants publishing VP8 640x480 20 fps at ${videoKbps} kb/s + Opus 48 kb/s, each viewing the other, recording on, ${wall.toFixed(0)} s:`,
      `  CPU of the media server: ${(room * 100).toFixed(1)}% of one core (idle process before the room: ${(idle * 100).toFixed(1)}%); ${(perRoom * 100).toFixed(1)}% per room`,
      `  forwarded ${(forwarded / wall).toFixed(0)} RTP packets/s to the viewers; recorded ${(recorded / 1e6).toFixed(1)} MB (≈${((recorded * 8) / 1000 / (wall + 2) / people.length).toFixed(0)} kb/s per participant) into ${files.length} files (${files.filter((f) => f.complete).length} complete); RSS ${(rss / 1e6).toFixed(0)} MB`,
      `  rooms per core, extrapolated from the CPU per room (not measured with many rooms): ~${Math.floor(1 / perRoom)}`,
    ];
  } finally {
    for (const peer of peers) await peer.close().catch(() => undefined);
    const exited = new Promise((resolve) => media.child.once('exit', resolve));
    media.child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await benchVideo()) console.log(line);
}
