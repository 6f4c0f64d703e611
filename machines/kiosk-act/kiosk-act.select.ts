import type { SnapshotFrom } from 'xstate';
import type { ActRefusal, CreatedAct, NamedRegion } from '../act-form/create-act.machine';
import type { kioskActMachine } from './kiosk-act.machine';
import {
  childBirthDate,
  fieldsOf,
  formatCalendarDate,
  type KioskAnswers,
  type KioskField,
  type KioskFieldKind,
  type KioskFieldName,
  type KioskGuidedType,
  type KioskStepId,
  kioskFields,
  stepsOf,
} from './kiosk-guide';

export interface KioskFieldView {
  name: KioskFieldName;
  kind: KioskFieldKind;
  options: readonly string[];
  value: KioskAnswers[KioskFieldName];
  /** Translation key of the registry's message, if any. */
  error: string | null;
  /** The on-screen keyboard types into it. */
  active: boolean;
}

export interface KioskStepView {
  id: KioskStepId;
  fields: KioskFieldView[];
}

export interface KioskActView {
  typeId: KioskGuidedType;
  /** 1-based number of the shown step among those the answers ask for, and how many there are. */
  stepNumber: number;
  stepCount: number;
  step: KioskStepView;
  /** Every step before the review with its answers, for the review's summary. */
  answered: KioskStepView[];
  /** The child's birth date read from the PIN (dd.mm.yyyy), for the trip's steps to show. */
  childBirthDate: string | null;
  reviewing: boolean;
  submitting: boolean;
  busy: boolean;
  reviewIssues: string[];
  refusal: ActRefusal | null;
  created: CreatedAct | null;
  /** The keyboard's field, when one of the step's typed fields is active. */
  keyboardField: KioskFieldView | null;
  /** On the notary step: the person's region has no notary on the portal, and the nearest that has one. */
  regionWithoutNotary: { region: NamedRegion; nearest: NamedRegion | null } | null;
}

const typed = new Set<KioskFieldKind>(['pin', 'birthRecord', 'passserial', 'passnum', 'date', 'text']);

export function selectKioskAct(snapshot: SnapshotFrom<typeof kioskActMachine>): KioskActView {
  const { typeId, answers, today, step, active, errors, reviewIssues, refusal, created, availability } =
    snapshot.context;
  const stepView = (id: KioskStepId, shown: boolean): KioskStepView => ({
    id,
    fields: fieldsOf(typeId, id, answers).map((name) => ({
      name,
      kind: kioskFields[name].kind,
      options: (kioskFields[name] as KioskField).options ?? [],
      value: answers[name],
      error: shown ? (errors[name] ?? null) : null,
      active: shown && active === name,
    })),
  });
  const steps = stepsOf(typeId, answers, today);
  const shown = stepView(step, true);
  const keyboardField = shown.fields.find((field) => field.active && typed.has(field.kind)) ?? null;
  const birth = childBirthDate(answers);
  return {
    typeId,
    stepNumber: steps.indexOf(step) + 1,
    stepCount: steps.length,
    step: shown,
    answered: steps.filter((id) => id !== 'review').map((id) => stepView(id, false)),
    childBirthDate: birth ? formatCalendarDate(birth) : null,
    reviewing: snapshot.matches('reviewing'),
    submitting: snapshot.matches('submitting'),
    busy: snapshot.hasTag('busy'),
    reviewIssues,
    refusal,
    created,
    keyboardField,
    regionWithoutNotary:
      availability && step === 'notary'
        ? { region: availability.region, nearest: availability.nearest }
        : null,
  };
}
