import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emptyNotaryChoice } from '../act-form/act-form.schema';
import type { ActFormFailure, CreatedAct, NotaryAvailability } from '../act-form/create-act.machine';
import { validateActInput } from '../act-types/validate';
import type { CalendarDate } from '../fields/calendar-date';
import { type KioskActEmitted, kioskActMachine } from './kiosk-act.machine';
import { selectKioskAct } from './kiosk-act.select';
import {
  type KioskActInput,
  type KioskAnswers,
  type KioskFieldName,
  type KioskGuidedType,
  kioskActInput,
} from './kiosk-guide';

// The seeded family of docs/sandbox.md: Tursunov's wife Zarina, daughter Laylo (born 20.02.2010) and
// son Ali (born 10.03.2016), judged on a named day.
const today: CalendarDate = { year: 2026, month: 6, day: 1 };
const zarina = { pin: '41907849990133', passserial: 'AC', passnum: '1000013' };
const laylo = '62002109990155';
const ali = '51003169990144';
// Their birth records (the civil registry's numbers on their birth certificates).
const layloRecord = 'FHDYO-2010-000386';
const aliRecord = 'FHDYO-2016-001207';

function start(
  typeId: KioskGuidedType,
  outcome: CreatedAct | ActFormFailure = { rid: 7, uuid: 'u-7' },
  availability: Promise<NotaryAvailability> = Promise.reject(new Error('not asked')),
) {
  const sent: KioskActInput[] = [];
  const emitted: KioskActEmitted[] = [];
  const machine = kioskActMachine.provide({
    actors: {
      create: fromPromise(async ({ input }: { input: KioskActInput }) => {
        sent.push(input);
        if ('rid' in outcome) return outcome;
        throw outcome;
      }),
      notaryAvailability: fromPromise(() => availability),
    },
  });
  const actor = createActor(machine, { input: { typeId, today } }).start();
  actor.on('*', (event) => emitted.push(event as KioskActEmitted));
  const view = () => selectKioskAct(actor.getSnapshot());
  const answer = (answers: KioskAnswers) => {
    for (const [field, value] of Object.entries(answers))
      actor.send({ type: 'kiosk.answered', field: field as KioskFieldName, value });
  };
  const next = () => actor.send({ type: 'kiosk.next' });
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, view, answer, next, settled, sent, emitted };
}

/** The spouse consent answered up to its review: Zarina, the marriage of 2008, a consent to a gift. */
function answerToReview(kiosk: ReturnType<typeof start>) {
  kiosk.answer({ spousePin: zarina.pin, spousePassserial: 'AC', spousePassnum: zarina.passnum });
  kiosk.next();
  answerMarriageToReview(kiosk);
}

/** From the marriage step on: the marriage of 2008, a consent to a gift, the notary step's default. */
function answerMarriageToReview(kiosk: ReturnType<typeof start>) {
  kiosk.answer({
    marriageRecordNumber: '1',
    marriageRecordDate: '12.09.2008',
    marriageOrganisation: 'FHDYo',
  });
  kiosk.next();
  kiosk.answer({ consentTypes: ['gift'] });
  kiosk.next();
  kiosk.next();
}

const errorsOf = (view: ReturnType<typeof selectKioskAct>) =>
  Object.fromEntries(view.step.fields.filter((f) => f.error).map((f) => [f.name, f.error]));

