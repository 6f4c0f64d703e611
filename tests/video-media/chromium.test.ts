/**
 * Debian's Chromium publishes to the media server (decision 043): what Chromium offers by default,
 * that werift answers it, forwards its media to a viewer and records it into a WebM ffprobe reads.
 * The camera is a canvas and the microphone an oscillator (no device needed); the page never
 * touches the network, it hands its offer to the server through an exposed function.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMediaServer, type MediaServer, type RecordingFile } from '../../ministry/video/media';
import { chromiumLaunchOptions, webrtcLoopbackFlags } from '../../scripts/support/chromium';
import { createViewer, decodeErrors, ffprobe, requireFfmpeg, until } from '../../scripts/support/media-peers';

let browser: Browser;
let server: MediaServer;
let dir: string;

beforeAll(async () => {
  requireFfmpeg();
  dir = mkdtempSync(join(tmpdir(), 'media-chromium-'));
  server = createMediaServer({ recordingsDir: dir, host: '127.0.0.1' });
  browser = await chromium.launch(chromiumLaunchOptions(webrtcLoopbackFlags));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('Chromium offers VP8 first and Opus; the server answers, forwards and records both', async () => {
  const page = await browser.newPage();
  const offers: string[] = [];
  await page.exposeFunction('publishToMinistry', async (sdp: string) => {
    offers.push(sdp);
    return server.publish('browser', 'chromium', sdp);
  });
  const state = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    let frame = 0;
    setInterval(() => {
      frame++;
      context.fillStyle = `hsl(${(frame * 7) % 360} 80% 50%)`;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#fff';
      context.fillRect((frame * 9) % 600, 200, 40, 40);
    }, 50);
    const video = canvas.captureStream(20).getVideoTracks()[0] as MediaStreamTrack;
    const audioContext = new AudioContext();
    const oscillator = audioContext.createOscillator();
    const destination = audioContext.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    const audio = destination.stream.getAudioTracks()[0] as MediaStreamTrack;
    const pc = new RTCPeerConnection();
    const stream = new MediaStream([video, audio]);
    pc.addTrack(video, stream);
    pc.addTrack(audio, stream);
    await pc.setLocalDescription();
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') resolve();
      pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
    });
    const publish = (window as unknown as { publishToMinistry: (sdp: string) => Promise<string> })
      .publishToMinistry;
    await pc.setRemoteDescription({ type: 'answer', sdp: await publish(pc.localDescription?.sdp ?? '') });
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pc.connectionState === 'connected') resolve();
        if (pc.connectionState === 'failed') reject(new Error('connection failed'));
      };
      pc.addEventListener('connectionstatechange', check);
      check();
    });
    return pc.connectionState;
  });
  expect(state).toBe('connected');

  // Chromium's default: the first video payload type of its offer is VP8, and it offers Opus.
  const offer = offers[0] as string;
  const videoLine = /\r\nm=video \d+ [A-Z/]+ (\d+)/.exec(offer);
  expect(new RegExp(`a=rtpmap:${videoLine?.[1]} VP8/90000`).test(offer)).toBe(true);
  expect(offer).toMatch(/a=rtpmap:\d+ opus\/48000\/2/);

  const viewer = await createViewer();
  try {
    await viewer.accept(await server.subscribe('browser', 'chromium', 'chromium', viewer.offer));
    await until(
      () => viewer.received.video > 30 && viewer.received.audio > 30,
      'Chromium’s media at the viewer',
    );
    server.startRecording('browser');
    const started = Date.now();
    await until(() => Date.now() - started > 5000, 'five seconds of recording', 10_000);
    // The window recorded ends when the stop is asked for: finalising the file (slow on a loaded
    // machine) adds nothing to it.
    const window = Date.now() - started;
    const files = await server.stopRecording('browser');
    expect(files).toHaveLength(1);
    const file = files[0] as RecordingFile;
    expect(file.complete).toBe(true);
    const probe = ffprobe(file.path);
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:opus',
      'video:vp8',
    ]);
    // Media time, not wall time, is what a file holds: a loaded machine slows Chromium's canvas and
    // once made the file 7 s longer than the clock (decision 043, open question). The ffmpeg tests
    // bound the duration both ways against the media published; here, most of the window is there.
    expect(Number(probe.format.duration)).toBeGreaterThan(window / 2000);
    expect(decodeErrors(file.path)).toBe('');
  } finally {
    await viewer.close();
    await page.close();
  }
}, 120_000);
