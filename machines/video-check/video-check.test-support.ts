import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { FrameSize } from '../video-room/video.constants';
import { type VideoCheckRun, videoCheckMachine } from './video-check.machine';

/** A readiness check whose devices never answer: graph tests send the events themselves. */
export const silentVideoCheck = videoCheckMachine.provide({
  actors: {
    media: fromPromise<void, VideoCheckRun>(() => new Promise(() => undefined)),
    video: fromPromise<FrameSize, VideoCheckRun>(() => new Promise(() => undefined)),
    microphone: fromCallback<EventObject, VideoCheckRun>(() => undefined),
    speedTest: fromPromise<number, VideoCheckRun>(() => new Promise(() => undefined)),
    signature: fromPromise<boolean, VideoCheckRun>(() => new Promise(() => undefined)),
  },
});

/** A readiness check whose devices all pass at once (a 1280x720 camera, 6 Mb/s), signature as given. */
export const passingVideoCheck = (signature = true) =>
  videoCheckMachine.provide({
    actors: {
      media: fromPromise<void, VideoCheckRun>(async () => undefined),
      video: fromPromise<FrameSize, VideoCheckRun>(async () => ({ width: 1280, height: 720 })),
      microphone: fromCallback<EventObject, VideoCheckRun>(({ sendBack }) => {
        sendBack({ type: 'microphone.levelMeasured', level: 0.5 });
      }),
      speedTest: fromPromise<number, VideoCheckRun>(async () => 6),
      signature: fromPromise<boolean, VideoCheckRun>(async () => signature),
    },
  });
