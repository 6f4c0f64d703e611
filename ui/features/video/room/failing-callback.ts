import type { AnyEventObject, CallbackActorLogic, EventObject } from 'xstate';

const failed = 'room.callbackFailed';
const stop = 'xstate.stop';

type Cleanup = (() => void) | undefined;

export interface FailingCallbackArgs<TInput> {
  input: TInput;
  sendBack: (event: AnyEventObject) => void;
  /** Ends the actor with this error: the parent's `onError` runs, and the cleanup first. */
  fail: (error: unknown) => void;
}

/**
 * A callback actor that can also fail later, from an asynchronous source (a subscription's error,
 * a rejected promise). xstate's `fromCallback` errors only when its callback throws synchronously;
 * this one is the same logic plus a private event that turns its snapshot into an error, which the
 * actor system reports to the parent as `xstate.error.actor.<id>`. Same type as `fromCallback`, so
 * it provides a machine's callback placeholder.
 */
export function fromFailingCallback<TInput>(
  callback: (args: FailingCallbackArgs<TInput>) => Cleanup,
): CallbackActorLogic<EventObject, TInput> {
  const cleanups = new WeakMap<object, () => void>();
  const dispose = (self: object) => {
    const cleanup = cleanups.get(self);
    cleanups.delete(self);
    cleanup?.();
  };
  return {
    config: callback,
    start: (state, { self, system }) => {
      const cleanup = callback({
        input: state.input,
        sendBack: (event) => {
          if (self.getSnapshot().status !== 'active') return;
          // As fromCallback does: through the system, so inspection sees who sent it.
          const relay = (
            system as unknown as { _relay: (from: unknown, to: unknown, e: EventObject) => void }
          )._relay;
          if (self._parent) relay.call(system, self, self._parent, event);
        },
        fail: (error) => {
          if (self.getSnapshot().status === 'active') self.send({ type: failed, error } as EventObject);
        },
      });
      if (typeof cleanup === 'function') cleanups.set(self, cleanup);
    },
    transition: (state, event, { self }) => {
      if (event.type === stop) {
        dispose(self);
        return { ...state, status: 'stopped', error: undefined };
      }
      if (event.type === failed && state.status === 'active') {
        dispose(self);
        return { ...state, status: 'error', error: (event as EventObject & { error: unknown }).error };
      }
      return state;
    },
    getInitialSnapshot: (_, input) => ({ status: 'active', output: undefined, error: undefined, input }),
    getPersistedSnapshot: (snapshot) => snapshot,
    restoreSnapshot: (snapshot) => snapshot as never,
  } as CallbackActorLogic<EventObject, TInput>;
}
