import {
  emptyNotaryChoice,
  type NotaryChoiceFormValues,
  notaryChoiceFormSchema,
} from '../act-form/act-form.schema';
import { tripPurposes } from '../act-types/act-fields';
import { actTypes } from '../act-types/act-types';
import { maySelfDepart } from '../act-types/rules';
import { consentTypes } from '../act-types/subjects';
import { type ActInputIssue, validateActInput } from '../act-types/validate';
import type { CalendarDate } from '../fields/calendar-date';
import { birthDateOfPin } from '../fields/pin-birth-date';
import type { KioskGuidedType } from './kiosk-guided-types';

/**
 * The kiosk's guided creation of the two acts its main page offers besides the vehicle sale
 * (specification, section 2): a spouse consent (15003) and a minor's trip abroad (15034). A touch
 * screen with on-screen keyboards asks one thing at a time; this module says what is asked, in which
 * order, which step a case skips (a child of 15 or over may travel alone and then names no escort; a
 * younger one always travels with one), and turns the answers into the act creation input every
 * other form sends. Its checks are the registry's own (`validateActInput`): a step goes on only when
 * the registry finds nothing wrong with the fields it asks. Decision 042.
 */

export { isKioskGuidedType, type KioskGuidedType, kioskGuidedTypes } from './kiosk-guided-types';

/** How a field is typed or chosen on the kiosk; the view picks its keyboard or buttons from it. */
export type KioskFieldKind =
  | 'pin'
  | 'birthRecord'
  | 'passserial'
  | 'passnum'
  | 'date'
  | 'text'
  | 'choice'
  | 'choices'
  /** Countries of ISO 3166-1 by their numeric codes (as strings), chosen from the list. */
  | 'countries'
  | 'flag'
  | 'notary';

export interface KioskField {
  kind: KioskFieldKind;
  /** Where the registry's issues for this field are (`validateActInput`'s dotted paths). */
  path: string;
  /** The values a choice offers (registry enums). */
  options?: readonly string[];
}

/** Every answer the two guides ask, with its kind and its place in the creation input. */
export const kioskFields = {
  spousePin: { kind: 'pin', path: 'parties.0.pin' },
  spousePassserial: { kind: 'passserial', path: 'parties.0.passserial' },
  spousePassnum: { kind: 'passnum', path: 'parties.0.passnum' },
  marriageRecordNumber: { kind: 'text', path: 'applicant.marriage.recordNumber' },
  marriageRecordDate: { kind: 'date', path: 'applicant.marriage.recordDate' },
  marriageOrganisation: { kind: 'text', path: 'applicant.marriage.organisation' },
  consentTypes: { kind: 'choices', path: 'other.consentTypes', options: consentTypes },
  // The child's PIN owns what the registry says of the child (its birth date is read from it)...
  childPin: { kind: 'pin', path: 'parties.0' },
  // ...but the birth record's number, which names the child with the PIN (decision 069).
  childBirthRecord: { kind: 'birthRecord', path: 'parties.0.birthRecordNumber' },
  travelAlone: { kind: 'flag', path: 'fields.selfDeparture' },
  escortPin: { kind: 'pin', path: 'parties.1.pin' },
  escortPassserial: { kind: 'passserial', path: 'parties.1.passserial' },
  escortPassnum: { kind: 'passnum', path: 'parties.1.passnum' },
  purpose: { kind: 'choice', path: 'fields.purpose', options: tripPurposes },
  otherPurpose: { kind: 'text', path: 'fields.otherPurpose' },
  allCountries: { kind: 'flag', path: 'fields.allCountries' },
  destinationCountries: { kind: 'countries', path: 'fields.destinationCountries' },
  departureFrom: { kind: 'date', path: 'fields.departureFrom' },
  departureTo: { kind: 'date', path: 'fields.departureTo' },
  notary: { kind: 'notary', path: 'notary' },
} as const satisfies Record<string, KioskField>;

export type KioskFieldName = keyof typeof kioskFields;

/** The answers so far: texts as typed, chosen values, a yes or no. */
export type KioskAnswer = string | boolean | readonly string[] | NotaryChoiceFormValues;
export type KioskAnswers = Partial<Record<KioskFieldName, KioskAnswer>>;

