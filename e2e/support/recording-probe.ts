import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeArgs, ffprobe, requireFfmpeg } from '../../scripts/support/media-peers';

/** What a downloaded recording holds, as Debian's ffprobe and ffmpeg read it (decision 043's checks). */
export interface RecordingProbe {
  /** Codec of each stream by kind, e.g. { video: 'vp8', audio: 'opus' }. */
  codecs: Record<string, string>;
  /** Seconds, from the container. */
  duration: number;
  /** ffmpeg's errors decoding every frame: empty for a sound file. */
  decodeErrors: string;
  /**
   * Packets whose timestamp goes back behind the one before (ffmpeg: "non monotonically increasing
   * dts"), by stream kind. Not a decoding error: the frames decode, but a player may skip or stutter
   * there. Reported, not failed on (decision 049).
   */
  timestampRegressions: Record<string, number>;
  /** The loudest sample of the audio in dBFS (ffmpeg's volumedetect); -91 is digital silence. */
  maxVolumeDb: number;
  sha256: string;
  bytes: number;
}

function maxVolumeOf(path: string): number {
  const result = spawnSync(
    'ffmpeg',
    ['-v', 'info', '-nostats', '-i', path, '-vn', '-af', 'volumedetect', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const found = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(result.stderr);
  if (!found) throw new Error(`ffmpeg volumedetect found no audio in ${path}: ${result.stderr.slice(-400)}`);
  return found[1] === '-inf' ? Number.NEGATIVE_INFINITY : Number(found[1]);
}

const regression = /non monotonically increasing dts to muxer in stream (\d+)/;

/** Decodes every frame: the errors, and the timestamp regressions the null muxer reports per stream. */
function decode(path: string, kinds: string[]) {
  const result = spawnSync('ffmpeg', decodeArgs(path), { encoding: 'utf8' });
  const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
  const timestampRegressions: Record<string, number> = {};
  const errors: string[] = [];
  for (const line of lines) {
    const found = regression.exec(line);
    if (found) {
      const kind = kinds[Number(found[1])] ?? `stream ${found[1]}`;
      timestampRegressions[kind] = (timestampRegressions[kind] ?? 0) + 1;
    } else errors.push(line);
  }
  if (result.status !== 0) errors.unshift(`exit ${result.status}`);
  return { decodeErrors: errors.join('\n'), timestampRegressions };
}

export function probeRecording(path: string): RecordingProbe {
  requireFfmpeg();
  const probe = ffprobe(path);
  const bytes = readFileSync(path);
  return {
    codecs: Object.fromEntries(probe.streams.map((stream) => [stream.codec_type, stream.codec_name])),
    duration: Number(probe.format.duration ?? Number.NaN),
    ...decode(
      path,
      probe.streams.map((stream) => stream.codec_type),
    ),
    maxVolumeDb: maxVolumeOf(path),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
  };
}
