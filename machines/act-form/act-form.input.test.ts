import { describe, expect, it } from 'vitest';
import { actTypeIds, actTypes } from '../act-types/act-types';
import { ruleTraits } from '../act-types/rules';
import {
  type ActFormValues,
  emptyParty,
  initialActForm,
  listedBounds,
  toCreateActInput,
  validateActForm,
} from './act-form.input';

const today = { year: 2025, month: 6, day: 1 };
const auto = { mode: 'auto' as const };
const pin = '31234567890123';

/** A general power of attorney (11651) filled in: one attorney granted `rights`. */
function generalPoa(...rights: string[]): ActFormValues {
  const form = initialActForm(11651);
  form.fields = { termFrom: '01.06.2025', termTo: '31.05.2026' };
  const attorney = form.parties[0]!;
  form.parties = [
    {
      ...attorney,
      passserial: 'AA',
      passnum: '1234567',
      pin,
      phone: '(90) 123 45 67',
      grantedRights: { rights, delegation: true },
    },
  ];
  return form;
}

describe('the values a form of a type starts with', () => {
  it('lists each role at its minimum, the applicant counting for their own', () => {
    const poa = initialActForm(11651);
    expect(poa.parties.map((p) => p.role)).toEqual(['attorney']);
    expect(poa.parties[0]!.grantedRights).toEqual({ rights: [], delegation: false });
    expect(Object.keys(poa.fields)).toEqual([
      'termFrom',
      'termTo',
      'proxyClass',
      'validDate',
      'organisationOrPersonName',
      'officialBlankCount',
      'blankPrefix',
      'blankSeries',
      'blankNumber',
    ]);
    expect(initialActForm(15034).parties.map((p) => p.role)).toEqual(['minor']);
    expect(initialActForm(1).parties.map((p) => p.role)).toEqual(['buyer']);
  });

  it('bounds what the form lists by the role, less the applicant for theirs', () => {
    expect(listedBounds(actTypes[1], 'seller')).toEqual({ min: 0, max: 9 });
    expect(listedBounds(actTypes[11651], 'attorney')).toEqual({ min: 1, max: 5 });
    expect(listedBounds(actTypes[11651], 'principal')).toEqual({ min: 0, max: 0 });
    expect(listedBounds(actTypes[12047], 'beneficiary')).toEqual({ min: 0, max: 1 });
  });

  it('lists an invitee as the first role that is not the applicant’s', () => {
    const invitee = { pin, passserial: 'AB', passnum: '7654321' };
    const sale = initialActForm(1, { invitee });
    expect(sale.parties).toHaveLength(1);
    expect(sale.parties[0]).toMatchObject({ role: 'buyer', ...invitee });
    // The translator has no one to invite beside them: the invitee is listed in the applicant's role.
    expect(initialActForm(12047, { invitee }).parties).toEqual([
      expect.objectContaining({ role: 'beneficiary', pin }),
    ]);
  });

  it('starts every type valid for the registry once filled, except what it asks for', () => {
    for (const id of actTypeIds) {
      const check = validateActForm(initialActForm(id), today);
      expect(check.ok, `type ${id}`).toBe(false);
      if (!check.ok) expect(check.issues.every((issue) => issue.messageKey !== 'invalid_value')).toBe(true);
    }
  });
});

