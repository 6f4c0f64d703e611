import { fromPromise } from 'xstate';

/**
 * The office step that the booking wizard (booking-page.machine.ts) and the kiosk
 * (kiosk-equeue.machine.ts) share: the offices come from one `loadOffices` actor (the UI provides
 * it), `loading` (busy) → `ready` | `failed`, retried by the machine's own retry event; each machine
 * stores them with its `storeOffices` action and says in `ready` what a chosen office leads to.
 */

export interface Localized {
  oz: string;
  uz: string;
  ru: string;
}

export interface OfficeOption {
  id: number;
  name: Localized;
  address: Localized;
  regionId: number;
}

export const loadOffices = fromPromise<OfficeOption[]>(async () => {
  throw new Error('loadOffices not provided');
});

/** The office step's states: `retried` is the machine's retry event, `ready` the state a choice leaves. */
export function officeStep<const Retried extends string, const Ready>(retried: Retried, ready: Ready) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        tags: ['busy' as const],
        invoke: {
          src: 'loadOffices' as const,
          onDone: { target: 'ready', actions: 'storeOffices' as const },
          onError: { target: 'failed' },
        },
      },
      failed: { on: { [retried]: { target: 'loading' } } as { [K in Retried]: { target: string } } },
      ready,
    },
  };
}