export type KioskStepId =
  | 'spouse'
  | 'marriage'
  | 'consent'
  | 'child'
  | 'travelAlone'
  | 'escort'
  | 'purpose'
  | 'countries'
  | 'dates'
  | 'notary'
  | 'review';

interface StepDef {
  id: KioskStepId;
  fields: (answers: KioskAnswers) => readonly KioskFieldName[];
  /** Whether the case asks this step at all (always, unless said). */
  when?: (answers: KioskAnswers, today: CalendarDate) => boolean;
}

const always =
  (...names: KioskFieldName[]) =>
  () =>
    names;

/** The child's birth date, read from the PIN (a PINFL holds it); undefined until the PIN is whole. */
export function childBirthDate(answers: KioskAnswers): CalendarDate | undefined {
  return typeof answers.childPin === 'string' ? birthDateOfPin(answers.childPin) : undefined;
}

/** Whether the child is old enough to travel alone (section 5: from 15), judged on `today`. */
export function mayTravelAlone(answers: KioskAnswers, today: CalendarDate): boolean {
  const birth = childBirthDate(answers);
  return birth !== undefined && maySelfDepart(birth, today);
}

/** Whether the child travels alone: only when old enough and the parent said so. */
const travelsAlone = (answers: KioskAnswers, today: CalendarDate) =>
  mayTravelAlone(answers, today) && answers.travelAlone === true;

const guides: Record<KioskGuidedType, readonly StepDef[]> = {
  15003: [
    { id: 'spouse', fields: always('spousePin', 'spousePassserial', 'spousePassnum') },
    { id: 'marriage', fields: always('marriageRecordNumber', 'marriageRecordDate', 'marriageOrganisation') },
    { id: 'consent', fields: always('consentTypes') },
    { id: 'notary', fields: always('notary') },
    { id: 'review', fields: always() },
  ],
  15034: [
    { id: 'child', fields: always('childPin', 'childBirthRecord') },
    {
      id: 'travelAlone',
      fields: always('travelAlone'),
      when: (answers, today) => mayTravelAlone(answers, today),
    },
    {
      id: 'escort',
      fields: always('escortPin', 'escortPassserial', 'escortPassnum'),
      when: (answers, today) => !travelsAlone(answers, today),
    },
    {
      id: 'purpose',
      fields: (answers) => (answers.purpose === 'other' ? ['purpose', 'otherPurpose'] : ['purpose']),
    },
    {
      // Where the child goes: every country, or the ones chosen (the registry asks for them unless
      // "all countries"); the list shows until "all countries" is answered yes.
      id: 'countries',
      fields: (answers) =>
        answers.allCountries === true ? ['allCountries'] : ['allCountries', 'destinationCountries'],
    },
    { id: 'dates', fields: always('departureFrom', 'departureTo') },
    { id: 'notary', fields: always('notary') },
    { id: 'review', fields: always() },
  ],
};

/** The steps the case asks, in order, given the answers so far (the last is the review). */
export function stepsOf(typeId: KioskGuidedType, answers: KioskAnswers, today: CalendarDate): KioskStepId[] {
  return guides[typeId].filter((step) => step.when?.(answers, today) ?? true).map((step) => step.id);
}

/** The fields a step asks, given the answers so far. */
export function fieldsOf(typeId: KioskGuidedType, step: KioskStepId, answers: KioskAnswers) {
  return guides[typeId].find((s) => s.id === step)?.fields(answers) ?? [];
}

/** The notary choice as answered (the browser form's own), automatic in the applicant's region until changed. */
const notaryChoiceOf = (answers: KioskAnswers) =>
  notaryChoiceFormSchema.safeParse(answers.notary ?? emptyNotaryChoice);

const text = (value: KioskAnswers[KioskFieldName]) =>
  typeof value === 'string' && value !== '' ? value : undefined;
const flagOf = (value: KioskAnswers[KioskFieldName]) => (typeof value === 'boolean' ? value : undefined);
const list = (value: KioskAnswers[KioskFieldName]) => (Array.isArray(value) ? [...value] : []);

/** Only the keys that have a value: what a form leaves empty is not sent. */
function defined<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The act creation input of the answers (`CreateActInput` of the GraphQL schema, the ministry's
 * body): made in person, as every kiosk act, by the notary the last step chose.
 */
