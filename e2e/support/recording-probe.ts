import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeErrors, ffprobe, requireFfmpeg } from '../../scripts/support/media-peers';

/** What a downloaded recording holds, as Debian's ffprobe and ffmpeg read it (decision 043's checks). */
export interface RecordingProbe {
  /** Codec of each stream by kind, e.g. { video: 'vp8', audio: 'opus' }. */
  codecs: Record<string, string>;
  /** Seconds, from the container. */
  duration: number;
  /** ffmpeg's errors decoding every frame: empty for a sound file. */
  decodeErrors: string;
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

export function probeRecording(path: string): RecordingProbe {
  requireFfmpeg();
  const probe = ffprobe(path);
  const bytes = readFileSync(path);
  return {
    codecs: Object.fromEntries(probe.streams.map((stream) => [stream.codec_type, stream.codec_name])),
    duration: Number(probe.format.duration ?? Number.NaN),
    decodeErrors: decodeErrors(path),
    maxVolumeDb: maxVolumeOf(path),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
  };
}
