import type { Client } from 'urql';
import { fromCallback, fromPromise } from 'xstate';
import {
  type CameraFailure,
  type FaceCheckEvent,
  faceCheckMachine,
  type LivenessChallenge,
} from '../../../machines/face-check/face-check.machine';
import type { AuthAnswer } from '../../../machines/login/login.machine';
import type { LoginCredentials } from '../../../machines/login/login.schema';
import { onSocketConnected, type PortalOperationContext } from '../../graphql/client';
import { failure } from '../../graphql/failure';
import { readUser } from '../session';

// The login form, the error dialog and the face dialog show these failures themselves.
const silent: PortalOperationContext = { silent: true };
// The login's documents and the camera's code load with the login's first steps, not with the
// first page (decision 029).
const documents = () => import('./auth.documents');
let camera: typeof import('./camera') | undefined;
const loadCamera = async () => {
  camera ??= await import('./camera');
  return camera;
};

export function faceCheckLogic(client: Client) {
  return faceCheckMachine.provide({
    actors: {
      camera: fromCallback<FaceCheckEvent>(({ sendBack }) => {
        let closed = false;
        const failed = (reason: CameraFailure) => {
          if (!closed) sendBack({ type: 'camera.failed', reason });
        };
        loadCamera().then(
          ({ cameraSession, CameraError }) => {
            if (closed) return;
            cameraSession.open().then(
              (size) => {
                if (closed) cameraSession.close();
                else sendBack({ type: 'camera.started', ...size });
              },
              (error: unknown) => failed(error instanceof CameraError ? error.reason : 'noCamera'),
            );
          },
          () => failed('noCamera'),
        );
        return () => {
          closed = true;
          camera?.cameraSession.close();
        };
      }),
      liveness: fromCallback<FaceCheckEvent>(({ sendBack }) => {
        const sessionId = crypto.randomUUID();
        sendBack({ type: 'liveness.subscribed', sessionId });
        const stopWatching = onSocketConnected(() => sendBack({ type: 'liveness.connectionOpened' }));
        let stopped = false;
        let subscription: { unsubscribe: () => void } | null = null;
        const subscribe = ({ LivenessSubscription }: Awaited<ReturnType<typeof documents>>) => {
          if (stopped) return;
          subscription = client
            .subscription(LivenessSubscription, { sessionId }, silent)
            .subscribe((result) => {
              if (result.error) {
                sendBack({ type: 'liveness.failed', errorCode: 'unavailable' });
                return;
              }
              const update = result.data?.liveness;
              if (!update) return;
              const challenge: LivenessChallenge | null = update.challenge
                ? { step: update.challenge.step, index: update.challenge.index, of: update.challenge.of }
                : null;
              switch (update.kind) {
                case 'CONNECTED':
                  sendBack({ type: 'liveness.sessionOpened', challenge });
                  break;
                case 'STATS':
                  sendBack({
                    type: 'liveness.statsReceived',
                    stats: {
                      errors: update.errors,
                      faceRect: update.faceRect ?? null,
                      isOk: update.isOk,
                      challenge,
                      skipped: update.skipped,
                    },
                  });
                  break;
                case 'SUCCESS':
                  if (update.jwt) sendBack({ type: 'liveness.succeeded', jwt: update.jwt });
                  else sendBack({ type: 'liveness.failed', errorCode: null });
                  break;
                case 'ERROR':
                  sendBack({ type: 'liveness.failed', errorCode: update.errorCode ?? null });
                  break;
                case 'RECONNECTING':
                  sendBack({ type: 'liveness.reconnecting' });
                  break;
              }
            });
        };
        documents().then(subscribe, () => {
          if (!stopped) sendBack({ type: 'liveness.failed', errorCode: 'unavailable' });
        });
        return () => {
          stopped = true;
          subscription?.unsubscribe();
          stopWatching();
        };
      }),
      captureFrame: fromPromise(async () => (await loadCamera()).cameraSession.capture()),
      sendFrame: fromPromise(async ({ input }) => {
        const { SendLivenessFrameMutation } = await documents();
        const result = await client
          .mutation(
            SendLivenessFrameMutation,
            { sessionId: input.sessionId, image: input.frame.image, contentType: input.frame.contentType },
            { ...silent, viaSocket: true },
          )
          .toPromise();
        if (result.error) throw failure(result.error);
        return result.data?.sendLivenessFrame ?? false;
      }),
    },
  });
}

export function loginActors(client: Client) {
  return {
    precheck: fromPromise(async ({ input }: { input: LoginCredentials }) => {
      const { PrecheckMutation } = await documents();
      const result = await client.mutation(PrecheckMutation, { input }, silent).toPromise();
      if (result.error) throw failure(result.error);
      if (result.data?.precheck !== true) throw new Error('');
      return true;
    }),
    faceCheck: faceCheckLogic(client),
    authenticate: fromPromise(async ({ input }: { input: LoginCredentials & { jwt: string } }) => {
      const { AuthenticateMutation } = await documents();
      const result = await client.mutation(AuthenticateMutation, { input }, silent).toPromise();
      if (result.error) throw failure(result.error);
      const answer = result.data?.authenticate;
      if (!answer) throw new Error('');
      return {
        resultCode: answer.resultCode,
        message: answer.message ?? null,
        token: answer.token ?? null,
        user: answer.user ? readUser(answer.user) : null,
      } satisfies AuthAnswer;
    }),
  };
}
