import { type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  type MediaRefusal,
  mediaFailureOf,
  type VideoCheckRun,
  videoCheckMachine,
} from '../../../machines/video-check/video-check.machine';
import { cameraRequest, type FrameSize } from '../../../machines/video-room/video.constants';
import { holdsSignature, type SignatureProvider } from './signature-provider';
import { measureBandwidth } from './speed-test';
import { VideoElementSlot } from './video-element-slot';

/**
 * The browser's side of the readiness check (machines/video-check): the devices, the speed test and
 * the signature. The stream lives here, in the page's closure, never in the machine's context: the
 * preview element is handed in by the view (`attach`) and the tracks stop with the page (`stop`).
 */
export class DeviceSession extends VideoElementSlot {
  #stream: MediaStream | null = null;

  /** The camera and microphone stream once permitted; null before and after. */
  stream(): MediaStream | null {
    return this.#stream;
  }

  /** Replaces the stream (a retry asks again), stopping the old one's tracks. */
  set(next: MediaStream | null): void {
    for (const track of this.#stream?.getTracks() ?? []) track.stop();
    this.#stream = next;
  }

  stop(): void {
    this.set(null);
    this.clear();
  }
}

/** The camera request as an ideal, never a minimum: a smaller camera must reach the machine's own judgement. */
export function idealCamera(mobile: boolean): MediaTrackConstraints {
  const { width, height, ...rest } = cameraRequest(mobile) as Record<string, unknown> & {
    width: { ideal: number };
    height: { ideal: number };
  };
  return {
    ...(rest as MediaTrackConstraints),
    width: { ideal: width.ideal },
    height: { ideal: height.ideal },
  };
}

/** Which device a NotFoundError lacks: the camera when none is listed, else the microphone. */
export async function missingKind(): Promise<'camera' | 'microphone'> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((d) => d.kind === 'videoinput') ? 'microphone' : 'camera';
  } catch {
    return 'camera';
  }
}

/** The first decoded frame's size: once the element has data and a non-zero width. */
export function firstFrame(video: HTMLVideoElement): Promise<FrameSize> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (video.videoWidth > 0 && video.videoHeight > 0) {
        video.removeEventListener('loadeddata', done);
        video.removeEventListener('resize', done);
        resolve({ width: video.videoWidth, height: video.videoHeight });
      }
    };
    video.addEventListener('loadeddata', done);
    video.addEventListener('resize', done);
    video.addEventListener('error', () => reject(new Error('video error')), { once: true });
    done();
  });
}

/** The readiness machine with the browser's devices; `signature` absent where no signature is asked. */
export function browserVideoCheck(session: DeviceSession, signature?: SignatureProvider) {
  return videoCheckMachine.provide({
    actors: {
      media: fromPromise<void, VideoCheckRun>(({ input }) => openDevices(session, input.mobile)),
      video: fromPromise<FrameSize, VideoCheckRun>(async () => {
        const stream = session.stream();
        const [track] = stream?.getVideoTracks() ?? [];
        if (!stream || !track || track.readyState === 'ended') throw new Error('no video track');
        const video = await session.element();
        video.muted = true;
        video.srcObject = stream;
        const ended = new Promise<never>((_, reject) =>
          track.addEventListener('ended', () => reject(new Error('camera ended')), { once: true }),
        );
        await video.play().catch(() => undefined);
        return Promise.race([firstFrame(video), ended]);
      }),
      microphone: fromCallback<EventObject, VideoCheckRun>(({ sendBack }) => {
        const stream = session.stream();
        if (!stream || stream.getAudioTracks().length === 0) throw new Error('no audio track');
        return measureLevel(stream, (level) => sendBack({ type: 'microphone.levelMeasured', level }));
      }),
      speedTest: fromPromise<number, VideoCheckRun>(({ signal }) => measureBandwidth({ signal })),
      signature: fromPromise<boolean, VideoCheckRun>(async () => {
        if (!signature) throw new Error('no signature provider');
        return holdsSignature(signature);
      }),
    },
  });
}

/** RMS level of an audio stream, measured every 100 ms; returns the stop. */
export function measureLevel(stream: MediaStream, report: (level: number) => void): () => void {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  void context.resume().catch(() => undefined);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    report(Math.sqrt(sum / samples.length));
  }, 100);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}

/**
 * The camera and the microphone, opened into `session` (the camera a phone's or a computer's): a
 * refusal is thrown as the MediaRefusal the video check and the loopback machines read.
 */
export async function openDevices(session: DeviceSession, mobile: boolean): Promise<void> {
  session.set(null);
  if (!navigator.mediaDevices?.getUserMedia) {
    throw { failure: 'webcamBlocked' } satisfies MediaRefusal;
  }
  try {
    session.set(await navigator.mediaDevices.getUserMedia({ video: idealCamera(mobile), audio: true }));
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    const kind = name === 'NotFoundError' ? await missingKind() : 'camera';
    throw { failure: mediaFailureOf(name, kind) } satisfies MediaRefusal;
  }
}