describe('the kiosk spouse consent (15003)', () => {
  it('asks the spouse, the marriage and the consent one step at a time, each checked by the registry', async () => {
    const kiosk = start(15003);
    expect(kiosk.view()).toMatchObject({ stepNumber: 1, stepCount: 5, step: { id: 'spouse' } });
    expect(kiosk.view().keyboardField?.name).toBe('spousePin');

    kiosk.next();
    expect(kiosk.view().step.id).toBe('spouse');
    // The PIN and the passport together, each asked for (decision 069).
    expect(errorsOf(kiosk.view())).toEqual({
      spousePin: 'error_required_pin',
      spousePassserial: 'error_required_passserial',
      spousePassnum: 'error_required_passnum',
    });

    kiosk.answer({ spousePin: zarina.pin, spousePassserial: zarina.passserial, spousePassnum: '12' });
    kiosk.next();
    expect(Object.keys(errorsOf(kiosk.view()))).toEqual(['spousePassnum']);
    expect(kiosk.view().keyboardField?.name).toBe('spousePassnum');
    kiosk.answer({ spousePassnum: zarina.passnum });
    expect(errorsOf(kiosk.view())).toEqual({});
    kiosk.next();

    expect(kiosk.view().step.id).toBe('marriage');
    kiosk.answer({ marriageRecordNumber: 'FHDYO-2008-000914', marriageRecordDate: '31.02.2008' });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toMatchObject({ marriageRecordDate: 'error_wrong_calendar_date' });
    kiosk.answer({ marriageRecordDate: '12.09.2008', marriageOrganisation: 'Marg‘ilon FHDYo' });
    kiosk.next();

    expect(kiosk.view().step.id).toBe('consent');
    kiosk.next();
    expect(Object.keys(errorsOf(kiosk.view()))).toEqual(['consentTypes']);
    kiosk.answer({ consentTypes: ['sale', 'pledge'] });
    kiosk.next();

    // The notary: automatic in a region the applicant picks, which the choice's own rule asks for.
    expect(kiosk.view().step.id).toBe('notary');
    kiosk.answer({ notary: { ...emptyNotaryChoice, mode: 'region' } });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ notary: 'error_required_region' });
    kiosk.answer({ notary: { ...emptyNotaryChoice, mode: 'region', regionId: '1726' } });
    kiosk.next();

    expect(kiosk.view()).toMatchObject({ reviewing: true, stepNumber: 5, reviewIssues: [] });
    expect(kiosk.view().answered.map((s) => s.id)).toEqual(['spouse', 'marriage', 'consent', 'notary']);
    kiosk.actor.send({ type: 'kiosk.submitted' });
    await kiosk.settled();

    expect(kiosk.sent).toEqual([
      {
        type: 'spouseConsent',
        regtype: 1,
        notary: { mode: 'auto', regionId: 1726 },
        applicant: {
          marriage: {
            recordNumber: 'FHDYO-2008-000914',
            recordDate: '12.09.2008',
            organisation: 'Marg‘ilon FHDYo',
          },
        },
        parties: [{ role: 'consentReceivingSpouse', ...zarina }],
        other: { consentTypes: ['sale', 'pledge'] },
      },
    ]);
    expect(validateActInput(15003, kiosk.sent[0], { today })).toEqual([]);
    expect(kiosk.view().created).toEqual({ rid: 7, uuid: 'u-7' });
    expect(kiosk.emitted).toContainEqual({ type: 'kiosk.created', act: { rid: 7, uuid: 'u-7' } });
  });

  it('goes back a step, and from the review to the step to change', () => {
    const kiosk = start(15003);
    kiosk.answer({ spousePin: zarina.pin, spousePassserial: 'AC', spousePassnum: zarina.passnum });
    kiosk.next();
    kiosk.actor.send({ type: 'kiosk.back' });
    expect(kiosk.view().step.id).toBe('spouse');
    expect(kiosk.view().step.fields[0]?.value).toBe(zarina.pin);
    // Nothing before the first step.
    kiosk.actor.send({ type: 'kiosk.back' });
    expect(kiosk.view().step.id).toBe('spouse');
    // The keyboard closes until a field is tapped again.
    kiosk.actor.send({ type: 'kiosk.keyboardClosed' });
    expect(kiosk.view().keyboardField).toBeNull();
    kiosk.actor.send({ type: 'kiosk.focused', field: 'spousePassnum' });
    expect(kiosk.view().keyboardField?.name).toBe('spousePassnum');

    kiosk.next();
    answerMarriageToReview(kiosk);
    expect(kiosk.view().reviewing).toBe(true);
    kiosk.actor.send({ type: 'kiosk.edit', step: 'marriage' });
    expect(kiosk.view()).toMatchObject({ reviewing: false, step: { id: 'marriage' } });
    expect(kiosk.view().keyboardField?.name).toBe('marriageRecordNumber');
  });

  it('keeps the answers and shows the ministry refusal on the review', async () => {
    const refusal = { ministryCode: 'validation_failed', message: 'Nikoh qayd etilmagan', link: null };
    const kiosk = start(15003, { refusal });
    answerToReview(kiosk);
    kiosk.actor.send({ type: 'kiosk.submitted' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ reviewing: true, refusal, created: null });
    expect(kiosk.view().answered[0]?.fields[0]?.value).toBe(zarina.pin);
  });

  it('hands any other failure to the error policy and stays on the review', async () => {
    const report = { code: 'TOKEN_EXPIRED', operation: 'mutation' as const, message: null };
    const kiosk = start(15003, { report });
    answerToReview(kiosk);
    kiosk.actor.send({ type: 'kiosk.submitted' });
    await kiosk.settled();
    expect(kiosk.view()).toMatchObject({ reviewing: true, refusal: null });
    expect(kiosk.emitted).toContainEqual({ type: 'kiosk.failed', report });
  });
});

