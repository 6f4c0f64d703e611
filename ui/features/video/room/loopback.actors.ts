import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import {
  type LoopbackRefusal,
  type LoopbackRun,
  videoLoopbackMachine,
} from '../../../../machines/video-loopback/video-loopback.machine';
import type { PortalOperationContext } from '../../../graphql/client';
import { type DeviceSession, firstFrame, measureLevel, openDevices } from '../video-check.actors';
import { VideoElementSlot } from '../video-element-slot';
import { fromFailingCallback } from './failing-callback';
import {
  VideoTestLeaveMutation,
  VideoTestPublishMutation,
  VideoTestSubscribeMutation,
} from './room.documents';
import { linkStateOf, type MediaSeams, offerAfterGathering } from './room-media';

const silent: PortalOperationContext = { silent: true };

/** The gateway's typed refusals of the test room (schema/base.graphql ErrorCode) → the video namespace. */
const loopbackRefusalKeys: Readonly<Record<string, string>> = {
  TOKEN_EXPIRED: 'errors.loginRequired',
  LOGIN_REQUIRED: 'errors.loginRequired',
  FORBIDDEN: 'errors.loginRequired',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  VIDEO_TEST_BUSY: 'errors.testBusy',
  MINISTRY_UNAVAILABLE: 'errors.mediaServerConnection',
  MINISTRY_TIMEOUT: 'errors.mediaServerConnection',
  INTEGRATION_ERROR: 'errors.mediaServerConnection',
};

export function loopbackRefusalOf(error: CombinedError | undefined): LoopbackRefusal {
  const extensions = error?.graphQLErrors[0]?.extensions ?? {};
  const code = extensions.code;
  // The media server itself full (MEDIA_REFUSED names its media_* code): busy, as the test rooms are.
  if (code === 'MEDIA_REFUSED' && extensions.ministryCode === 'media_too_many_rooms') {
    return { errorKey: 'errors.testBusy' };
  }
  return {
    errorKey:
      typeof code === 'string' && Object.hasOwn(loopbackRefusalKeys, code)
        ? loopbackRefusalKeys[code]!
        : 'errors.mediaServerConnection',
  };
}

/**
 * Where the returned media plays: the page's <video>, handed in by the view (`attach`), and the
 * stream it plays, kept out of the machine's context.
 */
export class LoopbackStage extends VideoElementSlot {}

/** /room_video_testing's machine with the browser's devices, the media server's test room and the page's stage. */
export function browserLoopback(
  client: Pick<Client, 'mutation'>,
  session: DeviceSession,
  stage: LoopbackStage,
  seams: MediaSeams,
) {
  return videoLoopbackMachine.provide({
    actors: {
      devices: fromPromise<void, LoopbackRun>(({ input }) => openDevices(session, input.mobile)),
      connection: fromFailingCallback<LoopbackRun>(({ sendBack, fail }) => {
        const stream = session.stream();
        if (!stream) throw new Error('no camera stream');
        let closed = false;
        const stops: (() => void)[] = [];
        const lost = () => {
          if (!closed) sendBack({ type: 'loopback.lost' });
        };
        const watch = (peer: ReturnType<MediaSeams['createPeer']>) =>
          peer.addEventListener('connectionstatechange', () => {
            if (linkStateOf(peer.connectionState) === 'lost') lost();
          });
        const sender = seams.createPeer();
        const receiver = seams.createPeer();
        stops.push(
          () => sender.close(),
          () => receiver.close(),
        );
        watch(sender);
        watch(receiver);
        for (const track of stream.getTracks())
          sender.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
        receiver.addTransceiver('video', { direction: 'recvonly' });
        receiver.addTransceiver('audio', { direction: 'recvonly' });
        const returned = seams.createStream();
        let playing = false;
        receiver.addEventListener('track', (event: RTCTrackEvent) => {
          if (!returned.getTracks().includes(event.track)) returned.addTrack(event.track);
          if (event.track.kind === 'audio') {
            stops.push(
              measureLevel(returned, (level) => sendBack({ type: 'loopback.levelMeasured', level })),
            );
          }
          if (event.track.kind !== 'video' || playing) return;
          playing = true;
          void stage.element().then(async (video) => {
            if (closed) return;
            video.srcObject = returned;
            await video.play().catch(() => undefined);
            await firstFrame(video);
            if (!closed) sendBack({ type: 'loopback.playing' });
          });
        });
        void (async () => {
          const published = await client
            .mutation(
              VideoTestPublishMutation,
              { sdp: await offerAfterGathering(sender, seams.gatheringTimeoutMs) },
              silent,
            )
            .toPromise();
          if (closed) return;
          if (!published.data) throw loopbackRefusalOf(published.error);
          const { sessionId, sdp } = published.data.videoTestPublish;
          sendBack({ type: 'loopback.sessionOpened', sessionId });
          await sender.setRemoteDescription({ type: 'answer', sdp });
          const offer = await offerAfterGathering(receiver, seams.gatheringTimeoutMs);
          if (closed) return;
          const subscribed = await client
            .mutation(VideoTestSubscribeMutation, { sessionId, sdp: offer }, silent)
            .toPromise();
          if (closed) return;
          if (!subscribed.data) throw loopbackRefusalOf(subscribed.error);
          await receiver.setRemoteDescription({
            type: 'answer',
            sdp: subscribed.data.videoTestSubscribe.sdp,
          });
        })().catch((error) => {
          if (!closed) fail(error);
        });
        return () => {
          closed = true;
          for (const stop of stops) stop();
          stage.clear();
        };
      }),
      leave: fromPromise<void, { sessionId: string }>(async ({ input }) => {
        const left = await client
          .mutation(VideoTestLeaveMutation, { sessionId: input.sessionId }, silent)
          .toPromise();
        if (left.error) throw loopbackRefusalOf(left.error);
      }),
    },
  });
}
