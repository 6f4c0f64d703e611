import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { InspectionEvent } from 'xstate';

// Browser traces of a page's own statecharts (issue 14, decision 061): a page's actor (an act form,
// the equeue, the video room) runs in an actor system of its own, not under the app actor, so the
// composition root hands over here how such a system is inspected; each page actor gets its scope.
let pageInspect: ((scope: string) => (event: InspectionEvent) => void) | null = null;
let pages = 0;

/** Called once by the composition root (ui/app/app-logic.ts) with the trace buffer's `page`. */
export function tracePageActors(inspect: (scope: string) => (event: InspectionEvent) => void) {
  pageInspect = inspect;
}

const useAnyActorRef = useActorRef as unknown as (
  logic: unknown,
  options?: object,
  observer?: unknown,
) => unknown;

/** `useActorRef` for a page's own statechart: traced with the app's actors when the session is. */
export const usePageActorRef = ((logic: unknown, options?: object, observer?: unknown) => {
  const [inspect] = useState(() => pageInspect?.(`p${++pages}`));
  return useAnyActorRef(logic, inspect ? { ...options, inspect } : options, observer);
}) as unknown as typeof useActorRef;
