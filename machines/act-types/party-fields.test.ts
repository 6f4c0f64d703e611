import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeRule } from '../fields/fields.test-support';
import { actTypeExamples, exampleToday } from './act-types.test-support';
import { commonPartyFields, partyFields } from './party';
import { parseActInput, validateActInput } from './validate';

/** Decision 082: the party fields of section 3 a party's applicant types. */
describe('party fields of decision 082', () => {
  describeRule(
    'participation: in person, through a representative or by video',
    partyFields.participation.schema,
    {
      takes: [
        ['inPerson', 'inPerson'],
        ['representative', 'representative'],
        ['video', 'video'],
      ],
      refuses: { error_wrong_participation: ['', 'online', 'InPerson', 1, null] },
    },
  );

  describeRule('registration type: permanent or temporary', partyFields.registrationType.schema, {
    takes: [
      ['permanent', 'permanent'],
      ['temporary', 'temporary'],
    ],
    refuses: { error_wrong_registration_type: ['', 'doimiy', 'PERMANENT', 0, undefined] },
  });

  describeRule('represented party: a PIN', partyFields.representedParty.schema, {
    takes: [['31234567890123', '31234567890123']],
    refuses: {
      error_required_pin: ['', undefined],
      error_wrong_pin_length: ['3123456789012', '3123456789012a', ' 31234567890123'],
    },
  });

  /** A group's parse: its tidied value, or each issue as `part:key`. */
  const parts = (schema: z.ZodType) => (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? { ok: true as const, value: result.data }
      : { ok: false as const, keys: result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`) };
  };

  it.each([
    [
      'consular registration',
      partyFields.consularRegistration.schema,
      { consulate: ' Berlin ', number: 'K-17', date: '01.02.2024' },
      { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' },
    ],
    [
      'proxy document',
      partyFields.proxyDocument.schema,
      { number: '2024/115', date: '15.03.2024', issuer: 'Toshkent sh. 3-notarial idora' },
      { number: '2024/115', date: '15.03.2024', issuer: 'Toshkent sh. 3-notarial idora' },
    ],
    [
      'signing blank',
      partyFields.signingBlank.schema,
      { series: 'nb', number: '0012 345' },
      { series: 'NB', number: '0012345' },
    ],
  ])('%s takes its parts, tidied', (_name, schema, value, parsed) => {
    expect(parts(schema as z.ZodType)(value)).toEqual({ ok: true, value: parsed });
  });

  it.each([
    [
      'consular registration',
      partyFields.consularRegistration.schema,
      { consulate: '', number: 'K-17', date: '31.02.2024' },
      ['consulate:error_blank_text', 'date:error_wrong_calendar_date'],
    ],
    [
      'proxy document',
      partyFields.proxyDocument.schema,
      { number: 'x'.repeat(51), date: '15.03.2024' },
      ['number:error_text_too_long', 'issuer:error_blank_text'],
    ],
    [
      'signing blank',
      partyFields.signingBlank.schema,
      { series: 'N', number: '12' },
      ['series:error_wrong_signing_blank_series', 'number:error_wrong_signing_blank_number'],
    ],
    [
      'consular registration',
      partyFields.consularRegistration.schema,
      'Berlin',
      [':error_required_consular_registration'],
    ],
    ['proxy document', partyFields.proxyDocument.schema, 7, [':error_required_proxy_document']],
    ['signing blank', partyFields.signingBlank.schema, null, [':error_required_signing_blank']],
  ])('%s refuses %j with each part’s key', (_name, schema, value, keys) => {
    expect(parts(schema as z.ZodType)(value)).toEqual({ ok: false, keys });
  });

  it('every physical party may carry them, and the registry stores them as parsed', () => {
    for (const name of [
      'participation',
      'proxyDocument',
      'consularRegistration',
      'registrationType',
      'signingBlank',
      'representedParty',
    ] as const) {
      expect(commonPartyFields).toContain(name);
    }
    const example = actTypeExamples[1] as { parties: Record<string, unknown>[] };
    const input = {
      ...example,
      applicant: { participation: 'video', registrationType: 'permanent' },
      parties: [
        {
          ...example.parties[0],
          participation: 'representative',
          proxyDocument: { number: '115', date: '15.03.2024', issuer: 'Notarius' },
          signingBlank: { series: 'nb', number: '1234567' },
          registrationType: 'temporary',
          consularRegistration: { consulate: 'Berlin', number: 'K-17', date: '01.02.2024' },
          representedParty: '31234567890124',
        },
      ],
    };
    const result = parseActInput(1, input, { today: exampleToday });
    expect(result.issues).toEqual([]);
    expect(result.ok && result.value.applicant).toEqual({
      participation: 'video',
      registrationType: 'permanent',
    });
    expect(result.ok && result.value.parties[0]?.fields).toMatchObject({
      participation: 'representative',
      signingBlank: { series: 'NB', number: '1234567' },
      registrationType: 'temporary',
      representedParty: '31234567890124',
    });
  });

  it('refuses a wrong value at the party’s path, with its key', () => {
    const example = actTypeExamples[1] as { parties: Record<string, unknown>[] };
    const issues = validateActInput(
      1,
      {
        ...example,
        applicant: { registrationType: 'forever' },
        parties: [
          {
            ...example.parties[0],
            participation: 'phone',
            signingBlank: { series: 'N1', number: '1234567' },
            representedParty: '123',
          },
        ],
      },
      { today: exampleToday },
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'applicant.registrationType', messageKey: 'error_wrong_registration_type' },
        { path: 'parties.0.participation', messageKey: 'error_wrong_participation' },
        { path: 'parties.0.signingBlank.series', messageKey: 'error_wrong_signing_blank_series' },
        { path: 'parties.0.representedParty', messageKey: 'error_wrong_pin_length' },
      ]),
    );
  });
});
