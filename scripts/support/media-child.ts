/**
 * The media server alone in a child process, driven over Node's IPC channel: the crash test kills
 * it with SIGKILL mid-recording, the bench reads its CPU time. SIGTERM is the graceful stop
 * (close() finalises every open file, then exit), as the ministry's own shutdown does.
 * Messages in: { id, call, args }; out: { id, result } or { id, error: { code, message } }.
 */
import { createMediaServer, type MediaServer } from '../../ministry/video/media';

type Call = { id: number; call: string; args: unknown[] };

const dir = process.env.MEDIA_RECORDINGS_DIR;
if (!dir || !process.send) {
  console.error('media-child needs MEDIA_RECORDINGS_DIR and an IPC channel');
  process.exit(2);
}
const server: MediaServer = createMediaServer({ recordingsDir: dir, host: '127.0.0.1' });
const send = (message: unknown) => process.send?.(message);

const calls: Record<string, (...args: never[]) => unknown> = {
  publish: (room: string, participant: string, sdp: string) => server.publish(room, participant, sdp),
  subscribe: (room: string, viewer: string, source: string, sdp: string) =>
    server.subscribe(room, viewer, source, sdp),
  setMuted: (room: string, participant: string, muted: boolean) => server.setMuted(room, participant, muted),
  leave: (room: string, participant: string) => server.leave(room, participant),
  startRecording: (room: string) => server.startRecording(room),
  stopRecording: (room: string) => server.stopRecording(room),
  cpu: () => process.cpuUsage(),
  memory: () => process.memoryUsage().rss,
};

process.on('message', async (message: Call) => {
  try {
    const call = calls[message.call];
    if (!call) throw new Error(`unknown call ${message.call}`);
    send({ id: message.id, result: await (call as (...args: unknown[]) => unknown)(...message.args) });
  } catch (error) {
    const { code, message: text } = error as { code?: string; message?: string };
    send({ id: message.id, error: { code, message: text } });
  }
});

process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});

send({ ready: true });
