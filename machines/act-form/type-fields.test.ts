import { describe, expect, it } from 'vitest';
import { initialActForm, toCreateActInput, validateActForm } from './act-form.input';

// Issue 28's type fields as the creation form holds and sends them (decision 081).

const today = { year: 2025, month: 6, day: 1 };
const auto = { mode: 'auto' as const };

describe('the creation form’s type fields of issue 28', () => {
  it('starts a spouse consent with an empty divorce record and an empty blank', () => {
    const form = initialActForm(15003);
    expect(form.fields).toEqual({
      divorceRecord: { recordNumber: '', recordDate: '', organisation: '' },
      officialBlankCount: '',
      blankPrefix: '',
      blankSeries: '',
      blankNumber: '',
    });
    expect(form.realEstate.ownershipForm).toBe('');
  });

  it('sends the blank as typed, its count and a rent sum as numbers, a divorce record as its parts', () => {
    const form = initialActForm(105);
    form.fields = {
      ...form.fields,
      termFrom: '01.06.2025',
      termTo: '31.05.2026',
      proxyClass: 'special',
      rentType: 'lease',
      rentSum: '4 000 000,50',
      officialBlankCount: '2',
      blankPrefix: '14',
      blankSeries: 'AB',
      blankNumber: '0001234',
    };
    form.realEstate = { ...form.realEstate, ownershipForm: 'commonShared' };
    const input = toCreateActInput(form, auto);
    expect(input.fields).toEqual({
      termFrom: '01.06.2025',
      termTo: '31.05.2026',
      proxyClass: 'special',
      rentType: 'lease',
      rentSum: 4_000_000.5,
      officialBlankCount: 2,
      blankPrefix: '14',
      blankSeries: 'AB',
      blankNumber: '0001234',
    });
    expect(input.realEstate).toMatchObject({ ownershipForm: 'commonShared' });

    const consent = initialActForm(15003);
    consent.fields = {
      ...consent.fields,
      divorceRecord: { recordNumber: '77', recordDate: '01.03.2020', organisation: 'Yunusobod FHDYo' },
    };
    expect(toCreateActInput(consent, auto).fields).toEqual({
      divorceRecord: { recordNumber: '77', recordDate: '01.03.2020', organisation: 'Yunusobod FHDYo' },
    });
  });

  it('answers a blank number without its series at the form’s own paths', () => {
    const form = initialActForm(12047);
    form.fields = { ...form.fields, inheritanceCaseNumber: '123/2025', blankNumber: '0001234' };
    const check = validateActForm(form, today);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues).toEqual(
      expect.arrayContaining([
        { path: 'fields.blankSeries', messageKey: 'error_required_blank_series' },
        { path: 'fields.blankPrefix', messageKey: 'error_required_blank_prefix' },
        { path: 'fields.officialBlankCount', messageKey: 'error_required_official_blank_count' },
      ]),
    );
  });
});