export function kioskActInput(typeId: KioskGuidedType, answers: KioskAnswers, today: CalendarDate) {
  const notary = notaryChoiceOf(answers);
  const envelope = {
    type: actTypes[typeId].key,
    regtype: 1,
    notary: notary.success ? notary.data : { mode: 'auto' as const },
  };
  if (typeId === 15003) {
    return {
      ...envelope,
      applicant: {
        marriage: defined({
          recordNumber: text(answers.marriageRecordNumber),
          recordDate: text(answers.marriageRecordDate),
          organisation: text(answers.marriageOrganisation),
        }),
      },
      parties: [
        defined({
          role: 'consentReceivingSpouse' as const,
          pin: text(answers.spousePin),
          passserial: text(answers.spousePassserial),
          passnum: text(answers.spousePassnum),
        }),
      ],
      other: { consentTypes: list(answers.consentTypes) },
    };
  }
  const birth = childBirthDate(answers);
  const alone = travelsAlone(answers, today);
  return {
    ...envelope,
    fields: defined({
      // Asked only of a child old enough to go alone; a younger one never does.
      selfDeparture: mayTravelAlone(answers, today) ? flagOf(answers.travelAlone) : false,
      allCountries: flagOf(answers.allCountries),
      destinationCountries:
        answers.allCountries === true ? undefined : list(answers.destinationCountries).map(Number),
      purpose: text(answers.purpose),
      otherPurpose: answers.purpose === 'other' ? text(answers.otherPurpose) : undefined,
      departureFrom: text(answers.departureFrom),
      departureTo: text(answers.departureTo),
    }),
    parties: [
      defined({
        role: 'minor' as const,
        pin: text(answers.childPin),
        birthRecordNumber: text(answers.childBirthRecord),
        birthDate: birth ? formatCalendarDate(birth) : undefined,
      }),
      ...(alone
        ? []
        : [
            defined({
              role: 'escort' as const,
              pin: text(answers.escortPin),
              passserial: text(answers.escortPassserial),
              passnum: text(answers.escortPassnum),
            }),
          ]),
    ],
  };
}

export type KioskActInput = ReturnType<typeof kioskActInput>;

const two = (n: number) => String(n).padStart(2, '0');
export const formatCalendarDate = (date: CalendarDate) => `${two(date.day)}.${two(date.month)}.${date.year}`;

/** An issue belongs to a field at its path or under it (`parties.0` holds `parties.0.birthDate`). */
const concerns = (issuePath: string, fieldPath: string) =>
  issuePath === fieldPath || issuePath.startsWith(`${fieldPath}.`);

/**
 * The registry's issues with the answers, per field of the step (the first message of each), and
 * the issues no field of any step owns (a rule over several answers) for the review to show.
 */
export function stepIssues(
  typeId: KioskGuidedType,
  step: KioskStepId,
  answers: KioskAnswers,
  today: CalendarDate,
): { fields: Partial<Record<KioskFieldName, string>>; other: string[] } {
  const issues: ActInputIssue[] = validateActInput(typeId, kioskActInput(typeId, answers, today), { today });
  const fields: Partial<Record<KioskFieldName, string>> = {};
  const asked = fieldsOf(typeId, step, answers);
  for (const name of asked) {
    const path: string = kioskFields[name].path;
    // An issue goes to the most precise field of the step that owns it.
    const deeper = asked
      .map((n): string => kioskFields[n].path)
      .filter((p) => p !== path && concerns(p, path));
    const issue = issues.find((i) => concerns(i.path, path) && !deeper.some((d) => concerns(i.path, d)));
    if (issue) fields[name] = issue.messageKey;
  }
  // The choice's own rule (a region or a notary picked when the mode asks for one), before the registry's.
  const notary = notaryChoiceOf(answers);
  if (asked.includes('notary') && !notary.success)
    fields.notary = notary.error.issues[0]?.message ?? 'error_wrong_notary_choice';
  if (step !== 'review') return { fields, other: [] };
  const owned = guides[typeId].flatMap((s) => s.fields(answers)).map((name) => kioskFields[name].path);
  const other = issues.filter((i) => !owned.some((path) => concerns(i.path, path))).map((i) => i.messageKey);
  return { fields, other: [...new Set(other)] };
}
