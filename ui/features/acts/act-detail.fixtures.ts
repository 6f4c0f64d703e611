import { toWireEvent } from '../../../machines/act/act.events';
import type { ActStateName } from '../../../machines/act/act.machine';
import { restore } from '../../../machines/act/act.persist';
import { selectAct } from '../../../machines/act/act.select';
import { applicant, at, notary } from '../../../machines/act/act.test-support';
import { tashkentInstant } from '../../../machines/clock/clock';
import { stateOfStep } from './act-format';
import type { ActDetail } from './use-act';

// Acts for the act page's component tests. Kept out of the .tsx test: views name no state
// (tests/tooling/state-literals.test.ts), while fixtures must.

export const reason = 'Transport vositasi xatlangan.';

/** An act as the applicant sees it in `state`: the view is the statechart's own projection. */
function actIn(state: ActStateName, simplified = false): ActDetail {
  const view = selectAct(restore(at(state, { reason, simplified })), applicant);
  return {
    rid: 12,
    uuid: 'u-12',
    version: 6,
    viewer: { role: 'applicant', departed: false, roles: { applicant: true, party: false, notary: false } },
    view: { ...view, allowed: view.allowed.map(toWireEvent), myParty: null },
    general: {
      type: { id: 1, name: 'Oldi-sotdi' },
      state,
      step: 2,
      // The ministry's status: active, or the side state the act stopped in.
      status: view.sideState ?? 'active',
      regnum: null,
      regdate: null,
      instime: tashkentInstant('2026-11-20', '10:00'),
      regtype: 1,
      regsystemid: simplified ? 3 : 2,
      visitdate: null,
      visittime: null,
      language: 'ru',
      clientPhone: null,
      remark: null,
      cancellationReason: null,
      annulledAt: null,
      freeOfPayment: false,
      freeOfPaymentReason: null,
      place: 'office',
      placeAddress: null,
      dateBegin: null,
      dateFinish: null,
      attributes: [],
      linkedActs: [],
      office: null,
      notary: { id: 1, name: 'Abdullayeva Nodira', phone: null },
    },
    parties: [],
    subjects: { vehicles: [], realEstates: [], other: null },
    printForm: null,
    payments: [],
    references: { vehicleBans: 0, unpaidFines: 0, enforcementDebt: false, deceasedParty: false },
    result: { state, regnum: null, regdate: null, cancellationReason: null, refusal: null },
    notes: [],
    journal: [],
  } as unknown as ActDetail;
}

export const activeAct = () => actIn('checking');

/**
 * Decision 080: an act in the check with its general fields set, as its notary sees it (the view is
 * the statechart's projection for the notary: canEditGeneral), with one linked act the viewer may
 * open and one they may not.
 */
export function actWithGeneral(): ActDetail {
  const act = actIn('checking');
  const view = selectAct(restore(at('checking', { reason })), notary);
  return {
    ...act,
    viewer: { role: 'notary', departed: false, roles: { applicant: false, party: false, notary: true } },
    view: { ...view, allowed: view.allowed.map(toWireEvent), myParty: null },
    general: {
      ...act.general,
      place: 'elsewhere',
      placeAddress: 'Toshkent, 2-shifoxona, 4-palata',
      freeOfPayment: true,
      freeOfPaymentReason: 'I guruh nogironi',
      dateBegin: '2026-05-04',
      dateFinish: '2027-05-03',
      attributes: [{ title: 'Guvoh', value: 'Karimov A.' }],
      linkedActs: [
        {
          relation: 'annuls',
          regnum: 'NA-2026-000007',
          regdate: '2026-03-02',
          rid: 7,
          uuid: 'u-7',
          derived: false,
        },
        {
          relation: 'base',
          regnum: 'NA-2026-900045',
          regdate: '2026-01-20',
          rid: null,
          uuid: null,
          derived: true,
        },
      ],
    },
  } as unknown as ActDetail;
}
export const refusedAct = () => actIn('refused');
export const inactiveAct = () => actIn('inactive');
/** A simplified act (decision 036) in review. */
export const simplifiedAct = () => actIn('checking', true);

/** A party row of the parties tab. */
const partyRow = (id: number, role: string, patch: Record<string, unknown>) => ({
  id,
  role,
  applicant: false,
  coOwner: false,
  required: true,
  status: null,
  statusAt: null,
  disclosed: true,
  fio: 'Tursunov Sardor Bahodirovich',
  passserial: 'AC',
  passnum: '1000003',
  pin: '31204859990033',
  birthRecordNumber: null,
  orgName: null,
  phone: '931000003',
  smsSent: true,
  deathDate: null,
  me: false,
  invitationLink: null,
  ...patch,
});

export const invitationLink = 'http://portal.test/enotarial_act/u-12?invite=abcdefghijklmnopqrstuvwxyz012345';

/**
 * An act in preparation with the applicant, an awaiting buyer whose invitation link the ministry gave
 * the applicant, and a co-owner who already accepted (no link).
 */
