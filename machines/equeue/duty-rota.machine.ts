import { assign, fromPromise, setup } from 'xstate';
import type { LocalizedName } from '../kiosk/kiosk-identity';
import { dutyNotaryRequestSchema } from './equeue.schema';

/**
 * An office's duty rota (decision 070), on /admin/kiosks: an administrator picks an office (its rota
 * and its notaries load), then puts one of them on duty from a date. idle (no office) -> loading ->
 * ready | failed; ready -> saving -> ready (the rota as the ministry answered) | ready with the
 * ministry's messages by field. The form is checked with the ministry's own schema first.
 */

export interface DutyNotaryOption {
  id: number;
  name: LocalizedName;
}

export interface DutyRota {
  officeId: number;
  items: { fromDay: string; notary: DutyNotaryOption }[];
}

/** Thrown by the UI's `setDuty` when the ministry refused the form: its messages by field. */
export class DutyRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('duty refused');
    this.name = 'DutyRefused';
  }
}

export interface DutyRotaContext {
  officeId: number | null;
  regionId: number | null;
  rota: DutyRota | null;
  notaries: DutyNotaryOption[];
  /** Found wrong before sending: keys of namespace kiosks (`validation.…`). */
  fieldKeys: Record<string, string>;
  /** Refused by the ministry: its messages, in the user's language. */
  fieldMessages: Record<string, string>;
  saved: boolean;
}

export type DutyRotaEvent =
  | { type: 'duty.officeChosen'; officeId: number; regionId: number }
  | { type: 'duty.sent'; fromDay: string; notaryId: number | null }
  | { type: 'duty.retried' };

const requestOf = (context: DutyRotaContext, event: { fromDay: string; notaryId: number | null }) => ({
  officeId: context.officeId ?? undefined,
  fromDay: event.fromDay,
  notaryId: event.notaryId ?? undefined,
});

function checkDuty(context: DutyRotaContext, event: { fromDay: string; notaryId: number | null }) {
  const parsed = dutyNotaryRequestSchema.safeParse(requestOf(context, event));
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= `validation.${issue.message}`;
  }
  return fields;
}

export const dutyRotaMachine = setup({
  types: {
    context: {} as DutyRotaContext,
    events: {} as DutyRotaEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadRota: fromPromise<
      { rota: DutyRota; notaries: DutyNotaryOption[] },
      { officeId: number; regionId: number }
    >(async () => {
      throw new Error('loadRota not provided');
    }),
    setDuty: fromPromise<DutyRota, { officeId: number; fromDay: string; notaryId: number }>(async () => {
      throw new Error('setDuty not provided');
    }),
  },
  guards: {
    valid: ({ context, event }) =>
      event.type === 'duty.sent' && Object.keys(checkDuty(context, event)).length === 0,
    refused: ({ event }) => 'error' in event && event.error instanceof DutyRefused,
  },
}).createMachine({
  id: 'dutyRota',
  context: {
    officeId: null,
    regionId: null,
    rota: null,
    notaries: [],
    fieldKeys: {},
    fieldMessages: {},
    saved: false,
  },
  initial: 'idle',
  on: {
    'duty.officeChosen': {
      target: '.loading',
      actions: assign({
        officeId: ({ event }) => event.officeId,
        regionId: ({ event }) => event.regionId,
        rota: null,
        notaries: [],
        fieldKeys: {},
        fieldMessages: {},
        saved: false,
      }),
    },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadRota',
        input: ({ context }) => ({ officeId: context.officeId!, regionId: context.regionId! }),
        onDone: {
          target: 'ready',
          actions: assign({
            rota: ({ event }) => event.output.rota,
            notaries: ({ event }) => event.output.notaries,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: {
        'duty.sent': [
          {
            guard: 'valid',
            target: 'saving',
            actions: assign({ fieldKeys: {}, fieldMessages: {}, saved: false }),
          },
          {
            actions: assign({
              fieldKeys: ({ context, event }) => checkDuty(context, event),
              fieldMessages: {},
              saved: false,
            }),
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'setDuty',
        input: ({ context, event }) => {
          if (event.type !== 'duty.sent' || context.officeId === null || event.notaryId === null)
            throw new Error('no duty to set');
          return { officeId: context.officeId, fromDay: event.fromDay, notaryId: event.notaryId };
        },
        onDone: { target: 'ready', actions: assign({ rota: ({ event }) => event.output, saved: true }) },
        onError: [
          {
            guard: 'refused',
            target: 'ready',
            actions: assign({ fieldMessages: ({ event }) => (event.error as DutyRefused).fields }),
          },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { 'duty.retried': 'loading' } },
  },
});

export type DutyRotaMachine = typeof dutyRotaMachine;
