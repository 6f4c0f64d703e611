import { useSelector } from '@xstate/react';
import type { Client } from 'urql';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectSession } from '../../../machines/session/session.select';
import { termsMachine } from '../../../machines/terms/terms.machine';
import { useSessionActor } from '../../app-actor/app-actor';
import { sessionActors, termsActors } from './session.actors';

/** The session's projection: logged in, the user, the offer and the kiosk's notification list. */
export function useSessionView() {
  return useSelector(useSessionActor(), selectSession);
}

/** The session machine with its storage and GraphQL calls, for the app actor to invoke. */
export function sessionLogic(client: Client) {
  return sessionMachine.provide({
    actors: { ...sessionActors(client), terms: termsMachine.provide({ actors: termsActors(client) }) },
  });
}
