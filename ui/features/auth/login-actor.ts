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

/** Query.clientConfig for the app actor; silent: without it the face check keeps its defaults. */
export function clientConfigActor(client: Client) {
  return fromPromise(async (): Promise<ClientConfig> => {
    const result = await client.query(ClientConfigQuery, {}, { silent: true }).toPromise();
    if (result.error) throw failure(result.error);
    if (!result.data) throw new Error('Query.clientConfig answered without data');
    const { faceCheckLimitMs, faceCheckStartDelayMs, frameIntervalMs, instructionalVideoUrl } =
      result.data.clientConfig;
    return {
      faceCheckLimitMs,
      faceCheckStartDelayMs,
      frameIntervalMs,
      instructionalVideoUrl: instructionalVideoUrl ?? null,
    };
  });
}
