import { type ActorRefFrom, assign, emit, fromPromise, setup } from 'xstate';
import { emptyNotaryChoice } from '../act-form/act-form.schema';
import {
  type ActRefusal,
  type CreatedAct,
  failureOf,
  type NotaryAvailability,
} from '../act-form/create-act.machine';
import { placeholders } from '../actors/not-provided';
import type { ErrorReport } from '../errors/error-policy';
import type { CalendarDate } from '../fields/calendar-date';
import {
  fieldsOf,
  type KioskActInput,
  type KioskAnswer,
  type KioskAnswers,
  type KioskFieldName,
  type KioskGuidedType,
  type KioskStepId,
  kioskActInput,
  stepIssues,
  stepsOf,
} from './kiosk-guide';

/**
 * The kiosk's guided creation of a spouse consent or a minor's trip (kiosk-guide.ts says what is
 * asked): answering one step at a time, with the field the on-screen keyboard types into; the
 * review; the creation (submitting → created, or back to the review refused or failed). A step goes
 * on only when the registry finds nothing wrong with its fields; their messages stay on them until
 * they change. The creation is an actor ui/ provides.
 *
 * As it opens it asks, as the browser's form does (decision 079), whether the person's region has a
 * notary on the portal; when not, and the notary step was not answered yet, it answers it with the
 * automatic choice in the nearest region that has one, and the notary step says why. A failed
 * question is silent: the creation still refuses when no notary can take the act.
 */

export interface KioskActInputArgs {
  typeId: KioskGuidedType;
  /** Tashkent's date on the kiosk: the age rules are judged on it (machines own no clock). */
  today: CalendarDate;
}

export interface KioskActContext extends KioskActInputArgs {
  answers: KioskAnswers;
  step: KioskStepId;
  /** The field the on-screen keyboard types into. */
  active: KioskFieldName | null;
  /** Translation keys of the registry's messages, per field of the step shown. */
  errors: Partial<Record<KioskFieldName, string>>;
  /** The review's messages no single field owns (a rule over several answers). */
  reviewIssues: string[];
  refusal: ActRefusal | null;
  created: CreatedAct | null;
  /** The answer about the person's region, once it came and said the region has no notary. */
  availability: NotaryAvailability | null;
}

export type KioskActEvent =
  | { type: 'kiosk.answered'; field: KioskFieldName; value: KioskAnswer }
  | { type: 'kiosk.focused'; field: KioskFieldName }
  /** The keyboard's close button: no field is typed into until one is tapped. */
  | { type: 'kiosk.keyboardClosed' }
  | { type: 'kiosk.next' }
  | { type: 'kiosk.back' }
  /** From the review: change the answers of one step, then come back through the steps after it. */
  | { type: 'kiosk.edit'; step: KioskStepId }
  | { type: 'kiosk.submitted' };

export type KioskActEmitted =
  | { type: 'kiosk.created'; act: CreatedAct }
  | { type: 'kiosk.failed'; report: ErrorReport };

const notProvided = placeholders('kiosk act');

const stepsNow = (context: KioskActContext) => stepsOf(context.typeId, context.answers, context.today);

/** The step `offset` places from the shown one, in the steps the answers ask for now. */
function stepAt(context: KioskActContext, offset: number): KioskStepId {
  const steps = stepsNow(context);
  const index = Math.max(0, steps.indexOf(context.step));
  return steps[Math.min(steps.length - 1, Math.max(0, index + offset))] ?? steps[0] ?? 'review';
}

const firstField = (context: KioskActContext, step: KioskStepId) =>
  fieldsOf(context.typeId, step, context.answers)[0] ?? null;

const issuesOf = (context: KioskActContext) =>
  stepIssues(context.typeId, context.step, context.answers, context.today);

/** Moves to `step`, the keyboard on its first field, no message yet. */
const moveTo = (context: KioskActContext, step: KioskStepId) => ({
  step,
  active: firstField(context, step),
  errors: {},
  reviewIssues: [],
});

