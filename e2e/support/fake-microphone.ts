import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { webrtcLoopbackFlags } from '../../scripts/support/chromium';
import { type Camera, cameraDir, fakeCameraArgs } from './fake-camera';

/**
 * Chromium's fake microphone plays a .wav file in a loop (`--use-file-for-fake-audio-capture`). The
 * video room's e2e listens for it on the far side of the media server, so it is never silent: a
 * 440 Hz tone whose loudness swells and fades three times a second between half and full, like a
 * voice, 16-bit PCM at 48 kHz (Opus's own rate, so nothing is resampled before the encoder).
 */
export const microphoneFile = join(cameraDir, 'voice.wav');

const sampleRate = 48_000;
const seconds = 2;
/** Peak amplitude: RMS about 0.17, far above the readiness check's 0.02 silence floor (decision 044). */
const peak = 0.3;

export function wavOf(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function writeMicrophone(): string {
  const samples = new Float32Array(sampleRate * seconds);
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    // Whole cycles of both in two seconds, so the loop has no click.
    const swell = 0.75 + 0.25 * Math.sin(2 * Math.PI * 3 * t);
    samples[i] = peak * swell * Math.sin(2 * Math.PI * 440 * t);
  }
  mkdirSync(dirname(microphoneFile), { recursive: true });
  writeFileSync(microphoneFile, wavOf(samples, sampleRate));
  return microphoneFile;
}

/**
 * A browser for the video room: the fake camera showing `camera`, the fake microphone above, and
 * WebRTC to the sandbox's media server on loopback (decision 043).
 */
export function fakeCallArgs(camera: Camera): string[] {
  return [
    ...fakeCameraArgs(camera),
    `--use-file-for-fake-audio-capture=${microphoneFile}`,
    ...webrtcLoopbackFlags,
  ];
}
