import {
  cameraConstraints,
  frameContentType,
  frameQuality,
} from '../../../machines/face-check/face-check.config';
import type { CameraFailure, CapturedFrame } from '../../../machines/face-check/face-check.machine';

/**
 * The one camera of the face check: the camera actor opens it, the face dialog's <video> shows
 * it, the capture actor draws from that video. Kept outside React so the actors and the view
 * share it without passing a MediaStream through machine context.
 */
type Listener = () => void;

class CameraSession {
  private stream: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private readonly listeners = new Set<Listener>();
  private canvas: HTMLCanvasElement | null = null;

  current(): MediaStream | null {
    return this.stream;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  async open(): Promise<{ width: number; height: number }> {
    if (!navigator.mediaDevices?.getUserMedia) throw cameraError('noCamera');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: {
          width: { ideal: cameraConstraints.width },
          height: { ideal: cameraConstraints.height },
          facingMode: cameraConstraints.facingMode,
        },
      });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      throw cameraError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera');
    }
    this.stream = stream;
    this.changed();
    const settings = stream.getVideoTracks()[0]?.getSettings();
    return {
      width: settings?.width ?? cameraConstraints.width,
      height: settings?.height ?? cameraConstraints.height,
    };
  }

  close() {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.changed();
  }

  attach(video: HTMLVideoElement | null) {
    this.video = video;
  }

  /** One JPEG frame (quality 0.6) of the video as the camera delivers it, base64 without prefix. */
  capture(): CapturedFrame {
    const video = this.video;
    if (!video || video.readyState < 2 || video.videoWidth === 0) throw new Error('video not ready');
    this.canvas ??= document.createElement('canvas');
    this.canvas.width = video.videoWidth;
    this.canvas.height = video.videoHeight;
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(video, 0, 0, video.videoWidth, video.videoHeight);
    const url = this.canvas.toDataURL(frameContentType, frameQuality);
    return { image: url.slice(url.indexOf(',') + 1), contentType: frameContentType };
  }
}

export class CameraError extends Error {
  constructor(readonly reason: CameraFailure) {
    super(reason);
  }
}

const cameraError = (reason: CameraFailure) => new CameraError(reason);

export const cameraSession = new CameraSession();