describe('the kiosk minor trip (15034)', () => {
  const trip = { purpose: 'tourism', departureFrom: '10.07.2026', departureTo: '10.08.2026' };

  it('asks a child of 15 or over whether she travels alone, and then names no escort', async () => {
    const kiosk = start(15034);
    expect(kiosk.view().step.id).toBe('child');
    kiosk.answer({ childPin: laylo });
    expect(kiosk.view().childBirthDate).toBe('20.02.2010');
    // A child is named by the PIN and the birth record together.
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ childBirthRecord: 'error_required_birth_record_number' });
    kiosk.answer({ childBirthRecord: 'fhdyo 2010' });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ childBirthRecord: 'error_wrong_birth_record_number' });
    // The record is typed on the on-screen keyboard, as the PIN is.
    kiosk.actor.send({ type: 'kiosk.focused', field: 'childBirthRecord' });
    expect(kiosk.view().keyboardField?.name).toBe('childBirthRecord');
    kiosk.answer({ childBirthRecord: layloRecord });
    kiosk.next();
    expect(kiosk.view().step.id).toBe('travelAlone');
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ travelAlone: 'error_required_self_departure' });
    kiosk.answer({ travelAlone: true });
    kiosk.next();
    expect(kiosk.view().step.id).toBe('purpose');
    kiosk.answer({ purpose: 'other' });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ otherPurpose: 'error_required_other_purpose' });
    kiosk.answer({ purpose: 'tourism' });
    kiosk.next();
    // Where to: the countries are asked until "all countries" is answered yes.
    expect(kiosk.view().step.fields.map((f) => f.name)).toEqual(['allCountries', 'destinationCountries']);
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ destinationCountries: 'error_required_destination_countries' });
    kiosk.answer({ allCountries: true });
    expect(kiosk.view().step.fields.map((f) => f.name)).toEqual(['allCountries']);
    kiosk.next();
    kiosk.answer({ departureFrom: trip.departureFrom, departureTo: '01.07.2026' });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({ departureTo: 'error_term_order' });
    kiosk.answer({ departureTo: trip.departureTo });
    kiosk.next();
    expect(kiosk.view().step.id).toBe('notary');
    kiosk.next();
    expect(kiosk.view()).toMatchObject({ reviewing: true, stepCount: 7 });
    kiosk.actor.send({ type: 'kiosk.submitted' });
    await kiosk.settled();
    expect(kiosk.sent[0]).toEqual({
      type: 'minorTravel',
      regtype: 1,
      notary: { mode: 'auto' },
      fields: { selfDeparture: true, allCountries: true, ...trip },
      parties: [{ role: 'minor', pin: laylo, birthRecordNumber: layloRecord, birthDate: '20.02.2010' }],
    });
    expect(validateActInput(15034, kiosk.sent[0], { today })).toEqual([]);
  });

  it('asks the escort of a child of 15 or over who does not travel alone', () => {
    const kiosk = start(15034);
    kiosk.answer({ childPin: laylo, childBirthRecord: layloRecord });
    kiosk.next();
    kiosk.answer({ travelAlone: false });
    kiosk.next();
    expect(kiosk.view()).toMatchObject({ step: { id: 'escort' }, stepCount: 8 });
  });

  it('never asks a child under 15 to travel alone: the escort is required', () => {
    const kiosk = start(15034);
    kiosk.answer({ childPin: ali, childBirthRecord: aliRecord });
    kiosk.next();
    expect(kiosk.view()).toMatchObject({ step: { id: 'escort' }, stepCount: 7 });
    kiosk.next();
    expect(errorsOf(kiosk.view())).toEqual({
      escortPin: 'error_required_pin',
      escortPassserial: 'error_required_passserial',
      escortPassnum: 'error_required_passnum',
    });
    kiosk.answer({ escortPin: zarina.pin, escortPassserial: 'AC', escortPassnum: zarina.passnum });
    kiosk.next();
    kiosk.answer(trip);
    kiosk.next();
    expect(kiosk.view().step.id).toBe('countries');
    // Kazakhstan (398) and Russia (643), chosen from the list; "all countries" answered no.
    kiosk.answer({ allCountries: false, destinationCountries: ['398', '643'] });
    kiosk.next();
    kiosk.next();
    kiosk.next();
    expect(kiosk.view().reviewing).toBe(true);
    const input = kioskActInput(15034, kiosk.actor.getSnapshot().context.answers, today);
    expect(input).toMatchObject({
      fields: { selfDeparture: false, allCountries: false, destinationCountries: [398, 643] },
      parties: [
        { role: 'minor', pin: ali, birthRecordNumber: aliRecord, birthDate: '10.03.2016' },
        { role: 'escort', ...zarina },
      ],
    });
    expect(validateActInput(15034, input, { today })).toEqual([]);
  });

  it('does not go on from a PIN that holds no birth date', () => {
    const kiosk = start(15034);
    kiosk.answer({ childPin: '63102109990155' });
    kiosk.next();
    expect(kiosk.view().step.id).toBe('child');
    expect(errorsOf(kiosk.view()).childPin).toBeDefined();
  });
});

