import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type Client, useClient } from 'urql';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import type { ErrorReport } from '../../machines/errors/error-policy';
import { useErrorReaction } from '../errors/error-reaction';
import { usePageActorRef } from './page-actor';

/** What a page's statechart is built with: the GraphQL client its actors call and the error policy. */
export interface PageMachineDeps {
  client: Client;
  report: (report: ErrorReport) => void;
}

/**
 * A page's own statechart, its actors provided from the GraphQL client and the app's error policy,
 * started once and traced with the app's actors (issue 29): a view gets its data through the machine's
 * actors and calls no urql hook itself. `build` runs once, on the first render.
 */
export function usePageMachine<TLogic extends AnyActorLogic>(
  build: (deps: PageMachineDeps) => TLogic,
  options?: ActorOptions<TLogic>,
): ActorRefFrom<TLogic> {
  return usePageActorRef(usePageLogic(build), options) as ActorRefFrom<TLogic>;
}

/**
 * `usePageMachine` for a page whose context holds a secret while it is valid (the kiosk's one-time
 * enrolment code): its actors come the same way, but the actor is not traced.
 */
export function useUntracedPageMachine<TLogic extends AnyActorLogic>(
  build: (deps: PageMachineDeps) => TLogic,
  options?: ActorOptions<TLogic>,
): ActorRefFrom<TLogic> {
  return useAnyActorRef(usePageLogic(build), options) as ActorRefFrom<TLogic>;
}

/** The page's logic, built once from the GraphQL client and the error policy. */
function usePageLogic<TLogic extends AnyActorLogic>(build: (deps: PageMachineDeps) => TLogic): TLogic {
  const client = useClient();
  const report = useErrorReaction();
  const [logic] = useState(() => build({ client, report }));
  return logic;
}

const useAnyActorRef = useActorRef as unknown as (logic: unknown, options?: object) => unknown;