describe('toCreateActInput', () => {
  it('maps typed values to the input: numbers, dates, flags, choices, groups, phone digits', () => {
    const form = generalPoa('representInCourt');
    const input = toCreateActInput(form, auto);
    expect(input).toEqual({
      type: 'generalPowerOfAttorney',
      regtype: 1,
      simplified: false,
      fields: { termFrom: '01.06.2025', termTo: '31.05.2026' },
      parties: [
        {
          role: 'attorney',
          class: 'physical',
          passserial: 'AA',
          passnum: '1234567',
          pin,
          phone: '901234567',
          grantedRights: { rights: ['representInCourt'], delegation: true },
        },
      ],
      notary: auto,
    });
  });

  it('maps a vehicle sale: buyer first, a co-seller in the applicant’s role, so’m, the region', () => {
    const form = initialActForm(1);
    form.regtype = '2';
    form.vehicle = {
      stateNumber: '30A100AA',
      techPassportSeries: 'AAF',
      techPassportNumber: '3000001',
      price: '120 000 000,50',
    };
    form.parties = [
      {
        ...form.parties[0]!,
        passserial: 'AC',
        passnum: '1000003',
        pin: '31204859990033',
        phone: '(90) 123 45 67',
      },
      { ...emptyParty(actTypes[1], 'seller'), passserial: 'KA', passnum: '1000005', pin: '31505559990101' },
    ];
    const input = toCreateActInput(form, { mode: 'auto', regionId: 1726 });
    expect(input).toEqual({
      type: 'vehicleSale',
      regtype: 2,
      simplified: false,
      fields: {},
      vehicle: {
        stateNumber: '30A100AA',
        techPassportSeries: 'AAF',
        techPassportNumber: '3000001',
        price: 120000000.5,
      },
      parties: [
        {
          role: 'buyer',
          class: 'physical',
          passserial: 'AC',
          passnum: '1000003',
          pin: '31204859990033',
          phone: '901234567',
        },
        { role: 'seller', class: 'physical', passserial: 'KA', passnum: '1000005', pin: '31505559990101' },
      ],
      notary: { mode: 'auto', regionId: 1726 },
    });
    expect(validateActForm(form, today)).toEqual({ ok: true, input: { ...input, notary: { mode: 'auto' } } });
  });

  it('sends amounts and counts as numbers and leaves an unreadable one as text for the registry', () => {
    const form = initialActForm(9);
    form.fields = {
      ...form.fields,
      sum: '300 000 000,50',
      creditNumber: ' KR-1 ',
      creditTerm: '12',
      creditSum: '1,2,3',
    };
    const input = toCreateActInput(form, auto);
    expect(input.fields).toMatchObject({
      sum: 300_000_000.5,
      creditNumber: 'KR-1',
      creditTerm: 12,
      creditSum: '1,2,3',
    });
    expect(input.fields).not.toHaveProperty('creditDate');
  });

  it('sends a legal party by its tax id and manager, and keeps the parties in the form’s order', () => {
    const form = initialActForm(9);
    const manager = { pin, passserial: 'AB', passnum: '7654321' };
    form.parties = [
      { ...emptyParty(actTypes[9], 'pledgor'), pin, passserial: 'AA', passnum: '1234567' },
      { ...emptyParty(actTypes[9], 'pledgee'), class: 'legal', inn: '201234567', manager },
    ];
    const input = toCreateActInput(form, auto);
    expect(input.parties).toEqual([
      { role: 'pledgor', class: 'physical', pin, passserial: 'AA', passnum: '1234567' },
      { role: 'pledgee', class: 'legal', inn: '201234567', manager },
    ]);
  });

  it('sends a minor by the PIN and the birth record, every other person by the PIN and the passport', () => {
    const form = initialActForm(15036);
    form.parties = [
      {
        ...emptyParty(actTypes[15036], 'minor'),
        pin,
        birthRecordNumber: 'FHDYO-2015-000173',
        // Typed in a field the minor's form does not show: never sent.
        passserial: 'AA',
        passnum: '1234567',
      },
    ];
    expect(toCreateActInput(form, auto).parties).toEqual([
      expect.objectContaining({ role: 'minor', pin, birthRecordNumber: 'FHDYO-2015-000173' }),
    ]);
    expect(toCreateActInput(form, auto).parties[0]).not.toHaveProperty('passserial');
    // A manager named by the PIN alone is sent as typed, and the registry asks for the passport.
    const pledge = initialActForm(9);
    pledge.parties = [
      {
        ...emptyParty(actTypes[9], 'pledgee'),
        class: 'legal',
        inn: '201234567',
        manager: { pin, passserial: '', passnum: '' },
      },
    ];
    expect(toCreateActInput(pledge, auto).parties[0]).toMatchObject({ manager: { pin } });
  });

  it('sends an optional subject only once added, a required one always', () => {
    const form = initialActForm(9);
    form.realEstate = {
      ...form.realEstate,
      cadastreNumber: '11:14:04:01:01:1630',
      cadastreType: 'residential',
      area: '54,5',
    };
    expect(toCreateActInput(form, auto)).not.toHaveProperty('realEstate');
    form.withSubject.realEstate = true;
    expect(toCreateActInput(form, auto).realEstate).toEqual({
      cadastreNumber: '11:14:04:01:01:1630',
      cadastreType: 'residential',
      area: 54.5,
    });
    const sale = initialActForm(1);
    expect(toCreateActInput(sale, auto).vehicle).toEqual({});
  });

  it('sends shares as a share and its recipient, and a group left empty not at all', () => {
    const form = initialActForm(1);
    form.withSubject.other = true;
    form.other = { ...form.other, shares: [{ numerator: '1', denominator: '2', recipientPin: pin }] };
    const input = toCreateActInput(form, auto);
    expect(input.other).toEqual({ shares: [{ share: { numerator: 1, denominator: 2 }, recipientPin: pin }] });
    expect(input.parties[0]).not.toHaveProperty('representative');
  });
});

describe('validateActForm: the registry is the resolver', () => {
  it('refuses a general power of attorney granting a right over real estate, on the rights', () => {
    const check = validateActForm(generalPoa('realEstateSell', 'representInCourt'), today);
    expect(check).toEqual({
      ok: false,
      issues: [
        {
          path: 'parties.0.grantedRights.rights',
          messageKey: ruleTraits.generalPoaNoPropertyRights.messageKey,
        },
      ],
    });
  });

  it('takes it once the right is removed', () => {
    const check = validateActForm(generalPoa('representInCourt'), today);
    expect(check.ok).toBe(true);
  });

  it('answers a required field left empty with its own key, at the form’s path', () => {
    const form = generalPoa('representInCourt');
    form.fields = { termFrom: '', termTo: '31.05.2026' };
    expect(validateActForm(form, today)).toEqual({
      ok: false,
      issues: [{ path: 'fields.termFrom', messageKey: 'error_required_term_from' }],
    });
  });

  it('answers a bad PIN and a missing rights list at the party’s fields', () => {
    const form = generalPoa();
    form.parties[0]!.pin = '123';
    const check = validateActForm(form, today);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.issues).toContainEqual({ path: 'parties.0.pin', messageKey: 'error_wrong_pin_length' });
      expect(check.issues).toContainEqual({
        path: 'parties.0.grantedRights',
        messageKey: 'error_required_rights',
      });
    }
  });

  it('checks the notary by its form rule', () => {
    const form = generalPoa('representInCourt');
    form.notary = { ...form.notary, mode: 'manual' };
    expect(validateActForm(form, today)).toEqual({
      ok: false,
      issues: [{ path: 'notary.notaryId', messageKey: 'error_required_notary' }],
    });
  });
});