describe('a kiosk person whose region has no notary on the portal (decision 079)', () => {
  // Yusupova of the sandbox lives in Andijan, whose office has no notary with a portal account.
  const andijan: NotaryAvailability = {
    region: { id: 1703, name: 'Andijon viloyati' },
    available: false,
    nearest: { id: 1726, name: 'Toshkent shahri' },
  };

  it('chooses the nearest staffed region for the notary step and says why there', async () => {
    const kiosk = start(15003, undefined, Promise.resolve(andijan));
    await waitFor(kiosk.actor, (s) => s.context.availability !== null);
    expect(kiosk.actor.getSnapshot().context.answers.notary).toEqual({
      ...emptyNotaryChoice,
      mode: 'region',
      regionId: '1726',
    });
    // Said on the notary step only.
    expect(kiosk.view().regionWithoutNotary).toBeNull();
    kiosk.answer({ spousePin: zarina.pin, spousePassserial: 'AC', spousePassnum: zarina.passnum });
    kiosk.next();
    kiosk.answer({
      marriageRecordNumber: '123',
      marriageRecordDate: '01.06.2015',
      marriageOrganisation: 'Toshkent shahar FHDYo',
    });
    kiosk.next();
    kiosk.answer({ consentTypes: ['sale'] });
    kiosk.next();
    expect(kiosk.view()).toMatchObject({
      step: { id: 'notary' },
      regionWithoutNotary: { region: andijan.region, nearest: andijan.nearest },
    });
  });

  it('keeps a notary choice the person made before the answer came', async () => {
    let answer: (value: NotaryAvailability) => void = () => {};
    const kiosk = start(15003, undefined, new Promise((resolve) => (answer = resolve)));
    const manual = { ...emptyNotaryChoice, mode: 'manual' as const, notaryId: '3' };
    kiosk.answer({ notary: manual });
    answer(andijan);
    await waitFor(kiosk.actor, (s) => s.context.availability !== null);
    expect(kiosk.actor.getSnapshot().context.answers.notary).toEqual(manual);
  });

  it('changes nothing when the region has a notary, or when the question fails', async () => {
    const servedAnswer = Promise.resolve({ ...andijan, available: true, nearest: null });
    const failedAnswer = Promise.reject(new Error('offline'));
    const served = start(15003, undefined, servedAnswer);
    const failed = start(15003, undefined, failedAnswer);
    // The machine's own handlers were registered first: once these settle, it has taken the answers.
    await Promise.allSettled([servedAnswer, failedAnswer]);
    for (const kiosk of [served, failed]) {
      expect(kiosk.actor.getSnapshot().context).toMatchObject({ availability: null });
      expect(kiosk.actor.getSnapshot().context.answers.notary).toBeUndefined();
    }
  });
});
