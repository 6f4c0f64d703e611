import { expect, type Locator } from '@playwright/test';

// What a person at the screen sees and hears of a <video> that plays a WebRTC stream, for the room's
// and the test room's page models.

/** The video plays: it has a picture size and its time advances. */
export async function expectVideoPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(first);
}

/**
 * The loudest level (RMS, 0..1) in half a second of the video's stream, through a WebAudio analyser
 * on its MediaStream: what the speakers would play. 0 without an audio track.
 */
export function audioLevel(video: Locator): Promise<number> {
  return video.evaluate(async (v: HTMLVideoElement) => {
    const stream = v.srcObject;
    if (!(stream instanceof MediaStream) || stream.getAudioTracks().length === 0) return 0;
    const context = new AudioContext();
    try {
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      context.createMediaStreamSource(stream).connect(analyser);
      await context.resume();
      const samples = new Float32Array(analyser.fftSize);
      let loudest = 0;
      for (let i = 0; i < 10; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        loudest = Math.max(loudest, Math.sqrt(sum / samples.length));
      }
      return loudest;
    } finally {
      await context.close();
    }
  });
}

/**
 * The video's sound is heard above silence: the fake microphone's tone (RMS about 0.17 at the source,
 * e2e/support/fake-microphone.ts) arrives well above 0.01 after Opus and the jitter buffer; a silent
 * or missing track is 0.
 */
export async function expectAudible(video: Locator) {
  await expect.poll(() => audioLevel(video), { timeout: 30_000 }).toBeGreaterThan(0.01);
}
