import { shallowEqual, useSelector } from '@xstate/react';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type Actor, createActor, type InspectionEvent, type Subscription } from 'xstate';
import type { AppEmitted, AppInput, appMachine } from '../../machines/app/app.machine';
import {
  selectApp,
  selectLoginActor,
  selectMode,
  selectNavigationActor,
  selectSessionActor,
} from '../../machines/app/app.select';

type AppLogic = typeof appMachine;
export type AppActorRef = Actor<AppLogic>;

const Context = createContext<AppActorRef | null>(null);

/**
 * Actors started before React rendered anything, with what they emitted while nothing listened:
 * the browser effects take it over (ui/app/browser-effects.ts).
 */
const startedEarly = new WeakMap<AppActorRef, { heard: AppEmitted[]; listening: Subscription }>();

/**
 * Creates the page's app actor, to be started before the first render: its entry guards the page's
 * address, so the first render is already the page, in one render rather than an empty shell and a
 * second one (decision 034). What it emits before the browser effects listen is kept for them.
 * main.tsx starts it in the task after this one: creating the actor (its machine's first state and
 * its children) and starting it are each a task of 20 to 50 ms on a slow phone (decision 105).
 */
export function createAppActor(
  logic: AppLogic,
  input: AppInput,
  inspect?: (event: InspectionEvent) => void,
): AppActorRef {
  const actor = createActor(logic, inspect ? { input, inspect } : { input });
  const heard: AppEmitted[] = [];
  startedEarly.set(actor, { heard, listening: actor.on('*', (event) => heard.push(event)) });
  return actor;
}

/** The page's app actor (createAppActor), started at once. */
export function startAppActor(
  logic: AppLogic,
  input: AppInput,
  inspect?: (event: InspectionEvent) => void,
): AppActorRef {
  return createAppActor(logic, input, inspect).start();
}

/** What the actor emitted since createAppActor, handed over once, to the listener the browser effects install. */
export function takeEarlyEmitted(actor: AppActorRef): AppEmitted[] {
  const early = startedEarly.get(actor);
  if (!early) return [];
  early.listening.unsubscribe();
  return early.heard.splice(0);
}

function useAppActorRef(): AppActorRef {
  const actor = useContext(Context);
  if (!actor) throw new Error('an app actor hook is used outside <AppActor.Provider>');
  return actor;
}

/**
 * The one app actor (machines/app): ui/app provides it once, with the GraphQL actors; every view
 * reads a projection of it or of one of its children and sends events. Shared by every feature,
 * so it lives beside them rather than in one.
 */
export const AppActor = {
  /** The page's actor, started before the first render (createAppActor, then main.tsx). */
  Provider({ actor, children }: { actor: AppActorRef; children?: ReactNode }) {
    return createElement(Context.Provider, { value: actor }, children);
  },
  useActorRef: useAppActorRef,
  useSelector<T>(
    selector: (snapshot: ReturnType<AppActorRef['getSnapshot']>) => T,
    compare?: (a: T, b: T) => boolean,
  ) {
    return useSelector(useAppActorRef(), selector, compare);
  },
};

/** Mode and client configuration. */
export function useAppView() {
  return AppActor.useSelector(selectApp, shallowEqual);
}

/**
 * Whether the page is a kiosk's: for views that need only that, so they do not render again when the
 * client configuration arrives.
 */
export const useKioskMode = () => AppActor.useSelector(selectMode) === 'kiosk';

/** The children, for their own projections; each reference is stable for the app's lifetime. */
export const useNavigationActor = () => AppActor.useSelector(selectNavigationActor);
export const useSessionActor = () => AppActor.useSelector(selectSessionActor);
export const useLoginActor = () => AppActor.useSelector(selectLoginActor);