export function actWithAwaitingParty(): ActDetail {
  const act = actIn('preparation');
  return {
    ...act,
    parties: [
      partyRow(1, 'seller', { applicant: true, fio: 'Rahimova Dilnoza', status: 'accepted', me: true }),
      // Awaiting: the applicant sees what she typed and the registry's name only (decision 069).
      partyRow(2, 'buyer', { invitationLink, disclosed: false, phone: null }),
      partyRow(3, 'seller', { coOwner: true, fio: 'Karimov Jasur', status: 'accepted' }),
    ],
  } as unknown as ActDetail;
}

/**
 * A vehicle sale as the buyer who rejected it sees it: the
 * ministry sends their own party and the act's type, number and state only (decision 069).
 */
export function actLeftByParty(): ActDetail {
  const act = actIn('preparation');
  return {
    ...act,
    viewer: { role: 'party', departed: true, roles: { applicant: false, party: true, notary: false } },
    general: { ...act.general, notary: null, regnum: 'NA-2026-000012' },
    parties: [
      partyRow(2, 'buyer', {
        status: 'rejected',
        me: true,
        statusAt: tashkentInstant('2026-11-21', '10:00'),
      }),
    ],
  } as unknown as ActDetail;
}

/** A minor named by the birth record (no passport) beside a legal party named by its manager. */
export function actWithMinorAndBank(): ActDetail {
  const act = actIn('preparation');
  return {
    ...act,
    parties: [
      partyRow(1, 'parent', { applicant: true, fio: 'Rahimova Dilnoza', status: 'accepted', me: true }),
      partyRow(2, 'minor', {
        fio: 'Rahimov Temur',
        passserial: null,
        passnum: null,
        pin: '50102159990131',
        birthRecordNumber: 'FHDYO-2015-000173',
        disclosed: false,
        phone: null,
      }),
    ],
  } as unknown as ActDetail;
}

/** A minor's trip (15035) to two countries from Uzbekistan: the ministry keeps their numeric codes. */
export function actOfMinorTrip(): ActDetail {
  const act = actWithMinorAndBank();
  return {
    ...act,
    general: { ...act.general, type: { id: 15035, name: 'Voyaga yetmaganning chet elga chiqishi' } },
    fields: { departureCountry: 860, allCountries: false, destinationCountries: [398, 643] },
  } as unknown as ActDetail;
}

/** A power of attorney over a flat (105) with its real estate, and a sale's deal terms beside it. */
export function actWithRealEstate(): ActDetail {
  const act = actIn('preparation');
  return {
    ...act,
    general: { ...act.general, type: { id: 105, name: 'Ko‘chmas mulkka ishonchnoma' } },
    subjects: {
      vehicles: [],
      realEstates: [
        {
          id: '7',
          cadastreNumber: '11:14:04:01:01:1630',
          cadastreType: 'residential',
          objectName: null,
          address: null,
          street: 'Nukus',
          home: '30',
          block: null,
          flat: '12',
          area: 64.2,
          livingArea: null,
          rooms: 3,
          price: 90_000_000_000,
          inventoryPrice: null,
          previousPrice: null,
        },
      ],
      other: {
        id: '3',
        ownershipBasis: 'Shartnoma',
        paymentMethod: 'cash',
        consentTypes: null,
        shares: null,
      },
    },
  } as unknown as ActDetail;
}

/**
 * An act in the payment step as its applicant sees it (decision 083): the state fee paid by bank
 * transfer (when, how, by whom), the service fee awaiting its bank transfer with the order's reference.
 */
export const bankReference = 'RF471234567890123456';
export const bankPaidReference = 'RF180000539007547034';
export function actPaidByBank(): ActDetail {
  const act = actIn('payment');
  return {
    ...act,
    view: { ...act.view, payableInvoiceIds: ['2'] },
    payments: [
      {
        id: '1',
        purpose: 'state_fee',
        amount: 37_500_000,
        computedAmount: null,
        reason: null,
        paid: true,
        paidAt: '2026-11-29T06:07:08.000Z',
        payment: {
          id: '11',
          method: 'bank',
          cardLast4: null,
          reference: bankPaidReference,
          amount: 37_500_000,
          at: '2026-11-29T06:07:08.000Z',
          payerName: 'Rahimova Dilnoza Karimovna',
        },
        bankOrder: null,
      },
      {
        id: '2',
        purpose: 'service',
        amount: 12_000_000,
        computedAmount: null,
        reason: null,
        paid: false,
        paidAt: null,
        payment: null,
        bankOrder: { reference: bankReference, createdAt: '2026-11-29T07:00:00.000Z' },
      },
    ],
  } as unknown as ActDetail;
}

/** A row of a list of acts (my acts, the notary's queue) at `step`, as Query.myActs lists it. */
export const listedAct = (rid: number, { step = 1, version = 1 } = {}) => ({
  rid,
  uuid: `u-${rid}`,
  version,
  type: { id: 1, name: 'Oldi-sotdi' },
  state: stateOfStep(step),
  step,
  regnum: null,
  regdate: null,
  instime: tashkentInstant('2026-11-20', '10:00'),
  visitdate: null,
  visittime: null,
  regtype: 2,
  regsystemid: 2,
  office: { id: 1, name: '1-son notarial idora' },
  notaryId: 7,
});