export const kioskActMachine = setup({
  types: {
    context: {} as KioskActContext,
    events: {} as KioskActEvent,
    emitted: {} as KioskActEmitted,
    input: {} as KioskActInputArgs,
  },
  actors: {
    /** Resolves with the act made, rejects with an ActFormFailure. */
    create: fromPromise<CreatedAct, KioskActInput>(notProvided('create')),
    /** Whether the person's own region has a notary on the portal (Query.notaryAvailability). */
    notaryAvailability: fromPromise<NotaryAvailability>(notProvided('notaryAvailability')),
  },
  guards: {
    stepHasIssues: ({ context }) => {
      const issues = issuesOf(context);
      return Object.keys(issues.fields).length > 0 || issues.other.length > 0;
    },
    nextIsReview: ({ context }) => stepAt(context, 1) === 'review',
    onFirstStep: ({ context }) => stepsNow(context).indexOf(context.step) <= 0,
    refused: ({ event }) => 'refusal' in failureOf(event, 'mutation'),
  },
  actions: {
    answer: assign(({ context, event }) => {
      if (event.type !== 'kiosk.answered') return {};
      const { [event.field]: _answered, ...errors } = context.errors;
      return { answers: { ...context.answers, [event.field]: event.value }, errors };
    }),
    focus: assign({ active: ({ event }) => (event.type === 'kiosk.focused' ? event.field : null) }),
    closeKeyboard: assign({ active: null }),
    showIssues: assign(({ context }) => {
      const issues = issuesOf(context);
      const fields = Object.keys(issues.fields) as KioskFieldName[];
      return { errors: issues.fields, reviewIssues: issues.other, active: fields[0] ?? context.active };
    }),
    goNext: assign(({ context }) => moveTo(context, stepAt(context, 1))),
    goBack: assign(({ context }) => moveTo(context, stepAt(context, -1))),
    goToEdited: assign(({ context, event }) =>
      event.type === 'kiosk.edit' && stepsNow(context).includes(event.step)
        ? moveTo(context, event.step)
        : {},
    ),
    applyAvailability: assign(({ context, event }) => {
      const availability = (event as unknown as { output: NotaryAvailability }).output;
      if (availability.available) return {};
      // The nearest staffed region, unless the person already chose how the notary is found.
      const nearest = availability.nearest;
      if (!nearest || context.answers.notary !== undefined) return { availability };
      const notary = { ...emptyNotaryChoice, mode: 'region' as const, regionId: String(nearest.id) };
      return { availability, answers: { ...context.answers, notary } };
    }),
    clearRefusal: assign({ refusal: null }),
    storeRefusal: assign({
      refusal: ({ event }) => {
        const failure = failureOf(event, 'mutation');
        return 'refusal' in failure ? failure.refusal : null;
      },
    }),
    storeCreated: assign({ created: ({ event }) => (event as unknown as { output: CreatedAct }).output }),
    announceCreated: emit(({ event }) => ({
      type: 'kiosk.created' as const,
      act: (event as unknown as { output: CreatedAct }).output,
    })),
    reportFailure: emit(({ event }) => {
      const failure = failureOf(event, 'mutation');
      return {
        type: 'kiosk.failed' as const,
        report: 'report' in failure ? failure.report : { code: null, operation: 'mutation' as const },
      };
    }),
  },
}).createMachine({
  id: 'kioskAct',
  context: ({ input }) => {
    const context: KioskActContext = {
      ...input,
      answers: {},
      step: 'review',
      active: null,
      errors: {},
      reviewIssues: [],
      refusal: null,
      created: null,
      availability: null,
    };
    const [first] = stepsOf(input.typeId, {}, input.today);
    return { ...context, ...moveTo(context, first ?? 'review') };
  },
  invoke: {
    id: 'notaryAvailability',
    src: 'notaryAvailability',
    onDone: { actions: 'applyAvailability' },
    // Nothing to say: the creation still refuses when no notary can take the act.
    onError: {},
  },
  initial: 'answering',
  states: {
    answering: {
      on: {
        'kiosk.answered': { actions: 'answer' },
        'kiosk.focused': { actions: 'focus' },
        'kiosk.keyboardClosed': { actions: 'closeKeyboard' },
        'kiosk.next': [
          { guard: 'stepHasIssues', actions: 'showIssues' },
          { guard: 'nextIsReview', target: 'reviewing', actions: 'goNext' },
          { actions: 'goNext' },
        ],
        // The first step has nothing before it: the page offers its way out instead.
        'kiosk.back': [{ guard: 'onFirstStep' }, { actions: 'goBack' }],
      },
    },
    reviewing: {
      entry: 'showIssues',
      on: {
        'kiosk.back': { target: 'answering', actions: 'goBack' },
        'kiosk.edit': { target: 'answering', actions: 'goToEdited' },
        'kiosk.submitted': [{ guard: 'stepHasIssues', actions: 'showIssues' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearRefusal',
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => kioskActInput(context.typeId, context.answers, context.today),
        onDone: { target: 'created', actions: ['storeCreated', 'announceCreated'] },
        onError: [
          { guard: 'refused', target: 'reviewing', actions: 'storeRefusal' },
          { target: 'reviewing', actions: 'reportFailure' },
        ],
      },
    },
    created: { type: 'final' },
  },
});

export type KioskActActorRef = ActorRefFrom<typeof kioskActMachine>;
