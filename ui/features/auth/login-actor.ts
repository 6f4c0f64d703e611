import { useSelector } from '@xstate/react';
import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { ClientConfig } from '../../../machines/app/app.machine';
import { loginMachine } from '../../../machines/login/login.machine';
import { selectLogin } from '../../../machines/login/login.select';
import { useLoginActor } from '../../app-actor/app-actor';
import { failure } from '../../graphql/failure';
import { ClientConfigQuery } from './client-config.documents';
import { loginActors } from './login.actors';

/** The login's projection: the form, the face dialog, the result dialogs. */
export function useLoginView() {
  return useSelector(useLoginActor(), selectLogin);
}

/** The login machine with its GraphQL calls and the camera, for the app actor to invoke. */
export function loginLogic(client: Client) {
  return loginMachine.provide({ actors: loginActors(client) });
}

/** Query.clientConfig for the app actor; silent: without it the face check and the kiosk keep their defaults. */
export function clientConfigActor(client: Client) {
  return fromPromise(async (): Promise<ClientConfig> => {
    const result = await client.query(ClientConfigQuery, {}, { silent: true }).toPromise();
    if (result.error) throw failure(result.error);
    if (!result.data) throw new Error('Query.clientConfig answered without data');
    const config = result.data.clientConfig;
    return {
      faceCheckLimitMs: config.faceCheckLimitMs,
      faceCheckStartDelayMs: config.faceCheckStartDelayMs,
      frameIntervalMs: config.frameIntervalMs,
      kioskIdleMs: config.kioskIdleMs,
      kioskIdleCountdownMs: config.kioskIdleCountdownMs,
      instructionalVideoUrl: config.instructionalVideoUrl ?? null,
    };
  });
}
